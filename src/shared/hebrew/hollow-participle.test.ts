import { describe, expect, it } from "vitest";
import { HOLLOW_POINTED, hollowVerbDiscount, pointedAsHollowVerb } from "./hollow-participle";
import type { HowStep } from "./reading-how";

const hollow: HowStep[] = [{ kind: "root", root: "hollow" }];
const verb = (uses: number) => ({ isProperName: false, partOfSpeech: null, definitions: ["to enter, come"], uses });
const noun = (uses: number) => ({ isProperName: false, partOfSpeech: "m.", definitions: ["coming, future"], uses });

describe("pointedAsHollowVerb", () => {
  it("reads two letters, the first with qamats, as the hollow verb's form", () => {
    expect(pointedAsHollowVerb("בָּא")).toBe(true);
    expect(pointedAsHollowVerb("בָא")).toBe(true);
    expect(pointedAsHollowVerb("קָם")).toBe(true);
    expect(pointedAsHollowVerb("דָּר")).toBe(true);
  });
  it("does not read another pointing, a longer stem or a vowel on the second letter", () => {
    expect(pointedAsHollowVerb("קַח")).toBe(false);
    expect(pointedAsHollowVerb("מֵת")).toBe(false);
    expect(pointedAsHollowVerb("בָּאוּ")).toBe(false);
    expect(pointedAsHollowVerb("דָּבָר")).toBe(false);
    expect(pointedAsHollowVerb("בא")).toBe(false);
  });
});

describe("hollowVerbDiscount", () => {
  it("cancels the hollow step's cost for a verb quoted more than the word written so", () => {
    expect(hollowVerbDiscount("בָּא", hollow, [verb(20)], [noun(2)])).toBe(HOLLOW_POINTED);
    expect(hollowVerbDiscount("קָם", hollow, [noun(3), verb(69)], [])).toBe(HOLLOW_POINTED);
  });
  it("gives nothing where the word written so is quoted as much (הָא 'this', טַב 'good')", () => {
    expect(hollowVerbDiscount("טָב", hollow, [verb(1)], [noun(24)])).toBe(0);
    expect(hollowVerbDiscount("הָא", hollow, [verb(10)], [noun(10)])).toBe(0);
  });
  it("gives nothing without the hollow step, without a verb, or where the pointing is another", () => {
    expect(hollowVerbDiscount("בָּא", [], [verb(20)], [noun(2)])).toBe(0);
    expect(hollowVerbDiscount("בָּא", hollow, [noun(20)], [noun(2)])).toBe(0);
    expect(hollowVerbDiscount("קַח", hollow, [verb(20)], [noun(2)])).toBe(0);
  });
});
