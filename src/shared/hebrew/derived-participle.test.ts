import { describe, expect, it } from "vitest";
import { DERIVED_PARTICIPLE, derivedParticipleDiscount, pointedAsDerivedParticiple } from "./derived-participle";
import type { HowStep } from "./reading-how";

const participle: HowStep[] = [{ kind: "verb", form: "participle-m" }];
const verb = (uses: number) => ({ isProperName: false, partOfSpeech: null, definitions: ["to write; to count"], uses });
const noun = (uses: number) => ({ isProperName: false, partOfSpeech: "f.", definitions: ["shearing knife"], uses });

describe("pointedAsDerivedParticiple", () => {
  it("reads the participle's מ pointed with a sheva or a patach", () => {
    expect(pointedAsDerivedParticiple("מְסַפֶּרֶת")).toBe(true);
    expect(pointedAsDerivedParticiple("מַכְשִׁיר")).toBe(true);
    expect(pointedAsDerivedParticiple("מַּלְבִּין")).toBe(true);
  });
  it("does not read a noun's מִ, another letter, or unpointed text", () => {
    expect(pointedAsDerivedParticiple("מִסְפֶּרֶת")).toBe(false);
    expect(pointedAsDerivedParticiple("סַפָּר")).toBe(false);
    expect(pointedAsDerivedParticiple("מספרת")).toBe(false);
  });
});

describe("derivedParticipleDiscount", () => {
  it("makes the participle's reading cheaper where its verb is quoted more than the word written so", () => {
    expect(derivedParticipleDiscount("", "מְסַפֶּרֶת", "ספר", participle, [verb(54)], [noun(2)])).toBe(DERIVED_PARTICIPLE);
  });
  it("gives nothing where the word written so is quoted as much (מַתָּנָה 'gift' for מַתְנֶה)", () => {
    expect(derivedParticipleDiscount("", "מַתְנֶה", "תנה", participle, [verb(8)], [noun(28)])).toBe(0);
  });
  it("gives nothing after ב or כ, whose word is a noun, nor for a hollow root's noun in מ־ (מְקוֹמוֹת)", () => {
    expect(derivedParticipleDiscount("ב", "מַעֲשֵׂה", "עשה", participle, [verb(54)], [noun(2)])).toBe(0);
    expect(derivedParticipleDiscount("", "מְקוֹמוֹת", "קום", participle, [verb(54)], [noun(2)])).toBe(0);
    expect(derivedParticipleDiscount("וה", "מַּלְבִּין", "לבן", participle, [verb(12)], [noun(3)])).toBe(DERIVED_PARTICIPLE);
  });
  it("gives nothing without the participle's reading, without a verb, or for another pointing", () => {
    expect(derivedParticipleDiscount("", "מְסַפֶּרֶת", "ספר", [], [verb(54)], [noun(2)])).toBe(0);
    expect(derivedParticipleDiscount("", "מְסַפֶּרֶת", "ספר", participle, [noun(54)], [noun(2)])).toBe(0);
    expect(derivedParticipleDiscount("", "מִסְפֶּרֶת", "ספר", participle, [verb(54)], [noun(2)])).toBe(0);
  });
});
