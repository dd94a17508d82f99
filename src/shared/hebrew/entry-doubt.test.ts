import { describe, expect, it } from "vitest";
import { entryDoubt, sameAnswer, weakStep } from "./entry-doubt";
import { compareEntries, type RankedEntry } from "./rank-readings";

const entry = (e: Partial<RankedEntry> & Pick<RankedEntry, "source" | "sourceId" | "word" | "wordPlain">): RankedEntry => ({
  isProperName: false, referenceTo: null, definitions: ["a gloss"], size: 100, pointedForms: [e.word], headWords: [e.word], language: "hebrew", partOfSpeech: null, ...e,
});
const ranked = (entries: RankedEntry[], compare: (a: RankedEntry, b: RankedEntry) => number) => [...entries].sort(compare);

describe("sameAnswer", () => {
  it("takes the same word in two lexicons for one answer, two entries of one lexicon for two words", () => {
    const jastrow = entry({ source: "jastrow", sourceId: "A1", word: "אָדָם", wordPlain: "אדם" });
    expect(sameAnswer(jastrow, entry({ source: "bdb", sourceId: "b1", word: "אָדָם", wordPlain: "אדם" }))).toBe(true);
    expect(sameAnswer(jastrow, entry({ source: "bdb", sourceId: "b2", word: "אָדַם", wordPlain: "אדם" }))).toBe(false);
    expect(sameAnswer(jastrow, entry({ source: "strongs", sourceId: "H120", word: "אדם", wordPlain: "אדם" }))).toBe(true);
    expect(sameAnswer(jastrow, entry({ source: "jastrow", sourceId: "A2", word: "אָדָם", wordPlain: "אדם" }))).toBe(false);
    expect(sameAnswer(jastrow, { ...jastrow })).toBe(true);
  });
});

describe("compareEntries(...).decidedBy", () => {
  it("names the rule that tells two entries apart, in the comparator's order", () => {
    const compare = compareEntries("mishnah", "אֶת", "את");
    const et = entry({ source: "jastrow", sourceId: "A03395", word: "אֵת", wordPlain: "את", size: 1222 });
    const at = entry({ source: "jastrow", sourceId: "A03393", word: "אַתְּ", wordPlain: "את", size: 1284 });
    expect(compare.decidedBy(et, at)).toBe("closeness");
    expect(compare.decidedBy(et, { ...at, referenceTo: "A1" })).toBe("reference");
    expect(compare.decidedBy(et, et)).toBeNull();
  });
});

describe("weakStep", () => {
  const hebrew = entry({ source: "jastrow", sourceId: "H", word: "קָם", wordPlain: "קם", uses: 20 });
  const aramaic = entry({ source: "jastrow", sourceId: "A", word: "קָם", wordPlain: "קם", language: "aramaic", uses: 12 });
  it("calls a rule of the text's evidence decisive, a guess among likely words weak", () => {
    for (const step of ["table", "parallel", "pointing", "reference", "empty", "unpointed", "class", "lexicon", "language"] as const) expect(weakStep(step, hebrew, aramaic)).toBe(false);
    for (const step of ["head-word", "name", "closeness", "exactness", "id"] as const) expect(weakStep(step, hebrew, aramaic)).toBe(true);
  });
  it("takes a translation for weak evidence when it speaks of both entries, not when of the first alone", () => {
    expect(weakStep("translation", { ...hebrew, overlap: 1.8 }, { ...aramaic, overlap: 0.7 })).toBe(true);
    expect(weakStep("translation", { ...hebrew, overlap: 1.8 }, { ...aramaic, overlap: 0 })).toBe(false);
  });
  it("takes quotations of comparable magnitude for weak evidence between a Hebrew and an Aramaic twin, not between homographs of one language", () => {
    expect(weakStep("size", hebrew, aramaic)).toBe(true);
    expect(weakStep("size", { ...hebrew, uses: 90 }, aramaic)).toBe(false);
    expect(weakStep("size", hebrew, { ...aramaic, language: "hebrew" })).toBe(false);
  });
});

describe("entryDoubt", () => {
  it("flags the next entry of another word when only a weak rule put the first before it (אֶת: a vowel nearer)", () => {
    const compare = compareEntries("mishnah", "אֶת", "את");
    const entries = ranked([
      entry({ source: "jastrow", sourceId: "A03393", word: "אַתְּ", wordPlain: "את", size: 1284 }),
      entry({ source: "jastrow", sourceId: "A03395", word: "אֵת", wordPlain: "את", size: 1222 }),
      entry({ source: "bdb", sourceId: "b.et", word: "אֵת", wordPlain: "את" }),
    ], compare);
    expect(entries.map((e) => e.sourceId)).toEqual(["A03395", "A03393", "b.et"]);
    expect(entryDoubt(entries, compare)).toEqual({ index: 1, step: "closeness" });
  });

  it("passes over the first word's twin in another lexicon to the next word", () => {
    // Jastrow's Aramaic lexicon of the same word stands between them.
    const compare = compareEntries("aramaic", "אֶת", "את");
    const entries = ranked([
      entry({ source: "jastrow", sourceId: "A03395", word: "אֵת", wordPlain: "את", size: 1222 }),
      entry({ source: "sefaria-aramaic", sourceId: "s.et", word: "אֵת", wordPlain: "את", size: 2000 }),
      entry({ source: "jastrow", sourceId: "A03393", word: "אַתְּ", wordPlain: "את", size: 1284 }),
    ], compare);
    expect(entries.map((e) => e.sourceId)).toEqual(["A03395", "s.et", "A03393"]);
    expect(entryDoubt(entries, compare)).toEqual({ index: 2, step: "closeness" });
  });

  it("is sure when the text's pointing decides (אָדָם 'man', not אָדַם 'to be red'), or there is no other word", () => {
    const compare = compareEntries("mishnah", "אָדָם", "אדם");
    const entries = ranked([
      entry({ source: "jastrow", sourceId: "A2", word: "אָדַם", wordPlain: "אדם", size: 5000 }),
      entry({ source: "jastrow", sourceId: "A1", word: "אָדָם", wordPlain: "אדם" }),
    ], compare);
    expect(entries[0]!.sourceId).toBe("A1");
    expect(entryDoubt(entries, compare)).toBeNull();
    expect(entryDoubt(entries.slice(0, 1), compare)).toBeNull();
    expect(entryDoubt([], compare)).toBeNull();
  });
});
