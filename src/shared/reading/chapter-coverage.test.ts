import { describe, expect, it } from "vitest";
import { chapterCoverage, chapterTokenCounts, chapterTokens, coverageOf, formsRuleOf, isKnownToken, isKnownWord, suggestNextChapter, wordForms } from "./chapter-coverage";

const forms = (...f: string[]) => ({ forms: new Set(f), lemmas: new Set<string>() });

/** Genesis 1:1–2 as Sefaria has it (niqqud and cantillation). */
const GEN_1_1 = "בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים אֵ֥ת הַשָּׁמַ֖יִם וְאֵ֥ת הָאָֽרֶץ׃";
const GEN_1_2 = "וְהָאָ֗רֶץ הָיְתָ֥ה תֹ֙הוּ֙ וָבֹ֔הוּ וְחֹ֖שֶׁךְ עַל־פְּנֵ֣י תְה֑וֹם וְר֣וּחַ אֱלֹהִ֔ים מְרַחֶ֖פֶת עַל־פְּנֵ֥י הַמָּֽיִם׃";
const verses = [{ hebrew: GEN_1_1 }, { hebrew: GEN_1_2 }];

describe("wordForms / isKnownWord", () => {
  it("gives the plain word first, then the stems its proclitics may leave", () => {
    expect(wordForms("בְּרֵאשִׁ֖ית")).toEqual(["בראשית", "ראשית"]);
    expect(wordForms("וְהָאָ֗רֶץ")).toEqual(["והארץ", "הארץ", "ארץ"]);
    expect(wordForms("בָּרָ֣א")[0]).toBe("ברא");
  });

  it("does not strip what the pointing rules out as a proclitic (מֶ of מֶלֶךְ)", () => {
    expect(wordForms("מֶ֫לֶךְ")).toEqual(["מלך"]);
  });

  it("knows a word by its whole form or by its stem, never by a stranger", () => {
    expect(isKnownWord("הַשָּׁמַ֖יִם", new Set(["שמים"]))).toBe(true);
    expect(isKnownWord("וְהָאָ֗רֶץ", new Set(["ארץ"]))).toBe(true);
    expect(isKnownWord("אֱלֹהִ֑ים", new Set(["אלהים"]))).toBe(true);
    expect(isKnownWord("אֱלֹהִ֑ים", new Set(["שמים"]))).toBe(false);
    expect(isKnownWord("אֱלֹהִ֑ים", new Set())).toBe(false);
  });
});

describe("chapterCoverage on Genesis 1:1–2", () => {
  it("counts word tokens as the reader splits them (maqaf splits; sof pasuq is not a word)", () => {
    const tokens = chapterTokens(verses);
    expect(tokens).toHaveLength(7 + 14);
    expect(chapterTokenCounts(verses).reduce((n, r) => n + r.count, 0)).toBe(21);
  });

  it("counts tokens, not distinct words: אלהים twice and על twice", () => {
    const c = chapterCoverage(verses, forms("אלהים", "על"));
    expect(c).toEqual({ knownTokens: 4, totalTokens: 21, percent: 19, knownForms: ["אלהים", "על"], knownLemmas: [] });
  });

  it("counts a stem's tokens: knowing ארץ covers הָאָרֶץ and וְהָאָרֶץ; knowing את covers אֵת and וְאֵת", () => {
    const c = chapterCoverage(verses, forms("ארץ", "את", "not-in-chapter"));
    expect(c.knownTokens).toBe(4);
    expect(c.knownForms).toEqual(["ארץ", "את"]);
  });

  it("is 0% with nothing known, and null for a chapter without words", () => {
    expect(chapterCoverage(verses, forms()).percent).toBe(0);
    expect(chapterCoverage([{ hebrew: "(פ)" }], forms("פ")).percent).toBeNull();
  });
});

describe("coverageOf", () => {
  it("rounds down, so 100% means every token is known", () => {
    expect(coverageOf(199, 200).percent).toBe(99);
    expect(coverageOf(200, 200).percent).toBe(100);
    expect(coverageOf(1, 3).percent).toBe(33);
  });
});

describe("suggestNextChapter", () => {
  it("sends a learner who has read nothing to where the book starts, never to a short chapter in the middle", () => {
    expect(suggestNextChapter({ firstChapter: 1, lastChapter: null })).toBe(1);
    expect(suggestNextChapter({ firstChapter: 3, lastChapter: null })).toBe(3);
  });
  it("sends a reader back to where they stopped", () => {
    expect(suggestNextChapter({ firstChapter: 1, lastChapter: 12 })).toBe(12);
  });
  it("is null for a book without chapters", () => {
    expect(suggestNextChapter({ firstChapter: null, lastChapter: null })).toBeNull();
  });
});

