import { describe, expect, it } from "vitest";
import { wordsToCsv } from "./collection-to-csv";
import { UTF8_BOM } from "./csv";
import { renderServerMessage } from "../i18n/server-messages";
import { ImportFileError, parseCollectionCsv, parseCollectionJson, parseImportFile } from "./parse-import-file";
import { IMPORT_MAX_WORDS, type TransferWord } from "./transfer-word";

/** Why `parse` refuses its file, in English (written from the error's key, as the server writes it). */
function refusal(parse: () => unknown): string {
  try {
    parse();
  } catch (e) {
    if (e instanceof ImportFileError) return renderServerMessage(e.key, e.params);
    throw e;
  }
  throw new Error("the file was accepted");
}

const word = (over: Partial<TransferWord> = {}): TransferWord => ({
  hebrew: "שָׁלוֹם", english: "peace, hello", spanish: "paz", portuguese: null, french: "paix", italian: null,
  translit: "shalom", pos: "noun", freq_rank: 3, subcategory: null, section: "1", ...over,
});

const jsonFile = (words: unknown[], collection: Record<string, unknown> = {}) => JSON.stringify({
  version: 1, exportedAt: "2025-01-01T00:00:00.000Z",
  collection: { domain: "modern", name: "Mine", slug: "mine", description: null, subcategory: null, order: 2, metadata: { a: 1 }, ...collection },
  words,
});

describe("parseCollectionCsv", () => {
  it("round-trips words with quotes, commas, line breaks and Hebrew through the export CSV", () => {
    const words = [
      word(),
      word({ hebrew: "בַּיִת", english: 'a "house", home', section: "line 1\nline 2", freq_rank: null, spanish: null }),
      word({ hebrew: "מַיִם", english: "water\r\nmayim", translit: "ma,yim" }),
    ];
    const csv = wordsToCsv(words);
    expect(csv.startsWith(`${UTF8_BOM}hebrew,english,spanish,`)).toBe(true);
    expect(parseCollectionCsv(csv)).toEqual({ words, ignoredColumns: [] });
  });

  it("NFC-normalises Hebrew and accepts columns in any order, aliases and extra columns", () => {
    // Shin dot (ccc 24) typed before qamats (ccc 18): NFC puts the marks in canonical order.
    const decomposed = "\u05E9\u05C1\u05B8\u05DC\u05D5\u05B9\u05DD";
    expect(decomposed).not.toBe(decomposed.normalize("NFC"));
    const r = parseCollectionCsv(`English,Notes,Hebrew,Freq Rank\r\npeace,x,${decomposed},12\r\n,,,\r\n`);
    expect(r.ignoredColumns).toEqual(["Notes"]);
    expect(r.words).toHaveLength(1);
    expect(r.words[0]!.hebrew).toBe("\u05E9\u05B8\u05C1\u05DC\u05D5\u05B9\u05DD");
    expect(r.words[0]!.freq_rank).toBe(12);
  });

  it("names the first problem and its row", () => {
    expect(refusal(() => parseCollectionCsv("english\npeace"))).toContain("Invalid file: row 1: the header row must have a 'hebrew' column");
    expect(refusal(() => parseCollectionCsv("hebrew,english\nא,a\n,b"))).toContain("Invalid file: row 3: hebrew is empty");
    expect(refusal(() => parseCollectionCsv("hebrew,freq_rank\nא,1\nב,two"))).toContain("Invalid file: row 3: freq_rank must be a whole number (found 'two')");
    expect(refusal(() => parseCollectionCsv("hebrew,english\nא,a,extra"))).toContain("Invalid file: row 2: 3 fields but the header has 2 columns");
    expect(refusal(() => parseCollectionCsv('hebrew\n"א'))).toContain("Invalid file: row 2: a quoted field (field 1) is never closed");
    expect(refusal(() => parseCollectionCsv("hebrew,Hebrew\nא,ב"))).toContain("Invalid file: row 1: the column 'hebrew' appears twice");
  });

  it(`refuses more than ${IMPORT_MAX_WORDS} words`, () => {
    const csv = `hebrew\n${"א\n".repeat(IMPORT_MAX_WORDS + 1)}`;
    expect(refusal(() => parseCollectionCsv(csv))).toMatch(/more than 20,000 words/);
  });
});

describe("parseCollectionJson", () => {
  it("reads the export format", () => {
    const r = parseCollectionJson(jsonFile([word()]));
    expect(r.collection).toEqual({ domain: "modern", name: "Mine", slug: "mine", description: null, subcategory: null, order: 2, metadata: { a: 1 } });
    expect(r.words).toEqual([word()]);
  });

  it("names the first problem", () => {
    expect(refusal(() => parseCollectionJson("{oops"))).toMatch(/^Invalid file: not valid JSON/);
    expect(refusal(() => parseCollectionJson(JSON.stringify({ version: 2 })))).toContain("Invalid file: version must be 1");
    expect(refusal(() => parseCollectionJson(jsonFile([word(), { english: "x" }])))).toContain("Invalid file: row 2: hebrew is missing");
    expect(refusal(() => parseCollectionJson(jsonFile([word({ freq_rank: 1.5 })])))).toContain("Invalid file: row 1: freq_rank must be a whole number");
    expect(refusal(() => parseCollectionJson(jsonFile([word()], { slug: "Bad Slug" })))).toMatch(/^Invalid file: collection\.slug must be lowercase/);
  });
});

describe("parseImportFile", () => {
  it("takes a CSV collection's name, slug and domain from the form, or from the file name", () => {
    const csv = wordsToCsv([word()]);
    expect(parseImportFile({ content: csv, overrides: { name: "Trip", slug: "trip", domain: "modern" } }).collection)
      .toMatchObject({ name: "Trip", slug: "trip", domain: "modern" });
    expect(parseImportFile({ content: csv, fileName: "biblical_my-list.csv" }).collection)
      .toMatchObject({ name: "My list", slug: "my-list", domain: "biblical" });
    expect(refusal(() => parseImportFile({ content: csv, fileName: "list.csv" }))).toMatch(/^Choose a domain/);
    expect(refusal(() => parseImportFile({ content: csv, overrides: { domain: "modern", slug: "Not OK" } }))).toMatch(/^Invalid slug 'Not OK'/);
  });

  it("lets the form override a JSON file's collection and detects the format", () => {
    const r = parseImportFile({ content: jsonFile([word()]), overrides: { slug: "mine-2", name: "" } });
    expect(r.format).toBe("json");
    expect(r.collection).toMatchObject({ slug: "mine-2", name: "Mine", order: 2 });
  });

  it("refuses a file without words", () => {
    expect(refusal(() => parseImportFile({ content: "hebrew,english\r\n", overrides: { domain: "modern", slug: "x" } }))).toContain("Invalid file: the file has no words");
  });
});
