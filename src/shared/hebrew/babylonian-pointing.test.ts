import { describe, expect, it } from "vitest";
import { babylonianAlike, compareBabylonian, reducedFirstVowelAlike, type BabylonianFacts } from "./babylonian-pointing";

describe("babylonian-pointing", () => {
  it("takes qamats and patach for each other, and a first letter's full a-vowel for its sheva", () => {
    expect(babylonianAlike("מַר", "מָר")).toBe(true);
    expect(babylonianAlike("זְמָן", "זְמַן")).toBe(true);
    expect(babylonianAlike("סְבַר", "סָבַר")).toBe(true);
    expect(babylonianAlike("קְנֵי", "קָנֵי")).toBe(true);
  });

  it("keeps every other vowel, a later letter's sheva, and the pointing the text has exactly", () => {
    expect(babylonianAlike("מֹר", "מָר")).toBe(false);
    expect(babylonianAlike("שֵׁמַע", "שְׁמַע")).toBe(false);
    expect(babylonianAlike("כָּתְבוּ", "כָּתָבוּ")).toBe(false);
    expect(babylonianAlike("מָר", "מָר")).toBe(false);
    expect(babylonianAlike("מר", "מָר")).toBe(false);
    expect(babylonianAlike("מַר", "מָרָה")).toBe(false);
  });

  // מָר in the Gemara (וּמָר סָבַר): Jastrow's מָר 'hoe' (quoted 9 times from the Talmud) is pointed as the text, מַר 'master' (44) but for its patach.
  const hoe: BabylonianFacts = { exact: true, near: false, uses: 9, kind: "noun" };
  const master: BabylonianFacts = { exact: false, near: true, uses: 44, kind: "noun" };

  it("puts the word the Talmud quotes far more often before a rare homograph pointed exactly as the text", () => {
    expect(compareBabylonian(hoe, master)).toBeGreaterThan(0);
    expect(compareBabylonian(master, hoe)).toBeLessThan(0);
  });

  it("leaves the exact pointing first when it is quoted a third as often, or the two are not the same kind of word", () => {
    expect(compareBabylonian({ ...hoe, uses: 15 }, master)).toBe(0);
    // אָדָם 'man' (a noun, quoted once) against the verb אָדַם 'to be red' (quoted 7 times): another word.
    const man: BabylonianFacts = { exact: true, near: false, uses: 1, kind: "noun" };
    const red: BabylonianFacts = { exact: false, near: true, uses: 7, kind: "verb" };
    expect(compareBabylonian(man, red)).toBe(0);
    expect(compareBabylonian(hoe, { ...master, uses: undefined })).toBe(0);
    expect(compareBabylonian(hoe, { ...master, near: false })).toBe(0);
  });

  it("reads a first letter's reduced vowel for a full a-vowel, or the reverse, as the same pointing (חָרוּבָא, שְׁלִישׁ, נְשִׂיא)", () => {
    expect(reducedFirstVowelAlike("חֲרוּבָא", "חָרוּבָא")).toBe(true);
    expect(reducedFirstVowelAlike("שָׁלִישׁ", "שְׁלִישׁ")).toBe(true);
    expect(reducedFirstVowelAlike("נָשִׂיא", "נְשִׂיא")).toBe(true);
    // Outside the Babylonian Talmud, the construct's reduction only.
    expect(reducedFirstVowelAlike("נָשִׂיא", "נְשִׂיא", false)).toBe(true);
    expect(reducedFirstVowelAlike("חֲרוּבָא", "חָרוּבָא", false)).toBe(false);
  });
  it("leaves a proclitic's sheva, another vowel, a difference further on, and the same pointing", () => {
    expect(reducedFirstVowelAlike("בָּצֵל", "בְּצֵל")).toBe(false);
    expect(reducedFirstVowelAlike("דָּשֵׁן", "דְשֵׁן")).toBe(false);
    expect(reducedFirstVowelAlike("בְּאֵשׁ", "בָּאֵשׁ")).toBe(false);
    expect(reducedFirstVowelAlike("עָשׁוֹת", "עֲשׂוֹת")).toBe(false);
    expect(reducedFirstVowelAlike("עָלָה", "עֱלָה")).toBe(false);
    expect(reducedFirstVowelAlike("אַכְלִי", "אָכְלִי")).toBe(false);
    expect(reducedFirstVowelAlike("שָׁלַשׁ", "שְׁלִישׁ")).toBe(false);
    expect(reducedFirstVowelAlike("נָשִׂיא", "נָשִׂיא")).toBe(false);
    expect(reducedFirstVowelAlike("נשיא", "נְשִׂיא")).toBe(false);
  });
});