describe("the lemma rule (a book with morphology)", () => {
  /** Genesis 1:3 and its lemmas by position (OpenScriptures: וַיֹּאמֶר H559, אֱלֹהִים H430, יְהִי H1961, אוֹר H216, וַיְהִי H1961, אוֹר H216). */
  const GEN_1_3 = { hebrew: "וַיֹּ֥אמֶר אֱלֹהִ֖ים יְהִ֣י א֑וֹר וַֽיְהִי־אֽוֹר׃", lemmas: ["H559", "H430", "H1961", "H216", "H1961", "H216"] };
  const lemmas = (...l: string[]) => ({ forms: new Set<string>(), lemmas: new Set(l) });

  it("knows a word with a lemma iff its lemma is known: אָמַר's H559 covers וַיֹּאמֶר", () => {
    expect(isKnownToken("וַיֹּ֥אמֶר", "H559", lemmas("H559"))).toBe(true);
    expect(isKnownToken("וַיֹּ֥אמֶר", "H559", lemmas("H561"))).toBe(false);
    // The form alone does not make a word of a lemma known: the lemma decides.
    expect(isKnownToken("וַיֹּ֥אמֶר", "H559", forms("ויאמר"))).toBe(false);
  });

  it("follows the forms where there is no lemma", () => {
    expect(isKnownToken("הַשָּׁמַ֖יִם", null, forms("שמים"))).toBe(true);
    expect(isKnownToken("הַשָּׁמַ֖יִם", undefined, lemmas("H8064"))).toBe(false);
  });

  it("counts a chapter's tokens by lemma, and groups the stored rows by forms and lemma", () => {
    const c = chapterCoverage([GEN_1_3], lemmas("H1961", "H559"));
    expect(c).toEqual({ knownTokens: 3, totalTokens: 6, percent: 50, knownForms: [], knownLemmas: ["H1961", "H559"] });
    const rows = chapterTokenCounts([GEN_1_3]);
    expect(rows.reduce((n, r) => n + r.count, 0)).toBe(6);
    expect(rows.find((r) => r.lemma === "H216")).toMatchObject({ forms: ["אור"], count: 2 });
    // A verse with lemmas for some words only: the others follow the forms.
    const partial = chapterCoverage([{ hebrew: GEN_1_3.hebrew, lemmas: ["H559"] }], { forms: new Set(["אור"]), lemmas: new Set() });
    expect(partial.knownTokens).toBe(2);
    expect(partial.knownForms).toEqual(["אור"]);
  });
});

describe("the Talmud's and the Mishnah's words (the rabbinic rule)", () => {
  /** Berakhot 2a as Sefaria's William Davidson text points it. */
  const B2A = "מֵאֵימָתַי קוֹרִין אֶת שְׁמַע בְּעַרְבִין מִשָּׁעָה שֶׁהַכֹּהֲנִים נִכְנָסִים לֶאֱכוֹל בִּתְרוּמָתָן וְהָא דְּאָמְרִי רַבָּנַן אוֹמְרִים מִצְוָתָן";

  it("is the books' category's: the Talmud and the Mishnah rabbinic, the Tanakh Hebrew", () => {
    expect(formsRuleOf("Talmud")).toBe("rabbinic");
    expect(formsRuleOf("Mishnah")).toBe("rabbinic");
    expect(formsRuleOf("Tanakh")).toBe("hebrew");
  });

  it("adds the head-word forms the Aramaic readings reach in two steps, of three letters or more", () => {
    expect(wordForms("רַבָּנַן")).toEqual(["רבנן"]);
    expect(wordForms("רַבָּנַן", "rabbinic")).toContain("רבן");
    expect(wordForms("אוֹמְרִים", "rabbinic")).toEqual(expect.arrayContaining(["אומרים", "אומר", "אמר"]));
    expect(wordForms("מִצְוָתָן", "rabbinic")).toContain("מצוה");
    // The plain word stays first (the stored forms' forms[1], the lookup's frequency).
    expect(wordForms("דְּאָמְרִי", "rabbinic")[0]).toBe("דאמרי");
    // No two-letter guesses, and none from a two-letter stem: בקר is not ב + קרא.
    expect(wordForms("רַבָּנַן", "rabbinic")).not.toContain("רב");
    expect(wordForms("בֹקֶר", "rabbinic")).not.toContain("קרא");
  });

  it("counts a known Aramaic head-word under its forms: אמר covers דאמרי and אומרים, רבן covers רבנן", () => {
    const known = new Set(["אמר", "רבן"]);
    expect(isKnownWord("דְּאָמְרִי", known, "rabbinic")).toBe(true);
    expect(isKnownWord("רַבָּנַן", known, "rabbinic")).toBe(true);
    expect(isKnownWord("רַבָּנַן", known)).toBe(false);
    const c = chapterCoverage([{ hebrew: B2A }], { forms: known, lemmas: new Set() }, "rabbinic");
    expect(c).toMatchObject({ knownTokens: 3, totalTokens: 15, knownForms: ["אמר", "רבן"] });
    expect(chapterCoverage([{ hebrew: B2A }], { forms: known, lemmas: new Set() }).knownTokens).toBe(0);
    // The stored counts are the same under the same rule.
    expect(chapterTokenCounts([{ hebrew: B2A }], "rabbinic").reduce((n, r) => n + r.count, 0)).toBe(15);
  });
});
