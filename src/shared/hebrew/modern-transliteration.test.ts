import { describe, expect, it } from "vitest";
import { modernTransliteration } from "./modern-transliteration";

describe("modernTransliteration", () => {
  it("says a pointed word as Wiktionary's Hebrew entries romanise it: kh, ts, sh, soft v and f, silent א ע and final ה, the stress marked", () => {
    // Wiktionary's own romanisations of these entries (the fixtures' and en.wiktionary.org's).
    const wiktionary: [string, string][] = [
      ["יֶלֶד", "yéled"], ["שָׁלוֹם", "shalóm"], ["כָּתַב", "katáv"], ["תַּחַת", "tákhat"], ["בַּיִת", "báyit"], ["אֲנִי", "aní"],
      ["רָצָה", "ratsá"], ["יָדַע", "yadá"], ["טוֹב", "tov"], ["זֶה", "ze"], ["שֶׁל", "shel"], ["דִּבֵּר", "dibér"], ["בָּרָד", "barád"],
      ["יִשְׂרָאֵל", "yisraél"], ["תּוֹדָה", "todá"], ["מַיִם", "máyim"], ["סֵפֶר", "séfer"], ["לֶחֶם", "lékhem"], ["בֹּקֶר", "bóker"],
      ["רוּחַ", "rúakh"], ["יוֹדֵעַ", "yodéa"], ["לֹא", "lo"], ["אוֹר", "or"], ["חַי", "khay"], ["שְׁתַּיִם", "shtáyim"],
      ["כְּמוֹ", "kmo"], ["סְפָרִים", "sfarím"], ["יְלָדִים", "yeladím"], ["בְּבַקָּשָׁה", "bevakashá"], ["מְאוֹד", "meód"],
      ["מְדַבֶּרֶת", "medabéret"], ["אֲנַחְנוּ", "anákhnu"], ["אֶתְכֶם", "etkhém"], ["עָלָיו", "aláv"], ["נַעַר", "náar"],
    ];
    expect(wiktionary.map(([w]) => [w, modernTransliteration(w)])).toEqual(wiktionary);
  });

  it("reads the words written like a suffixed preposition and the suffixed prepositions with their stress, a ו after a pointed letter as v", () => {
    const words: [string, string][] = [
      ["כִּי", "ki"], ["כֵּן", "ken"], ["כֹּה", "ko"], ["בֵּן", "ben"], ["כָּךְ", "kakh"], ["לָכֵן", "lakhén"],
      ["לִי", "li"], ["לְךָ", "lekhá"], ["לָךְ", "lakh"], ["לוֹ", "lo"], ["לָהּ", "la"], ["לָנוּ", "lánu"], ["לָכֶם", "lakhém"],
      ["לָהֶם", "lahém"], ["בּוֹ", "bo"], ["בָּהּ", "ba"], ["כָּמוֹךָ", "kamókha"], ["כָּמוֹנִי", "kamóni"], ["כָּמוֹהוּ", "kamóhu"],
      ["כָּמוֹהָ", "kamóha"], ["עָלֶיהָ", "aléha"], ["עֲלֵיכֶם", "alekhém"], ["מִצְוֹת", "mitsvót"], ["עָוֹן", "avón"], ["גָּבֹהַּ", "gavóa"],
    ];
    expect(words.map(([w]) => [w, modernTransliteration(w)])).toEqual(words);
  });

  it("keeps the words of a phrase apart, drops the cantillation, and says nothing of letters without points", () => {
    expect(modernTransliteration("בֵּית־סֵפֶר")).toBe("bet séfer");
    expect(modernTransliteration("כִּ֣י")).toBe("ki");
    expect(modernTransliteration("ספר")).toBeNull();
    expect(modernTransliteration("")).toBeNull();
  });
});
