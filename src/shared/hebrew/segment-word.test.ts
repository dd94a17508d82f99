import { describe, expect, it } from "vitest";
import { lookupForms, segmentCandidates, segmentWord } from "./segment-word";

/** Real headwords of BDB / Strong's (plain), standing in for the imported lexicon. */
const LEXICON = new Set(["ראשית", "ברא", "שמים", "ארץ", "אור", "בהו", "מים", "בית", "לא", "את", "מן", "כהן", "יום", "ערב", "בדל", "רקיע"]);
const has = (w: string) => LEXICON.has(w);
const read = (word: string) => {
  const s = segmentWord(word, has);
  return s && [s.prefix, s.stem, s.prefixPlain, s.stemPlain];
};

describe("segmentWord on Genesis 1 (pointed, with and without cantillation)", () => {
  it("takes the preposition off בְּרֵאשִׁית, keeping its niqqud as written", () => {
    expect(read("בְּרֵאשִׁית")).toEqual(["בְּ", "רֵאשִׁית", "ב", "ראשית"]);
    // The Sefaria text carries cantillation; it is dropped from what is shown.
    expect(read("בְּרֵאשִׁ֖ית")).toEqual(["בְּ", "רֵאשִׁית", "ב", "ראשית"]);
  });

  it("keeps a word the lexicon has whole (בָּרָא is not ב + רא)", () => {
    expect(read("בָּרָ֣א")).toEqual(["", "בָּרָא", "", "ברא"]);
  });

  it("reads the article and the conjunction, alone and chained", () => {
    expect(read("הַשָּׁמַ֖יִם")).toEqual(["הַ", "שָּׁמַיִם", "ה", "שמים"]);
    expect(read("וְהָאָ֗רֶץ")).toEqual(["וְהָ", "אָרֶץ", "וה", "ארץ"]);
    expect(read("וָבֹ֔הוּ")).toEqual(["וָ", "בֹהוּ", "ו", "בהו"]);
    expect(read("לָא֖וֹר")?.slice(2)).toEqual(["ל", "אור"]);
    expect(read("וְאֵ֥ת")?.slice(2)).toEqual(["ו", "את"]);
    expect(read("הָרָקִ֑יעַ")?.slice(2)).toEqual(["ה", "רקיע"]);
  });

  it("splits a clearly pointed proclitic even when the stem is not a headword (וַיֹּאמֶר, וּלְהַבְדִּיל)", () => {
    expect(read("וַיֹּ֣אמֶר")?.slice(2)).toEqual(["ו", "יאמר"]);
    // ו and ל are pointed as proclitics; the ה of the hiphil (hiriq) is not the article.
    expect(read("וּֽלְהַבְדִּ֔יל")?.slice(2)).toEqual(["ול", "הבדיל"]);
  });

  it("keeps short words and words whose first letter is pointed as a root letter", () => {
    expect(read("מִן")?.slice(2)).toEqual(["", "מן"]);
    expect(read("הָיְתָ֥ה")?.slice(2)).toEqual(["", "היתה"]);
  });

  it("reads unpointed text through the lexicon only", () => {
    expect(read("בראשית")?.slice(2)).toEqual(["ב", "ראשית"]);
    expect(read("והארץ")?.slice(2)).toEqual(["וה", "ארץ"]);
    expect(read("ויאמר")?.slice(2)).toEqual(["", "ויאמר"]);
  });
});

describe("segmentWord on Berakhot 2a (Mishnaic Hebrew and Aramaic)", () => {
  it("reads שֶׁ and its chains", () => {
    expect(read("שֶׁהַכֹּהֲנִים")?.slice(0, 3)).toEqual(["שֶׁהַ", "כֹּהֲנִים", "שה"]);
    expect(read("שֶׁאָמְרוּ")?.slice(2)).toEqual(["ש", "אמרו"]);
  });

  it("reads the prepositions with their Mishnaic pointing", () => {
    expect(read("בָּעֲרָבִין")?.slice(2)).toEqual(["ב", "ערבין"]);
    expect(read("מִשָּׁעָה")?.slice(2)).toEqual(["מ", "שעה"]);
    expect(read("לֶאֱכוֹל")?.slice(2)).toEqual(["ל", "אכול"]);
    expect(read("בִּתְרוּמָתָן")?.slice(2)).toEqual(["ב", "תרומתן"]);
    expect(read("מִבֵּית")?.slice(2)).toEqual(["מ", "בית"]);
    expect(read("וְלֹא")?.slice(2)).toEqual(["ו", "לא"]);
  });

  it("takes the Aramaic ד off only where the lexicon has the rest", () => {
    expect(read("דְּקָתָנֵי")?.slice(2)).toEqual(["", "דקתני"]);
    expect(read("דִּבְרֵי")?.slice(2)).toEqual(["", "דברי"]);
    expect(segmentWord("דְּבֵית", has)?.prefixPlain).toBe("ד");
  });

  it("has no reading for a phrase or text without Hebrew letters", () => {
    expect(segmentWord("בית לחם", has)).toBeNull();
    expect(segmentWord("abc", has)).toBeNull();
  });
});

describe("segmentCandidates and lookupForms", () => {
  it("lists only the chains Hebrew allows, each stem once", () => {
    // The second ב of וּבַבַּיִת is pointed as the house's own letter, not as the article's ב.
    expect(segmentCandidates("וּבַבַּיִת").map((s) => s.prefixPlain)).toEqual(["", "ו", "וב"]);
    expect(lookupForms("ובבית")).toEqual(["ובבית", "בבית", "בית"]);
    // ה cannot come before ב; ו only first.
    expect(lookupForms("הבית")).toEqual(["הבית", "בית"]);
    expect(lookupForms("בהוו")).toEqual(["בהוו", "הוו"]);
  });
});
