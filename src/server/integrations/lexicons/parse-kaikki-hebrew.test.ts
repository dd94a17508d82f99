import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createKaikkiHebrewReader, readKaikkiHebrewLine, type KaikkiHebrewEntry, type KaikkiHebrewLine } from "./parse-kaikki-hebrew";

const FIXTURES = path.resolve(__dirname, "../../../../tests/support/fixtures");
/** Real lines of kaikki.org's Hebrew extract (fixtures/README.md cites where they come from). */
const REAL = fs.readFileSync(path.join(FIXTURES, "kaikki-hebrew-real.jsonl"), "utf8");
/** Lines written for the tests in the extract's format: a conjugation table, suffixed forms, edge cases. */
const SYNTHETIC = fs.readFileSync(path.join(FIXTURES, "kaikki-hebrew-synthetic.jsonl"), "utf8");

function readAll(text: string, chunkSize: number): KaikkiHebrewLine[] {
  const lines: KaikkiHebrewLine[] = [];
  const reader = createKaikkiHebrewReader((l) => lines.push(l));
  for (let i = 0; i < text.length; i += chunkSize) reader.write(text.slice(i, i + chunkSize));
  reader.close();
  return lines;
}
const entriesOf = (lines: KaikkiHebrewLine[]): KaikkiHebrewEntry[] => lines.flatMap((l) => (l.kind === "entry" ? [l.entry] : []));

describe("kaikki.org's Hebrew JSON Lines: real lines", () => {
  it("reads the pointed head-word, glosses, root, transliteration and the inflected forms", () => {
    const entries = entriesOf(readAll(REAL, 333));
    expect(entries.map((e) => e.word)).toEqual(["בָּרָד", "תַּחַת", "בֵּיצָה"]);
    const [barad, takhat, beitsa] = entries;
    expect(barad).toMatchObject({
      sourceId: "ברד|noun|1", partOfSpeech: "noun", transliteration: "barád", root: "ב־ר־ד", binyan: null,
      definitions: ["hail", "a snow cone"], plurals: ["בְּרָדִים"], isProperName: false,
    });
    // The plural and the plural construct (trailing maqaf dropped); not the romanisation, nor the
    // page title and the singular construct, whose letters are the head-word's.
    expect(barad!.forms).toEqual(["בְּרָדִים", "ברדי"]);
    // A sense Wiktionary tags vulgar or slang keeps its tags in front, as Wiktionary prints them: a beginner's gloss leaves it out.
    expect(takhat).toMatchObject({ transliteration: "tákhat", definitions: ["bottom", "underside", "(vulgar) butt, ass"] });
    expect(beitsa).toMatchObject({ root: "ב־ו־ץ", definitions: ["egg", "(slang, vulgar) testicles, balls (referring to anatomy, bravery or general self-assuredness)"] });
    expect(beitsa!.forms).toContain("בֵּיצִים");
  });
});

describe("kaikki.org's Hebrew JSON Lines: synthetic edge cases", () => {
  it("keeps Hebrew entries, skips Latin-script and form-of pages, counts a malformed line, whatever the chunking", () => {
    for (const size of [7, 100, SYNTHETIC.length]) {
      const lines = readAll(SYNTHETIC, size);
      expect(entriesOf(lines).map((e) => e.word)).toEqual(["כָּתַב", "דִּבֵּר", "יֶלֶד", "שָׁלוֹם", "בַּיִת", "שֶׁל", "אֲנִי", "זֶה", "רָצָה", "יָדַע", "טוֹב", "יִשְׂרָאֵל", "טוֹב"]);
      expect(lines.filter((l) => l.kind === "malformed")).toHaveLength(1);
      expect(lines.filter((l) => l.kind === "skipped" && l.reason === "script")).toHaveLength(1);
      expect(lines.filter((l) => l.kind === "skipped" && l.reason === "forms")).toHaveLength(1);
    }
  });

  it("takes a verb's binyan and conjugation table, without captions or negated forms, and each form's full spelling", () => {
    const entries = entriesOf(readAll(SYNTHETIC, 64));
    const katav = entries[0]!;
    expect(katav).toMatchObject({ binyan: "pa'al", root: "כ־ת־ב", definitions: ["to write"], transliteration: "katáv" });
    expect(katav.forms).toEqual(expect.arrayContaining(["כָּתַבְתִּי", "כּוֹתְבִים", "לִכְתֹּב", "לכתוב", "יכתוב", "אכתוב"]));
    expect(katav.forms).not.toContain("pa'al");
    expect(katav.forms.some((f) => f.includes("לֹא"))).toBe(false);
    const diber = entries[1]!;
    expect(diber.binyan).toBe("pi'el");
    expect(diber.forms).toEqual(expect.arrayContaining(["דִּבַּרְתִּי", "דיברתי", "דיבר", "מְדַבֵּר"]));
    expect(entries.find((e) => e.word === "שֶׁל")!.forms).toEqual(expect.arrayContaining(["שֶׁלִּי", "שֶׁלְּךָ", "שֶׁלָּנוּ"]));
    expect(entries.find((e) => e.word === "יִשְׂרָאֵל")).toMatchObject({ isProperName: true, partOfSpeech: "proper noun" });
    expect(entries.filter((e) => e.word === "טוֹב").map((e) => e.sourceId)).toEqual(["טוב|adj|1", "טוב|adj|1|2"]);
  });

  it("reads the page title as the head-word when there is no pointed form, and rejects what is not an entry", () => {
    const seen = new Map<string, number>();
    const bare = readKaikkiHebrewLine(JSON.stringify({ word: "ספר", pos: "noun", senses: [{ glosses: ["book"] }] }), seen);
    expect(bare).toMatchObject({ kind: "entry", entry: { word: "ספר", forms: [], root: null } });
    expect(readKaikkiHebrewLine("not json", seen)).toEqual({ kind: "malformed" });
    expect(readKaikkiHebrewLine(JSON.stringify({ pos: "noun" }), seen)).toEqual({ kind: "malformed" });
    expect(readKaikkiHebrewLine("  ", seen)).toBeNull();
  });

  it("drops a line longer than the cap as it streams and reads on", () => {
    const huge = JSON.stringify({ word: "ים", pos: "noun", senses: [{ glosses: ["x".repeat(9000)] }] });
    const lines: KaikkiHebrewLine[] = [];
    const reader = createKaikkiHebrewReader((l) => lines.push(l), 6000);
    reader.write(`${huge}\n${REAL}`);
    reader.close();
    expect(lines[0]).toEqual({ kind: "malformed", reason: "tooLarge" });
    expect(entriesOf(lines)).toHaveLength(3);
  });
});
