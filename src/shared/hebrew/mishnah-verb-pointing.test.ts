import { describe, expect, it } from "vitest";
import { ARAMAIC_PARTICIPLE, aramaicParticipleCost, DOUBLED_YOD, doubledYodDiscount } from "./mishnah-verb-pointing";
import { verbReadings } from "./verb-forms";

const stepsOf = (word: string, form: string) => verbReadings(word).find((r) => r.form === form)!.howSteps;

describe("aramaicParticipleCost", () => {
  it("makes the Aramaic participle C C י C dearer in the Mishnah: קְרִיאַת, יְצִיאַת are the verbal noun's construct", () => {
    expect(aramaicParticipleCost("קְרִיאַת", stepsOf("קריאת", "קרא"))).toBe(ARAMAIC_PARTICIPLE);
    expect(aramaicParticipleCost("יְצִיאַת", stepsOf("יציאת", "יצא"))).toBe(ARAMAIC_PARTICIPLE);
    expect(aramaicParticipleCost("כְּתִיב", stepsOf("כתיב", "כתב"))).toBe(ARAMAIC_PARTICIPLE);
  });

  it("leaves Hebrew's participles (אוֹמְרִים, קוֹרִין) and other readings alone", () => {
    expect(aramaicParticipleCost("אוֹמְרִים", stepsOf("אומרים", "אמר"))).toBe(0);
    expect(aramaicParticipleCost("קוֹרִין", stepsOf("קורין", "קרא"))).toBe(0);
    expect(aramaicParticipleCost("קְרִיאַת", stepsOf("קריאת", "קריאה"))).toBe(0);
  });
});

describe("doubledYodDiscount", () => {
  it("makes the hollow root's reading of a doubled yod cheaper (מִתְקַיֶּמֶת → קוּם, קִיֵּם, חִיֵּב)", () => {
    expect(doubledYodDiscount("מִתְקַיֶּמֶת", stepsOf("מתקיימת", "קום"))).toBe(DOUBLED_YOD);
    expect(doubledYodDiscount("מִתְקַיֶּמֶת", stepsOf("מתקימת", "קום"))).toBe(DOUBLED_YOD);
  });

  it("says nothing where the yod is not doubled, or of a reading that keeps the yod", () => {
    expect(doubledYodDiscount("מִתְקַיְמָא", stepsOf("מתקימא", "קום"))).toBe(0);
    expect(doubledYodDiscount("מְקִימִין", stepsOf("מקימין", "קום"))).toBe(0);
    expect(doubledYodDiscount("מִתְקַיֶּמֶת", stepsOf("מתקימת", "קים"))).toBe(0);
  });
});
