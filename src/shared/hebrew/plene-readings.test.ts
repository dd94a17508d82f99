import { describe, expect, it } from "vitest";
import { PLENE_STEP, pleneReadings, sameDefectivePointing } from "./plene-readings";

describe("pleneReadings", () => {
  it("reads a pointed word spelled in full, with and without its proclitics (עֹל → עול, וְעֹל → ו + עול, אֲפִלּוּ → אפילו)", () => {
    expect(pleneReadings("עֹל").map((r) => [r.prefixPlain, r.form, r.cost])).toContainEqual(["", "עול", PLENE_STEP]);
    expect(pleneReadings("וְעֹל").map((r) => [r.prefixPlain, r.form, r.cost])).toContainEqual(["ו", "עול", 1 + PLENE_STEP]);
    expect(pleneReadings("אֲפִלּוּ").map((r) => r.form)).toContain("אפילו");
  });
  it("reads nothing of unpointed text", () => {
    expect(pleneReadings("עול")).toEqual([]);
  });
});

describe("sameDefectivePointing", () => {
  it("matches a full head-word with the text's defective spelling, vowel for vowel", () => {
    expect(sameDefectivePointing("אֲפִילּוּ", "אֲפִלּוּ")).toBe(true);
    expect(sameDefectivePointing("עוֹל", "עֹל")).toBe(true);
    expect(sameDefectivePointing("רֹוב", "רֹב")).toBe(true);
    expect(sameDefectivePointing("גּוּרְיוֹן", "גֻּרְיוֹן")).toBe(true);
  });
  it("not another word the full spelling reaches (חָתוּם for the infinitive חְתֹּם, שִׁימּוּר for שְׁמֹר), nor unpointed text", () => {
    expect(sameDefectivePointing("חָתוּם", "חְתֹּם")).toBe(false);
    expect(sameDefectivePointing("שִׁימּוּר", "שְׁמֹר")).toBe(false);
    expect(sameDefectivePointing("עול", "על")).toBe(false);
  });
});
