import { describe, expect, it } from "vitest";
import { PARTICIPLE_VOWEL, participleVowelDiscount, pointedAsAramaicParticiple } from "./aramaic-participle";
import type { HowStep } from "./reading-how";

const vowel: HowStep[] = [{ kind: "vowel-letter" }];
const verb = (uses: number) => ({ isProperName: false, partOfSpeech: null, definitions: ["to compose, write"], uses });
const noun = (uses: number) => ({ isProperName: false, partOfSpeech: "m.", definitions: ["written; it is written"], uses });

describe("pointedAsAramaicParticiple", () => {
  it("reads CָCֵיC and CְCִיC, with an ending or none", () => {
    expect(pointedAsAramaicParticiple("פָּרֵישׁ")).toBe(true);
    expect(pointedAsAramaicParticiple("כְתִיב")).toBe(true);
    expect(pointedAsAramaicParticiple("זְקִיף")).toBe(true);
    expect(pointedAsAramaicParticiple("חֲשִׁיבָא")).toBe(true);
    expect(pointedAsAramaicParticiple("כְּתִיבִין")).toBe(true);
  });
  it("does not read another pointing, the participle without its י, or unpointed text", () => {
    expect(pointedAsAramaicParticiple("פָּרִישׁ")).toBe(false);
    expect(pointedAsAramaicParticiple("נָפֵל")).toBe(false);
    expect(pointedAsAramaicParticiple("גְּזֵירָה")).toBe(false);
    expect(pointedAsAramaicParticiple("כתיב")).toBe(false);
    // A doubled יּ is a consonant (רְאִיָּה 'seeing'); a middle ו leaves a hollow root's letters (רְוִיחָא).
    expect(pointedAsAramaicParticiple("רְאִיָּה")).toBe(false);
    expect(pointedAsAramaicParticiple("שְׁנִיָּה")).toBe(false);
    expect(pointedAsAramaicParticiple("רְוִיחָא")).toBe(false);
  });
});

describe("participleVowelDiscount", () => {
  it("cancels the vowel letter's step for a verb quoted more than the word written so", () => {
    expect(participleVowelDiscount("כְתִיב", "כתב", vowel, [verb(80)], [noun(23)])).toBe(PARTICIPLE_VOWEL);
    expect(participleVowelDiscount("חֲשִׁיבָא", "חשב", [{ kind: "ending", ending: "א" }, ...vowel], [verb(52)], [noun(2)])).toBe(PARTICIPLE_VOWEL);
  });
  it("gives nothing where the word written so is quoted as much (שְׁלִיחַ 'messenger')", () => {
    expect(participleVowelDiscount("שְׁלִיחַ", "שלח", vowel, [verb(30)], [noun(60)])).toBe(0);
  });
  it("gives nothing without the vowel letter, another form, no verb, or another pointing", () => {
    expect(participleVowelDiscount("כְתִיב", "כתב", [], [verb(80)], [noun(23)])).toBe(0);
    expect(participleVowelDiscount("כְתִיב", "כתיב", vowel, [verb(80)], [noun(23)])).toBe(0);
    expect(participleVowelDiscount("כְתִיב", "כתב", vowel, [noun(80)], [noun(23)])).toBe(0);
    expect(participleVowelDiscount("כְּתִיבָה", "כתב", vowel, [verb(80)], [noun(23)])).toBe(0);
  });
});
