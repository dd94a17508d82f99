import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_LEXICON_ENTRY_CHARS } from "../../../shared/api/dictionary";
import { BATCH_CHARS, BATCH_ROWS, parseLexiconBatches } from "./parse-lexicon";
import type { EntryBatch } from "./entry-batch";

const FIXTURES = path.resolve(import.meta.dirname, "../../../../tests/support/fixtures");
const hebrewLines = Buffer.concat(["kaikki-hebrew-real.jsonl", "kaikki-hebrew-synthetic.jsonl"].map((f) => fs.readFileSync(path.join(FIXTURES, f))));

async function* repeated(bytes: Buffer, copies: number, partBytes: number): AsyncGenerator<Uint8Array> {
  const all = Buffer.concat(Array.from({ length: copies }, () => bytes));
  for (let i = 0; i < all.length; i += partBytes) yield all.subarray(i, i + partBytes);
}

async function collect(batches: AsyncIterable<EntryBatch>): Promise<{ batches: EntryBatch[]; rows: Record<string, unknown>[]; counts: Record<string, number> }> {
  const out: EntryBatch[] = [];
  const counts: Record<string, number> = {};
  for await (const b of batches) {
    out.push(b);
    for (const [k, v] of Object.entries(b.counts)) counts[k] = (counts[k] ?? 0) + v;
  }
  return { batches: out, rows: out.flatMap((b) => JSON.parse(b.json) as Record<string, unknown>[]), counts };
}

describe("parseLexiconBatches (a lexicon file parsed into batches of JSON, on the lexicon thread)", () => {
  it("gives Wiktionary Hebrew's entries in batches of at most BATCH_CHARS-ish JSON, whatever the parts' size, each entry once", async () => {
    const copies = 300;
    for (const partBytes of [997, 256 * 1024]) {
      const { batches, rows, counts } = await collect(parseLexiconBatches({ kind: "kaikki-hebrew" }, repeated(hebrewLines, copies, partBytes)));
      // Each copy: 16 entries, a malformed line, a Latin-script page and a form-of page.
      expect(rows).toHaveLength(16 * copies);
      expect(counts).toEqual({ malformed: copies, otherScript: copies, formsOnly: copies });
      expect(new Set(rows.map((r) => r.source_id)).size).toBe(rows.length);
      expect(batches.length).toBeGreaterThan(1);
      for (const b of batches) {
        expect(b.count).toBeLessThanOrEqual(BATCH_ROWS);
        // A batch closes at the first 16 KiB slice that fills it: at most a slice's entries more.
        expect(b.json.length).toBeLessThan(BATCH_CHARS + 256 * 1024);
      }
      const write = rows.find((r) => r.word === "כָּתַב")!;
      expect(write).toMatchObject({ source: "kaikki-hebrew", language: "hebrew", root: "כ־ת־ב", is_proper_name: false });
      expect((write.forms as string[]).map((f) => f.replace(/[\u0591-\u05C7]/g, ""))).toContain("כתבתי");
      expect(write.details).toMatchObject({ binyanim: [{ name: "pa'al" }] });
    }
  });

  it("leaves out and counts an entry over the cap (tooLarge) and a line over the line limit, keeping the rest", async () => {
    const record = (word: string, gloss: string) => JSON.stringify({ word, pos: "noun", lang: "Aramaic", lang_code: "arc", senses: [{ glosses: [gloss] }] });
    const text = [record("אבא", "father"), record("תהומא", "deep ".repeat(MAX_LEXICON_ENTRY_CHARS / 5 + 10)), record("תהומא", "abyss ".repeat(300_000)), record("אמא", "mother")].join("\n");
    const { rows, counts } = await collect(parseLexiconBatches({ kind: "kaikki-aramaic" }, repeated(Buffer.from(text), 1, 4096)));
    expect(rows.map((r) => r.word)).toEqual(["אבא", "אמא"]);
    expect(counts).toEqual({ malformed: 2, tooLarge: 2 });
  });
});
