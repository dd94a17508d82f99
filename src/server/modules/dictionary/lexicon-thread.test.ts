import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { closeLexiconThread, parseBatchesOnThread } from "./lexicon-thread";
import { parseLexiconBatches } from "./parse-lexicon";
import type { EntryBatch } from "./entry-batch";

const FIXTURES = path.resolve(import.meta.dirname, "../../../../tests/support/fixtures");
const hebrewLines = Buffer.concat(["kaikki-hebrew-real.jsonl", "kaikki-hebrew-synthetic.jsonl"].map((f) => fs.readFileSync(path.join(FIXTURES, f))));
const PART_BYTES = 64 * 1024;

/** `copies` of the Hebrew fixture in parts of 64 KiB, counting the parts read. */
function file(copies: number) {
  const read = { parts: 0, returned: false };
  const all = Buffer.concat(Array.from({ length: copies }, () => hebrewLines));
  async function* parts(): AsyncGenerator<Uint8Array> {
    try {
      for (let i = 0; i < all.length; i += PART_BYTES) {
        read.parts++;
        yield all.subarray(i, i + PART_BYTES);
      }
    } finally {
      read.returned = true;
    }
  }
  return { parts: parts(), read, total: Math.ceil(all.length / PART_BYTES) };
}

async function entries(batches: AsyncIterable<EntryBatch>): Promise<unknown[]> {
  const rows: unknown[] = [];
  for await (const b of batches) rows.push(...(JSON.parse(b.json) as unknown[]));
  return rows;
}

afterAll(() => closeLexiconThread());

describe("parseBatchesOnThread (a lexicon file parsed on the lexicon worker thread)", () => {
  it("gives the same entries as the parse on this thread", async () => {
    const onThread = await entries(parseBatchesOnThread({ kind: "kaikki-hebrew" }, file(200).parts));
    const here = await entries(parseLexiconBatches({ kind: "kaikki-hebrew" }, file(200).parts));
    expect(onThread).toHaveLength(16 * 200);
    expect(onThread).toEqual(here);
  });

  it("reads the file only as the parser asks for it: a reader that stops taking batches stops the reading", async () => {
    const f = file(1500); // about 27 MB
    const batches = parseBatchesOnThread({ kind: "kaikki-hebrew" }, f.parts)[Symbol.asyncIterator]();
    try {
      const first = await batches.next();
      expect(first.done).toBe(false);
      // The thread prepares one batch ahead, then waits: the parts it has read stop growing at a few batches' worth.
      let held = -1;
      for (let i = 0; i < 50 && held !== f.read.parts; i++) {
        held = f.read.parts;
        await new Promise((r) => setTimeout(r, 300));
      }
      expect(f.read.parts).toBe(held);
      expect(held).toBeLessThan(f.total / 4);
    } finally {
      // Leaving early ends the task: the file is closed and the thread takes the next task.
      await batches.return?.(undefined);
    }
    expect(f.read.returned).toBe(true);
    expect(await entries(parseBatchesOnThread({ kind: "kaikki-hebrew" }, file(2).parts))).toHaveLength(32);
  });

  it("fails with the file's own error when reading it fails, and parses the next file", async () => {
    async function* broken(): AsyncGenerator<Uint8Array> {
      yield hebrewLines;
      throw new Error("the upload's part 2 is gone");
    }
    await expect(entries(parseBatchesOnThread({ kind: "kaikki-hebrew" }, broken()))).rejects.toThrow("the upload's part 2 is gone");
    expect(await entries(parseBatchesOnThread({ kind: "kaikki-hebrew" }, file(1).parts))).toHaveLength(16);
  });
});
