import { describe, expect, it } from "vitest";
import type { RankedEntry } from "./rank-readings";
import { quotedApart, unquotedWhole } from "./rare-words";

const entry = (wordPlain: string, uses: number | undefined, more: Partial<RankedEntry> = {}): RankedEntry => ({
  source: "jastrow", sourceId: wordPlain, word: wordPlain, wordPlain, isProperName: false, referenceTo: null, definitions: ["x"],
  language: "aramaic", partOfSpeech: null, pointedForms: [wordPlain], headWords: [wordPlain], size: 200, ...(uses === undefined ? {} : { uses }), ...more,
});
const reading = (form: string, entries: RankedEntry[], prefixPlain = "", asWritten = true, stem = form) => ({ prefixPlain, form, asWritten, entries, stem });

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

describe("quotedApart", () => {
  it("is a word pointed as a proclitic whose letters after it make a word quoted at least three times as often", () => {
    // דְּאִי: Jastrow's דַּאי 'sufficiency' quoted 6 times from the Gemara, אִי 'if' 31.
    expect(quotedApart(reading("דאי", [entry("דאי", 6)], "", true, "דְּאִי"), 31)).toBe(true);
    // וְעוֹד: וְעוֹד 'addition' once, עוֹד 22; a name among the whole word's entries does not count.
    expect(quotedApart(reading("ועוד", [entry("ועוד", 1), entry("ועוד", 40, { isProperName: true })], "", true, "וְעוֹד"), 22)).toBe(true);
    // After proclitics already taken off: ו + בְּדִין read as ו + ב + דִּין.
    expect(quotedApart(reading("בדין", [entry("בדין", 0)], "ו", true, "בְּדִין"), 43)).toBe(true);
  });

  it("is not a whole word quoted about as often, one pointed otherwise, nor one whose count says nothing", () => {
    // The Targum's דְּכִי 'to be clean', quoted 21 times there, against כִּי's 7.
    expect(quotedApart(reading("דכי", [entry("דכי", 21)], "", true, "דְּכִי"), 7)).toBe(false);
    expect(quotedApart(reading("דאי", [entry("דאי", 6)], "", true, "דְּאִי"), 17)).toBe(false);
    // לָמָּה 'why': the proclitic's vowel is not there.
    expect(quotedApart(reading("למה", [entry("למה", 0)], "", true, "לָמָּה"), 75)).toBe(false);
    // A biblical lexicon's entry alone (its quotations are not counted), a gloss without passages (לְמָה 'whereto?'), a name alone.
    expect(quotedApart(reading("כאשר", [entry("כאשר", undefined, { source: "bdb" })], "", true, "כְּאָשֶׁר"), 21)).toBe(false);
    // ל + מָה is pointed לָמָּה: a sheva before מָה is no proclitic's (לְמָה 'whereto?').
    expect(quotedApart(reading("למה", [entry("למה", 0)], "", true, "לְמָה"), 75)).toBe(false);
    expect(quotedApart(reading("דאי", [entry("דאי", 0, { isProperName: true })], "", true, "דְּאִי"), 31)).toBe(false);
    // A reading with letters put back or an ending taken off is no reading of the letters as written.
    expect(quotedApart(reading("דאי", [entry("דאי", 0)], "", false, "דְּאִי"), 31)).toBe(false);
  });
});
