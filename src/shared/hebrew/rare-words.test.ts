import { describe, expect, it } from "vitest";
import type { RankedEntry } from "./rank-readings";
import { unquotedWhole } from "./rare-words";

const entry = (wordPlain: string, uses: number | undefined, more: Partial<RankedEntry> = {}): RankedEntry => ({
  source: "jastrow", sourceId: wordPlain, word: wordPlain, wordPlain, isProperName: false, referenceTo: null, definitions: ["x"],
  language: "aramaic", partOfSpeech: null, pointedForms: [wordPlain], headWords: [wordPlain], size: 200, ...(uses === undefined ? {} : { uses }), ...more,
});
const reading = (form: string, entries: RankedEntry[], prefixPlain = "", asWritten = true) => ({ prefixPlain, form, asWritten, entries });

describe("unquotedWhole", () => {
  it("is a whole word whose own entries the lexicon never quotes from texts of its kind", () => {
    expect(unquotedWhole(reading("דלא", [entry("דלא", 0), entry("דלא", 0), entry("דלי", 11)]))).toBe(true);
    expect(unquotedWhole(reading("בלא", [entry("בלא", 0), entry("בלא", 0, { isProperName: true })]))).toBe(true);
  });

  it("is not a word quoted there, one whose quotations are unknown, a name alone, nor a reading after proclitics or with letters changed", () => {
    expect(unquotedWhole(reading("דאי", [entry("דאי", 6)]))).toBe(false);
    expect(unquotedWhole(reading("דאי", [entry("דאי", undefined)]))).toBe(false);
    expect(unquotedWhole(reading("דאי", [entry("דאי", 0), entry("דאי", 3)]))).toBe(false);
    // A biblical lexicon's entry of the letters, whose quotations are not counted, may be the word (לָמָה 'why').
    expect(unquotedWhole(reading("למה", [entry("למה", 0), entry("למה", undefined, { source: "bdb" })]))).toBe(false);
    expect(unquotedWhole(reading("דאי", [entry("דאי", 0, { isProperName: true })]))).toBe(false);
    expect(unquotedWhole(reading("דלא", [entry("דלי", 0)]))).toBe(false);
    expect(unquotedWhole(reading("לא", [entry("לא", 0)], "ד"))).toBe(false);
    expect(unquotedWhole(reading("בון", [entry("בון", 0)], "", false))).toBe(false);
  });
});
