import { describe, expect, it } from "vitest";
import { BATCH, parseInBatches } from "./lexicon-source";

/** A file's parts as they come from the stored upload: already read, each one a microtask away. */
async function* readyParts(count: number, line: string): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < count; i++) yield Buffer.from(`${line}\n`);
}

/** A line parser that spends `ms` of the thread's time on each line (a long kaikki.org entry). */
const slowLines = (ms: number) => (emit: (row: string) => void) => {
  let rest = "";
  return {
    write(text: string) {
      const lines = (rest + text).split("\n");
      rest = lines.pop()!;
      for (const l of lines) {
        const until = performance.now() + ms;
        while (performance.now() < until) { /* parsing */ }
        emit(l);
      }
    },
    close() { if (rest) emit(rest); },
  };
};

describe("parseInBatches (a lexicon file parsed on the server's thread)", () => {
  it("gives the event loop a turn while it parses parts that are already read, so other requests are answered", async () => {
    let turns = 0;
    let ticking = true;
    const tick = () => { if (ticking) { turns++; setImmediate(tick); } };
    setImmediate(tick);
    const rows: string[] = [];
    const started = performance.now();
    for await (const batch of parseInBatches(readyParts(60, "entry"), slowLines(2))) rows.push(...batch);
    const elapsed = performance.now() - started;
    ticking = false;
    expect(rows).toHaveLength(60);
    expect(rows.length).toBeLessThan(BATCH); // one batch: no database write in between gave a turn
    // About one turn per 10 ms of parsing (120 ms here); none at all when parts were parsed back to back.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(elapsed / 40));
    expect(turns).toBeGreaterThan(0);
  });

  it("keeps every row and its order across slices and batches", async () => {
    async function* parts(): AsyncGenerator<Uint8Array> {
      const text = Array.from({ length: BATCH + 5 }, (_, i) => `row ${i}`).join("\n");
      const bytes = Buffer.from(text);
      for (let i = 0; i < bytes.length; i += 777) yield bytes.subarray(i, i + 777);
    }
    const batches: string[][] = [];
    for await (const batch of parseInBatches(parts(), slowLines(0))) batches.push(batch);
    expect(batches).toHaveLength(2);
    expect(batches[0]!.length).toBeGreaterThanOrEqual(BATCH);
    expect(batches.flat()).toEqual(Array.from({ length: BATCH + 5 }, (_, i) => `row ${i}`));
  });
});
