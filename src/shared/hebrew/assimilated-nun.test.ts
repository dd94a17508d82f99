import { describe, expect, it } from "vitest";
import { assimilatedNunReadings } from "./assimilated-nun";

const forms = (word: string) => assimilatedNunReadings(word).map((r) => r.form);
const reading = (word: string, form: string) => assimilatedNunReadings(word).find((r) => r.form === form);

describe("assimilatedNunReadings", () => {
  it("reads a doubled letter after a verb's prefix as a פ״נ root's, its next consonant the last radical", () => {
    expect(forms("מַתִּירִין")).toContain("נתר");
    expect(forms("מַצֶּלֶת")).toContain("נצל");
    expect(reading("מַצֶּלֶת", "נצל")).toMatchObject({ prefixPlain: "", cost: 1.5, howSteps: [{ kind: "verb", form: "participle-pn" }] });
    // The hif'il's perfect of a strong root is shared/hebrew/hifil-perfect's.
    expect(forms("וּכְשֶׁהִזִּיק")).toEqual([]);
    // The Aramaic imperfect with a vowel letter after its prefix.
    expect(reading("וְתִיפּוֹק", "נפק")?.howSteps).toEqual([{ kind: "proclitics", letters: "ו" }, { kind: "verb", form: "imperfect" }]);
  });

  it("reads a final-weak root when only an ending follows the doubled letter (הִטּוּ, יַטּוּ, לְהַטֹּת)", () => {
    expect(reading("הִטּוּ", "נטה")).toMatchObject({ prefixPlain: "", cost: 2 });
    expect(forms("יַטּוּ")).toEqual(expect.arrayContaining(["נטה", "נטי"]));
    expect(reading("לְהַטֹּת", "נטה")?.prefixPlain).toBe("ל");
  });

  it("reads no assimilated נ where the dagesh is the article's or the preposition מִן's, or the text is unpointed", () => {
    expect(assimilatedNunReadings("הַטּוֹב")).toEqual([]);
    expect(assimilatedNunReadings("מִשָּׁם")).toEqual([]);
    expect(assimilatedNunReadings("מתירין")).toEqual([]);
    // A nif'al's, לָקַח's, a geminate root's doubling; עַל's ל in אַ־; the Babylonian reflexive's ת in אִי־.
    expect(assimilatedNunReadings("הִשָּׁמֶר")).toEqual([]);
    expect(assimilatedNunReadings("יִקַּח")).toEqual([]);
    expect(assimilatedNunReadings("וְיִדֹּם")).toEqual([]);
    expect(assimilatedNunReadings("אַתּוֹלָדָה")).toEqual([]);
    expect(assimilatedNunReadings("דְּאִיקְּרִי")).toEqual([]);
    expect(assimilatedNunReadings("לַתַּנּוּר")).toEqual([]);
    // A prefix with sheva: the dagesh is a soft letter's (יִכְתֹּב), not a doubling.
    expect(assimilatedNunReadings("תִּכְתְּבוּ")).toEqual([]);
  });
});
