import { describe, expect, it } from "vitest";
import { rankTextWords, textWords } from "./rank-text-words";

// Genesis 1:1 and 1:2 as Sefaria's Tanakh with cantillation gives them.
const GEN_1_1 = "בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים אֵ֥ת הַשָּׁמַ֖יִם וְאֵ֥ת הָאָֽרֶץ׃";
const GEN_1_2 = "וְהָאָ֗רֶץ הָיְתָ֥ה תֹ֙הוּ֙ וָבֹ֔הוּ וְחֹ֖שֶׁךְ עַל־פְּנֵ֣י תְה֑וֹם וְר֣וּחַ אֱלֹהִ֔ים מְרַחֶ֖פֶת עַל־פְּנֵ֥י הַמָּֽיִם׃";

describe("textWords", () => {
  it("keeps niqqud and drops cantillation, meteg and sof pasuq", () => {
    expect(textWords(GEN_1_1)).toEqual(["בְּרֵאשִׁית", "בָּרָא", "אֱלֹהִים", "אֵת", "הַשָּׁמַיִם", "וְאֵת", "הָאָרֶץ"]);
  });

  it("reads maqaf as a space", () => {
    expect(textWords(GEN_1_2)).toContain("עַל");
    expect(textWords(GEN_1_2)).toContain("פְּנֵי");
  });

  it("drops section markers, one-letter abbreviations and Latin text", () => {
    expect(textWords("וַיְהִי־כֵן׃ {פ} ה׳ אָמַר (ס) Genesis 1")).toEqual(["וַיְהִי", "כֵן", "אָמַר"]);
  });

  it("reads unpointed Aramaic of the Talmud", () => {
    expect(textWords("מֵאֵימָתַי קוֹרִין אֶת שְׁמַע בְּעַרְבִין. מִשָּׁעָה")).toEqual(["מֵאֵימָתַי", "קוֹרִין", "אֶת", "שְׁמַע", "בְּעַרְבִין", "מִשָּׁעָה"]);
    expect(textWords("אמר רבי יוחנן")).toEqual(["אמר", "רבי", "יוחנן"]);
  });
});

describe("rankTextWords", () => {
  it("counts a word once however it is pointed, shows its most written form, ranks by count then first met", () => {
    const ranked = rankTextWords([
      { text: GEN_1_1, section: "1" },
      { text: GEN_1_2, section: "1" },
      { text: "וְאֵת אֱלֹהִים אֱלֹהִ֑ים", section: "2" },
    ]);
    expect(ranked[0]).toEqual({ hebrew: "אֱלֹהִים", plain: "אלהים", count: 4, section: "1", rank: 1 });
    expect(ranked.find((w) => w.plain === "ואת")).toMatchObject({ count: 2, section: "1" });
    expect(ranked.find((w) => w.plain === "על")).toMatchObject({ count: 2 });
    expect(ranked.map((w) => w.rank)).toEqual(ranked.map((_, i) => i + 1));
    // Ties keep the text's order: ואת (first met in 1:1) before על (1:2).
    const twos = ranked.filter((w) => w.count === 2).map((w) => w.plain);
    expect(twos.indexOf("ואת")).toBeLessThan(twos.indexOf("על"));
  });
});
