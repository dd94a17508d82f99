import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createKaikkiReader, readKaikkiLine, type KaikkiLine } from "./parse-kaikki";

const FIXTURE = path.resolve(__dirname, "../../../../tests/support/fixtures/kaikki-aramaic.jsonl");

function readAll(text: string, chunkSize: number): KaikkiLine[] {
  const lines: KaikkiLine[] = [];
  const reader = createKaikkiReader((l) => lines.push(l));
  for (let i = 0; i < text.length; i += chunkSize) reader.write(text.slice(i, i + chunkSize));
  reader.close();
  return lines;
}

describe("kaikki.org JSON Lines", () => {
  const text = fs.readFileSync(FIXTURE, "utf8");

  it("keeps Hebrew-script entries, skips other scripts and form-of entries, counts malformed lines, whatever the chunking", () => {
    for (const size of [7, 100, text.length]) {
      const lines = readAll(text, size);
      const entries = lines.flatMap((l) => (l.kind === "entry" ? [l.entry] : []));
      expect(entries.map((e) => e.word)).toEqual(["אַבָּא", "מַלְכָּא", "שְׁמַיָּא", "אֲמַר", "אֲזַל", "כְּתַב", "בַּר", "בַּר", "בַּר", "בָּבֶל", "טָב"]);
      expect(lines.filter((l) => l.kind === "malformed")).toHaveLength(2);
      expect(lines.filter((l) => l.kind === "skipped" && l.reason === "script")).toHaveLength(2);
      expect(lines.filter((l) => l.kind === "skipped" && l.reason === "forms")).toHaveLength(1);
    }
  });

  it("takes the glosses of real senses as definitions and the romanisation as transliteration", () => {
    const entries = readAll(text, 64).flatMap((l) => (l.kind === "entry" ? [l.entry] : []));
    const abba = entries[0]!;
    expect(abba).toMatchObject({ sourceId: "אַבָּא|noun|1", partOfSpeech: "noun", transliteration: "ʾabbā", isProperName: false });
    expect(abba.definitions).toEqual(["father", "title of respect for a scholar"]);
    // A form-of sense is not a meaning; the head template's tr stands in for a missing romanisation.
    expect(entries[1]).toMatchObject({ definitions: ["king"], transliteration: "malkā" });
    expect(entries.find((e) => e.word === "טָב")!.definitions).toEqual(["good"]);
    expect(entries.filter((e) => e.word === "בַּר").map((e) => e.sourceId)).toEqual(["בַּר|noun|1", "בַּר|noun|2", "בַּר|prep|2"]);
    expect(entries.find((e) => e.word === "בָּבֶל")).toMatchObject({ isProperName: true, partOfSpeech: "proper noun" });
  });

  it("numbers a repeated word, part of speech and etymology instead of overwriting it", () => {
    const seen = new Map<string, number>();
    const line = JSON.stringify({ word: "אבא", pos: "noun", senses: [{ glosses: ["father"] }] });
    const ids = [readKaikkiLine(line, seen), readKaikkiLine(line, seen)].map((l) => (l?.kind === "entry" ? l.entry.sourceId : null));
    expect(ids).toEqual(["אבא|noun|1", "אבא|noun|1|2"]);
    expect(readKaikkiLine("   ", seen)).toBeNull();
    expect(readKaikkiLine(JSON.stringify({ pos: "noun" }), seen)).toEqual({ kind: "malformed" });
  });

  it("drops a line longer than the cap as it streams, reports it malformed (tooLarge), and reads the next lines", () => {
    const huge = JSON.stringify({ word: "אַבָּא", pos: "noun", senses: [{ glosses: ["x".repeat(3000)] }] });
    const input = `${text.trimEnd()}\n${huge}\n${text}`;
    for (const size of [7, 512, input.length]) {
      const lines: KaikkiLine[] = [];
      const reader = createKaikkiReader((l) => lines.push(l), 1000);
      for (let i = 0; i < input.length; i += size) reader.write(input.slice(i, i + size));
      reader.close();
      expect(lines.filter((l) => l.kind === "malformed" && l.reason === "tooLarge")).toHaveLength(1);
      expect(lines.filter((l) => l.kind === "malformed")).toHaveLength(5);
      expect(lines.filter((l) => l.kind === "entry")).toHaveLength(22);
    }
  });
});
