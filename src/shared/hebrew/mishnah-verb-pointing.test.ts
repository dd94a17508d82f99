import { describe, expect, it } from "vitest";
import { ARAMAIC_PARTICIPLE, aramaicParticipleCost, DOUBLED_YOD, doubledYodDiscount, HOLLOW_PERFECT, hollowPerfectDiscount, IMPERFECT_POINTED, imperfectDiscount, mishnahVerbCost } from "./mishnah-verb-pointing";
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

describe("imperfectDiscount", () => {
  it("makes an imperfect reading cheaper where the prefix is pointed so: before a sheva or a doubled letter, or a hollow root's qamats", () => {
    expect(imperfectDiscount("יִקְרָא", stepsOf("יקרא", "קרא"))).toBe(IMPERFECT_POINTED);
    expect(imperfectDiscount("יִּקְרֹם", stepsOf("יקרם", "קרם"))).toBe(IMPERFECT_POINTED);
    expect(imperfectDiscount("יָבֹא", stepsOf("יבא", "בוא"))).toBe(IMPERFECT_POINTED);
    expect(imperfectDiscount("אָבֹא", stepsOf("אבא", "בוא"))).toBe(IMPERFECT_POINTED);
    expect(imperfectDiscount("יָסוּרוּ", stepsOf("יסורו", "סור"))).toBe(IMPERFECT_POINTED);
    expect(imperfectDiscount("תָּבוֹא", stepsOf("תבוא", "בוא"))).toBe(IMPERFECT_POINTED);
  });
  it("makes the imperfect reading of a construct plural pointed ־ֵי dearer (יִרְאֵי), and reads no hollow root into a doubled letter (אַמּוֹת)", () => {
    expect(imperfectDiscount("יִרְאֵי", stepsOf("יראי", "ראי"))).toBe(-IMPERFECT_POINTED);
    expect(imperfectDiscount("אַמּוֹת", stepsOf("אמות", "מות"))).toBe(0);
    expect(imperfectDiscount("אֶסְפָה", stepsOf("אספה", "ספה"))).toBe(0);
  });

  it("says nothing of a noun pointed otherwise (יְהוּדָה, יְקָר), of another reading, or of unpointed text", () => {
    expect(imperfectDiscount("יְקָרָא", stepsOf("יקרא", "קרא"))).toBe(0);
    expect(imperfectDiscount("יִקְרָא", [{ kind: "ending", ending: "א" }])).toBe(0);
    expect(imperfectDiscount("יקרא", stepsOf("יקרא", "קרא"))).toBe(0);
  });
});

describe("mishnahVerbCost", () => {
  it("sums the rules: dearer Aramaic grammar and a construct's pointing, cheaper pointing that shows the verb", () => {
    expect(mishnahVerbCost("קְרִיאַת", stepsOf("קריאת", "קרא"))).toBe(ARAMAIC_PARTICIPLE);
    expect(mishnahVerbCost("יִקְרָא", stepsOf("יקרא", "קרא"))).toBe(-IMPERFECT_POINTED);
    expect(mishnahVerbCost("אוֹמֵר", stepsOf("אומר", "אמר"))).toBe(0);
  });
});

describe("hollowPerfectDiscount", () => {
  const hollow = [{ kind: "ending", ending: "ה" }, { kind: "root", root: "hollow" }] as const;
  it("makes a hollow root's reading cheaper where two radicals and an ending are pointed as its perfect (בָּאָה, בָּאוּ, בָּאתָ, מֵתָה)", () => {
    for (const w of ["בָּאָה", "בָּאוּ", "בָּאתָ", "מֵתָה", "קַמְתִּי"]) expect(hollowPerfectDiscount(w, hollow), w).toBe(HOLLOW_PERFECT);
    expect(hollowPerfectDiscount("מֵתָה", stepsOf("מתה", "מות"))).toBe(HOLLOW_PERFECT);
  });
  it("says nothing of the bare two letters, a plural noun's ending (אָבוֹת, דָּמִים), another reading, or unpointed text", () => {
    for (const w of ["בָּא", "אָבוֹת", "דָּמִים", "באה"]) expect(hollowPerfectDiscount(w, hollow), w).toBe(0);
    expect(hollowPerfectDiscount("בָּאָה", [{ kind: "ending", ending: "ה" }])).toBe(0);
  });
});
