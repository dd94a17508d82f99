import { describe, expect, it } from "vitest";
import { verseWords } from "./verse-words";

const words = (t: string) => verseWords(t).filter((p) => p.kind === "word").map((p) => p.text);

describe("verseWords", () => {
  it("numbers the words of Genesis 1:1, maqaf and sof pasuq between them, the text kept whole", () => {
    const verse = "בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים אֵ֥ת הַשָּׁמַ֖יִם וְאֵ֥ת הָאָֽרֶץ׃";
    const pieces = verseWords(verse);
    expect(words(verse)).toEqual(["בְּרֵאשִׁ֖ית", "בָּרָ֣א", "אֱלֹהִ֑ים", "אֵ֥ת", "הַשָּׁמַ֖יִם", "וְאֵ֥ת", "הָאָֽרֶץ"]);
    expect(pieces.map((p) => p.text).join("")).toBe(verse);
    expect(pieces.at(-1)).toEqual({ kind: "gap", text: "׃" });
    expect(words("וַיַּ֣רְא אֱלֹהִ֛ים אֶת־הָא֖וֹר")).toEqual(["וַיַּ֣רְא", "אֱלֹהִ֛ים", "אֶת", "הָא֖וֹר"]);
  });

  it("leaves punctuation, paragraph marks and Latin text out of the words", () => {
    const t = "מֵאֵימָתַי קוֹרִין אֶת שְׁמַע בָּעֲרָבִין? (פ) ״עַד חֲצוֹת״, abc";
    expect(words(t)).toEqual(["מֵאֵימָתַי", "קוֹרִין", "אֶת", "שְׁמַע", "בָּעֲרָבִין", "עַד", "חֲצוֹת"]);
    const last = verseWords(t).filter((p) => p.kind === "word").at(-1);
    expect(last).toEqual({ kind: "word", text: "חֲצוֹת", position: 7 });
    expect(verseWords(t).map((p) => p.text).join("")).toBe(t);
  });

  it("keeps an abbreviation's geresh and gershayim in the word, a quotation's marks out", () => {
    expect(words("גְּמָ׳ תַּנָּא הֵיכָא קָאֵי, מַתְנִי׳: וְכוּ׳. ת\"ש אע\"ג ״עַד חֲצוֹת״.")).toEqual(["גְּמָ׳", "תַּנָּא", "הֵיכָא", "קָאֵי", "מַתְנִי׳", "וְכוּ׳", "ת\"ש", "אע\"ג", "עַד", "חֲצוֹת"]);
    expect(words("מתני' גמ' ר' יוחנן")).toEqual(["מתני'", "גמ'", "ר'", "יוחנן"]);
  });
});
