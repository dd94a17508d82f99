import { describe, expect, it } from "vitest";
import { clauseLanguage, markerLanguage } from "./clause-language";
import { verseWords } from "./verse-words";

/** The position (from 1) of `word` in `text`, as the reader counts words. */
const at = (text: string, word: string) => verseWords(text).flatMap((p) => (p.kind === "word" && p.text === word ? [p.position] : []))[0] ?? 0;

describe("markerLanguage", () => {
  it("hears Aramaic in the Gemara's small words and the suffix ־ֵיהּ", () => {
    expect(markerLanguage("מַאי")).toBe("aramaic");
    expect(markerLanguage("וְהָכִי")).toBe("aramaic");
    expect(markerLanguage("לָא")).toBe("aramaic");
    expect(markerLanguage("שְׁמֵיהּ")).toBe("aramaic");
  });

  it("hears Hebrew in its small words, the article before a doubled letter, ־ִים, ־וֹת and ־תִּי", () => {
    expect(markerLanguage("לֹא")).toBe("hebrew");
    expect(markerLanguage("שֶׁל")).toBe("hebrew");
    expect(markerLanguage("וְהַשֵּׁן")).toBe("hebrew");
    expect(markerLanguage("וְהָרֶגֶל")).toBe("hebrew");
    expect(markerLanguage("רוֹכְבִים")).toBe("hebrew");
    expect(markerLanguage("אָבוֹת")).toBe("hebrew");
    expect(markerLanguage("לָמַדְתִּי")).toBe("hebrew");
  });

  it("does not take the Aramaic ה of הַשְׁתָּא, הָאָמַר for the article", () => {
    expect(markerLanguage("הַשְׁתָּא")).toBe("aramaic");
    expect(markerLanguage("הָאָמַר")).toBeNull();
    expect(markerLanguage("נְזָקִין")).toBeNull();
  });
});

describe("clauseLanguage", () => {
  it("reads the clause of the word between the marks that end it", () => {
    const text = "מַאי שְׁנָא הָכָא דְּקָא תָּנֵי לָא – הַקֶּרֶן וְהַשֵּׁן וְהָרֶגֶל שֶׁל אָדָם.";
    expect(clauseLanguage(text, at(text, "שְׁנָא"))).toBe("aramaic");
    expect(clauseLanguage(text, at(text, "וְהַשֵּׁן"))).toBe("hebrew");
    // A comma does not end a clause: both languages, about as often.
    const one = "מַאי שְׁנָא הָכָא דְּקָא תָּנֵי לָא, הַקֶּרֶן וְהַשֵּׁן וְהָרֶגֶל שֶׁל אָדָם.";
    expect(clauseLanguage(one, at(one, "וְהַשֵּׁן"))).toBeNull();
  });

  it("hears the Hebrew a baraita's or the Mishnah's opener hands over to, in the clause after it", () => {
    const baraita = "תָּנוּ רַבָּנַן: שְׁלֹשָׁה אָבוֹת נֶאֶמְרוּ בְּשׁוֹר – הַקֶּרֶן.";
    expect(clauseLanguage(baraita, at(baraita, "נֶאֶמְרוּ"))).toBe("hebrew");
    const tanna = "דְּתַנְיָא: רַבִּי שִׁמְעוֹן אוֹמֵר: מִפְּנֵי מָה אָמְרָה תּוֹרָה.";
    expect(clauseLanguage(tanna, at(tanna, "תּוֹרָה"))).toBe("hebrew");
    // In its own clause an opener says nothing: the Tanna's תַּנָּא, the Gemara's own words around it.
    const inClause = "תַּנָּא פָּתַח בְּעַרְבִית וַהֲדַר תָּנֵי בְּשַׁחֲרִית.";
    expect(clauseLanguage(inClause, at(inClause, "וַהֲדַר"))).toBeNull();
    // A quotation the word's clause opens after it is not the word's clause: אָמַר מָר is the Gemara's Aramaic.
    const mar = "אָמַר מָר מִשָּׁעָה שֶׁהַכֹּהֲנִים נִכְנָסִים לֶאֱכוֹל בִּתְרוּמָתָן.";
    expect(clauseLanguage(mar, 1)).toBeNull();
    const colon = "אָמַר מָר: מִשָּׁעָה שֶׁהַכֹּהֲנִים נִכְנָסִים לֶאֱכוֹל בִּתְרוּמָתָן.";
    expect(clauseLanguage(colon, at(colon, "נִכְנָסִים"))).toBe("hebrew");
    // The frame before the opener is not the quotation.
    const frame = "קֶרֶן מְנָלַן? דְּתָנוּ רַבָּנַן: כִּי יִגַּח.";
    expect(clauseLanguage(frame, at(frame, "מְנָלַן"))).toBeNull();
  });

  it("says nothing where the clause says too little or both", () => {
    const text = "רָבָא כָּרַע בְּהוֹדָאָה.";
    expect(clauseLanguage(text, at(text, "כָּרַע"))).toBeNull();
    const both = "מַאי אִיכָּא שֶׁל זֶה.";
    expect(clauseLanguage(both, at(both, "אִיכָּא"))).toBeNull();
  });
});
