import { describe, expect, it } from "vitest";
import { placeAnalysesAgain, placeWords } from "./place-words";

describe("placeWords", () => {
  it("pairs the words one to one when the verse was written from them (ketiv, [qere], paseq, maqaf)", () => {
    const text = "וְרָחַ֣צְתְּ ׀ וָסַ֗כְתְּ שמלתך [שִׂמְלֹתַ֛יִךְ] אַל־תִּוָּדְעִ֣י׃ (פ)";
    const words = ["וְרָחַ֣צְתְּ", "וָסַ֗כְתְּ", "שמלתך", "שִׂמְלֹתַ֛יִךְ", "אַל", "תִּוָּדְעִ֣י"].map((surface) => ({ surface }));
    expect(placeWords(words, text)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("aligns them on another edition's text where a word is missing or extra", () => {
    const words = ["כֹּ֛ל", "אֲשֶׁר", "תֹּאמְרִ֥י", "אֵלַ֖י", "אֶֽעֱשֶֽׂה"].map((surface) => ({ surface }));
    expect(placeWords(words, "כֹּל אֲשֶׁר־תֹּאמְרִי אֶעֱשֶׂה׃")).toEqual([1, 2, 3, null, 4]);
  });
});

describe("placeAnalysesAgain", () => {
  const row = (chapter: number, verse: number, position: number, surface: string, strong: string) => ({ chapter, verse, position, surface, strong });

  it("keeps each verse's analyses on the same words when the text comes again (another edition, a verse gone)", () => {
    // Genesis 1:1 as OpenScriptures splits it, then Sefaria's text of the verse; verse 2 is not in the new text.
    const analyses = [
      row(1, 1, 1, "בְּרֵאשִׁ֖ית", "H7225"), row(1, 1, 2, "בָּרָ֣א", "H1254"), row(1, 1, 3, "אֱלֹהִ֑ים", "H430"),
      row(1, 2, 1, "וְהָאָ֗רֶץ", "H776"),
    ];
    const verses = [{ chapter: 1, verse: 1, hebrew: "בְּרֵאשִׁית בָּרָא אֱלֹהִים׃" }];
    expect(placeAnalysesAgain(analyses, verses).map((a) => [a.verse, a.position, a.strong])).toEqual([[1, 1, "H7225"], [1, 2, "H1254"], [1, 3, "H430"]]);
  });

  it("moves an analysis to its word's new place, and drops one whose word the new text lacks", () => {
    const analyses = [row(3, 4, 1, "כֹּ֛ל", "H3605"), row(3, 4, 2, "אֲשֶׁר", "H834"), row(3, 4, 3, "תֹּאמְרִ֥י", "H559"), row(3, 4, 4, "אֵלַ֖י", "H413"), row(3, 4, 5, "אֶֽעֱשֶֽׂה", "H6213")];
    const verses = [{ chapter: 3, verse: 4, hebrew: "כֹּל אֲשֶׁר־תֹּאמְרִי אֶעֱשֶׂה׃" }];
    expect(placeAnalysesAgain(analyses, verses).map((a) => [a.position, a.strong])).toEqual([[1, "H3605"], [2, "H834"], [3, "H559"], [4, "H6213"]]);
  });
});
