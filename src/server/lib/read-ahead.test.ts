import { describe, expect, it } from "vitest";
import { readAhead } from "./read-ahead";

/** A producer that logs when each item is asked for and given, and when it is closed. */
function producer(n: number, log: string[], failAt = -1) {
  return (async function* () {
    try {
      for (let i = 0; i < n; i++) {
        log.push(`ask ${i}`);
        await new Promise((r) => setTimeout(r, 1));
        if (i === failAt) throw new Error(`read ${i} failed`);
        yield i;
      }
    } finally {
      log.push("closed");
    }
  })();
}

describe("readAhead", () => {
  it("asks for the next item while the caller uses the one before, and gives every item in order", async () => {
    const log: string[] = [];
    const got: number[] = [];
    for await (const i of readAhead(producer(3, log))) {
      log.push(`use ${i}`);
      await new Promise((r) => setTimeout(r, 5));
      got.push(i);
    }
    expect(got).toEqual([0, 1, 2]);
    expect(log).toEqual(["ask 0", "ask 1", "use 0", "ask 2", "use 1", "closed", "use 2"]);
  });

  it("closes the producer when the caller stops early, after the read in flight", async () => {
    const log: string[] = [];
    for await (const i of readAhead(producer(10, log))) if (i === 1) break;
    expect(log).toEqual(["ask 0", "ask 1", "ask 2", "closed"]);
  });

  it("gives a failed read as the caller's error where its item would have been", async () => {
    const log: string[] = [];
    const got: number[] = [];
    await expect((async () => {
      for await (const i of readAhead(producer(5, log, 2))) {
        await new Promise((r) => setTimeout(r, 10)); // the read of 2 fails while 1 is used
        got.push(i);
      }
    })()).rejects.toThrow("read 2 failed");
    expect(got).toEqual([0, 1]);
  });
});
