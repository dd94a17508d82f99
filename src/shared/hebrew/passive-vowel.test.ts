import { describe, expect, it } from "vitest";
import { PASSIVE_QUOTED, passiveVowelDiscount } from "./passive-vowel";
import type { HowStep } from "./reading-how";

const vowel: HowStep[] = [{ kind: "vowel-letter" }];
const verb = (uses: number) => ({ isProperName: false, partOfSpeech: null, definitions: ["to be uncovered"], uses });
const noun = (uses: number) => ({ isProperName: false, partOfSpeech: "m.", definitions: ["appearance, outside"], uses });

describe("passiveVowelDiscount", () => {
  it("takes the other half of the vowel letter's step off where the verb is quoted more than the word written so", () => {
    expect(passiveVowelDiscount("גָּלוּי", "גלי", vowel, [verb(44)], [noun(6), noun(9)])).toBe(PASSIVE_QUOTED);
    expect(passiveVowelDiscount("סְרוּחָה", "סרח", [{ kind: "ending", ending: "ה" }, ...vowel], [verb(7)], [noun(0)])).toBe(PASSIVE_QUOTED);
  });
  it("gives nothing where the word written so is quoted as much (כָּתוּב 'verse'), or without the passive's reading", () => {
    expect(passiveVowelDiscount("פְּחוּתָה", "פחת", vowel, [verb(7)], [noun(22)])).toBe(0);
    expect(passiveVowelDiscount("גָּלוּי", "גלי", [], [verb(44)], [noun(6)])).toBe(0);
    expect(passiveVowelDiscount("יְשׁוּעוֹת", "ישע", [{ kind: "ending", ending: "ות" }, ...vowel], [verb(20)], [])).toBe(0);
    expect(passiveVowelDiscount("גִּלּוּי", "גלי", vowel, [verb(44)], [noun(6)])).toBe(0);
    expect(passiveVowelDiscount("גָּלוּי", "גלי", vowel, [noun(44)], [noun(6)])).toBe(0);
  });
});
