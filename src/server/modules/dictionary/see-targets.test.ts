import { describe, expect, it } from "vitest";
import type { LookupRow } from "./lookup-queries";
import { rankedAsSeen, withAlsoTargets, withSeeTargets } from "./see-targets";

const row = (over: Partial<LookupRow>): LookupRow => ({
  id: over.sourceId ?? "x", source: "jastrow", sourceId: "x", word: "", transliteration: null, pronunciation: null, partOfSpeech: null,
  language: "aramaic", definitions: [], root: null, isProperName: false, referenceTo: null, crossRefs: [], linkedId: null, details: null,
  wordPlain: "", formsPlain: [], via: "form", strong: null, lemmaPrefix: null, myWordId: null, frequency: null, bookCategory: null, english: null, seeFrom: null,
  ...over,
} as LookupRow);

describe("cross-references in the lookup", () => {
  // אֹכֶל, v. אֹוכֶל: the reference found by its letters, its target brought under them.
  const reference = row({ sourceId: "A01699", word: "אֹכֶל", wordPlain: "אכל", formsPlain: ["אכל"], referenceTo: "A00643" });
  const target = row({ sourceId: "A00643", word: "אֹוכֶל", wordPlain: "אכל", formsPlain: ["אכל"], via: "see", seeFrom: "אֹכֶל", definitions: ["food, edible"] });
  const verb = row({ sourceId: "A01722", word: "אָכַל", wordPlain: "אכל", formsPlain: ["אכל"], definitions: ["to eat"] });

  it("shows the entry a reference points to in its place, saying which reference led there", () => {
    const got = withSeeTargets([reference, verb, target]);
    expect(got.map((r) => [r.sourceId, r.via, r.seeFrom])).toEqual([["A00643", "form", "אֹכֶל"], ["A01722", "form", null]]);
    expect(got[0]).toMatchObject({ wordPlain: "אכל", definitions: ["food, edible"] });
  });

  it("shows a target found by another of its head-words as reached through the reference, once", () => {
    // יוֹמָא, ch. same (as יוֹם): found by its second head-word יומא; the target יוֹם found by its own head-word יום.
    const yoma = row({ sourceId: "J00195", word: "יוֹם", wordPlain: "יום", formsPlain: ["יום", "יומא"], referenceTo: "J00194" });
    const yom = row({ sourceId: "J00194", word: "יוֹם", wordPlain: "יום", formsPlain: ["יום", "יומא", "ימים"], definitions: ["day"] });
    const copy = row({ ...yom, via: "see", wordPlain: "יום", formsPlain: ["יום", "יומא"], seeFrom: "יוֹם" });
    const got = withSeeTargets([yoma, yom, copy]);
    expect(got.map((r) => [r.sourceId, r.wordPlain, r.formsPlain, r.seeFrom])).toEqual([["J00194", "", ["יומא"], "יוֹם"], ["J00194", "יום", ["יום", "ימים"], null]]);
  });

  it("drops the reference when its target is found by the same form already, and keeps a target once", () => {
    const direct = row({ ...target, via: "form", seeFrom: null });
    expect(withSeeTargets([reference, direct, target]).map((r) => r.sourceId)).toEqual(["A00643"]);
    const twice = row({ ...reference, id: "r2", sourceId: "A09999" });
    const target2 = row({ ...target, seeFrom: "אֹכֶל" });
    expect(withSeeTargets([reference, twice, target, target2]).map((r) => r.sourceId)).toEqual(["A00643"]);
  });

  it("leaves a Jastrow reference's quotations with the target it is folded into, shown as it or dropped for it", () => {
    // כֵּן 'ch. same' (the Aramaic word, quoted from the Targum), v. כֵּן 'so': the target found by its own head-word too.
    const uses = (talmud: number, targum: number) => ({ talmud, targum, mishnah: 0 });
    const chSame = row({ sourceId: "K00827", word: "כֵּן", wordPlain: "כן", formsPlain: ["כן"], referenceTo: "K00826", details: { notes: [], uses: uses(21, 15) } as never });
    const so = row({ sourceId: "K00826", word: "כֵּן", wordPlain: "כן", formsPlain: ["כן"], language: "hebrew", definitions: ["so, thus"], details: { notes: [], uses: uses(21, 0) } as never });
    const seen = row({ ...so, via: "see", seeFrom: "כֵּן" });
    const base = row({ sourceId: "K00828", word: "כֵּן", wordPlain: "כן", formsPlain: ["כן"], language: "hebrew", definitions: ["base"], details: { notes: [], uses: uses(1, 0) } as never });
    const got = withSeeTargets([chSame, so, base, seen]);
    expect(got.map((r) => [r.sourceId, r.referenceUses])).toEqual([["K00826", [uses(21, 15)]], ["K00828", undefined]]);
    // Shown through the reference (אֹכֶל v. אֹוכֶל), the target carries them the same way; a reference without details gives none.
    const withNotes = row({ ...reference, details: { notes: ["Targ. Gen. I, 29"] } as never });
    expect(withSeeTargets([withNotes, verb, target])[0]!.referenceUses).toEqual([{ talmud: 0, mishnah: 0, targum: 1 }]);
    expect(withSeeTargets([reference, verb, target])[0]!.referenceUses).toBeUndefined();
  });

  it("leaves a reference whose target was not brought, and every other row", () => {
    expect(withSeeTargets([reference, verb])).toEqual([reference, verb]);
    const other = row({ sourceId: "B00001", word: "בָּב", wordPlain: "בב", referenceTo: "B00002" });
    expect(withSeeTargets([other, target]).map((r) => r.sourceId)).toEqual(["B00001"]);
  });

  it("shows BDB's reference as its target the same way (הִיא v. הוּא), and leaves one whose target the statement did not bring", () => {
    // BDB e.be.ac הִיא (no definitions, reference_to e.aw.aa) and its target הוּא 'he, she, it', brought under היא.
    const hi = row({ source: "bdb", sourceId: "e.be.ac", word: "הִיא", language: "hebrew", wordPlain: "היא", referenceTo: "e.aw.aa" });
    const hu = row({ source: "bdb", sourceId: "e.aw.aa", word: "הוּא", language: "hebrew", wordPlain: "היא", via: "see", seeFrom: "הִיא", definitions: ["he", "she", "it"] });
    // Jastrow's entry of the same letters with an id like BDB's target's: a target of another lexicon is never taken for it.
    const jastrowHi = row({ source: "jastrow", sourceId: "e.aw.aa", word: "הִיא", wordPlain: "היא", via: "see", seeFrom: "הִיא", definitions: ["she"] });
    expect(withSeeTargets([hi, jastrowHi, hu]).map((r) => [r.source, r.sourceId, r.seeFrom, r.definitions])).toEqual([["bdb", "e.aw.aa", "הִיא", ["he", "she", "it"]]]);
    // BDB m.cx.ah מֵעִים v. מעה: the root heading m.cv.aa has no meaning, so the statement brings no target; the reference stays.
    const meim = row({ source: "bdb", sourceId: "m.cx.ah", word: "מֵעִים", language: "hebrew", wordPlain: "מעים", referenceTo: "m.cv.aa" });
    expect(withSeeTargets([meim, hu])).toEqual([meim]);
  });

  describe("a reference that names several entries", () => {
    // תֹּרֶן, תָּרְנָא, v. תּוֹרֶן, תּוּרְנָא: the Hebrew 'mast' first, the Aramaic one after it.
    const toren = row({ id: "r", sourceId: "V00831", word: "תֹּרֶן", wordPlain: "תרן", formsPlain: ["תרן", "תרנא"], referenceTo: "V00304", referenceAlso: ["V00305"] });
    const hebrew = row({ id: "h", sourceId: "V00304", word: "תּוֹרֶן", wordPlain: "תרן", formsPlain: ["תרן", "תרנא"], via: "see", seeFrom: "תֹּרֶן", language: "hebrew", definitions: ["mast"] });
    const aramaic = row({ id: "a", sourceId: "V00305", word: "תּוּרְנָא", wordPlain: "תרן", formsPlain: ["תרן", "תרנא"], via: "see", seeFrom: "תֹּרֶן", definitions: ["mast"] });
    const other = row({ id: "o", sourceId: "V00900", word: "תְּרֵין", wordPlain: "תרין", formsPlain: ["תרין"], definitions: ["two"] });

    it("shows the first in the reference's place and marks each other one with the entry it follows, under the reference's forms", () => {
      // The statement's order is not the reference's: the order comes from referenceTo, referenceAlso.
      const got = withSeeTargets([toren, other, aramaic, hebrew]);
      expect(got.map((r) => [r.sourceId, r.via, r.seeFrom, r.seeAfter])).toEqual([
        ["V00304", "form", "תֹּרֶן", undefined], ["V00900", "form", null, undefined], ["V00305", "form", "תֹּרֶן", "h"],
      ]);
      expect(got[2]).toMatchObject({ wordPlain: "תרן", formsPlain: ["תרן", "תרנא"], definitions: ["mast"] });
    });

    it("puts each other one right after the entry it follows, in the reference's order, for the reading's form only, each entry once", () => {
      const got = withSeeTargets([toren, other, aramaic, hebrew]);
      const ranked = got.filter((r) => r.seeAfter === undefined);
      const also = got.filter((r) => r.seeAfter !== undefined);
      // Ranked with another entry before the first target: the other target comes right after the first, never before it.
      expect(withAlsoTargets([ranked[1]!, ranked[0]!], also, "תרנא").map((r) => r.id)).toEqual(["o", "h", "a"]);
      // Not for a reading of another form; not where the entry is shown already, by the reading or another one.
      expect(withAlsoTargets(ranked, also, "תרין").map((r) => r.id)).toEqual(["h", "o"]);
      expect(withAlsoTargets([...ranked, row({ ...aramaic, via: "form", seeFrom: null })], also, "תרן").map((r) => r.id)).toEqual(["h", "o", "a"]);
      expect(withAlsoTargets(ranked, also, "תרן", new Set(["a"])).map((r) => r.id)).toEqual(["h", "o"]);
      // The entry it follows not among the rows (another reading shows it): not shown.
      expect(withAlsoTargets([ranked[1]!], also, "תרן").map((r) => r.id)).toEqual(["o"]);
    });

    it("follows the first target where that is shown by its own head-word, and leads with the next one where the first was not brought", () => {
      // Found by תרן only, the form the first target is found by as its own head-word: the reference is dropped, its other entry kept.
      const one = row({ ...toren, formsPlain: ["תרן"] });
      const direct = row({ ...hebrew, via: "form", seeFrom: null });
      const got = withSeeTargets([one, direct, { ...hebrew, formsPlain: ["תרן"] }, { ...aramaic, formsPlain: ["תרן"] }]);
      expect(got.map((r) => [r.id, r.seeFrom, r.seeAfter])).toEqual([["h", null, undefined], ["a", "תֹּרֶן", "h"]]);
      expect(withAlsoTargets(got.slice(0, 1), got.slice(1), "תרן").map((r) => r.id)).toEqual(["h", "a"]);
      expect(withSeeTargets([toren, aramaic]).map((r) => [r.id, r.via, r.seeAfter])).toEqual([["a", "form", undefined]]);
    });
  });

  it("ranks the target by the reference's head-word, the word as the text has it", () => {
    const ranked = { word: "אֹוכֶל", headWords: ["אֹוכֶל"], pointedForms: ["אֹוכֶל"] };
    expect(rankedAsSeen(ranked as never, "אֹכֶל")).toMatchObject({ word: "אֹכֶל", headWords: ["אֹכֶל", "אֹוכֶל"], pointedForms: ["אֹכֶל", "אֹוכֶל"], throughReference: true });
    expect(rankedAsSeen(ranked as never, null)).toBe(ranked);
    // A verb's own forms (shared/hebrew/quoted-pointing) hold the reference's head-word too.
    expect(rankedAsSeen({ ...ranked, ownForms: ["אֹוכֶל"] } as never, "אֹכֶל")).toMatchObject({ ownForms: ["אֹכֶל", "אֹוכֶל"] });
    expect(rankedAsSeen(ranked as never, "אֹכֶל")).not.toHaveProperty("ownForms");
  });

  it("weighs BDB's target as the reference it stands for, an entry saying nothing of its own (עִדִּים v. עִדָּה)", () => {
    const idda = { source: "bdb", sourceId: "p.ap.ab", word: "עִדָּה", referenceTo: null, definitions: ["menstruation", "time, period"], headWords: [], pointedForms: ["עִדָּה"], size: 24, overlap: 0.5 };
    expect(rankedAsSeen(idda as never, "עִדִּים")).toMatchObject({ word: "עִדִּים", definitions: [], referenceTo: "p.ap.ab", size: 0, overlap: 0, throughReference: true });
    const jastrow = { ...idda, source: "jastrow" };
    expect(rankedAsSeen(jastrow as never, "עִדִּים")).toMatchObject({ definitions: ["menstruation", "time, period"], referenceTo: null, size: 24, overlap: 0.5 });
  });
});
