import { describe, expect, it } from "vitest";
import { nounReadings } from "./irregular-nouns";

const reading = (stem: string, form: string) => nounReadings(stem).find((r) => r.form === form);

describe("nounReadings", () => {
  it("reads the irregular plurals and constructs of GKC §96 back to their singular, half a step", () => {
    expect(reading("בתים", "בית")?.cost).toBe(0.5);
    expect(reading("נשים", "אשה")?.cost).toBe(0.5);
    expect(reading("אנשי", "איש")?.cost).toBe(0.5);
    expect(reading("ערים", "עיר")?.cost).toBe(0.5);
    expect(reading("ימות", "יום")?.cost).toBe(0.5);
    expect(reading("פי", "פה")?.cost).toBe(0.5);
    expect(reading("אבות", "אב")?.cost).toBe(0.5);
  });

  it("reads a duals' and a feminine numeral's forms to their head-word", () => {
    expect(reading("אפים", "אף")).toBeDefined();
    expect(reading("שפתים", "שפה")).toBeDefined();
    expect(reading("אחת", "אחד")).toBeDefined();
    expect(reading("שתים", "שנים")).toBeDefined();
  });

  it("takes a pronoun suffix off an irregular base, one step (בָּנָיו, אִשְׁתּוֹ, פִּיהֶם, אֲבוֹתֵינוּ)", () => {
    expect(reading("בניו", "בן")?.cost).toBe(1);
    expect(reading("אשתו", "אשה")?.cost).toBe(1);
    expect(reading("פיהם", "פה")?.cost).toBe(1);
    expect(reading("אבותינו", "אב")?.cost).toBe(1);
    expect(reading("בנוהי", "בר")?.cost).toBe(1);
  });

  it("reads a masculine plural's construct and suffixed forms back to the plural (חַיֵּי, פָּנָיו, רַחֲמֶיךָ)", () => {
    expect(reading("חיי", "חיים")?.cost).toBe(1);
    expect(reading("פניו", "פנים")).toBeDefined();
    expect(reading("רחמיך", "רחמים")).toBeDefined();
    expect(reading("דבריהם", "דברים")).toBeDefined();
    // A stem too short to be a plural's base is not read so.
    expect(reading("לי", "לים")).toBeUndefined();
  });

  it("reads nothing into a word that is none of these", () => {
    expect(nounReadings("שלום").filter((r) => r.cost < 1)).toEqual([]);
    expect(nounReadings("")).toEqual([]);
  });

  it("gives each reading's step, its English `how` made from it", () => {
    const of = (stem: string, form: string) => nounReadings(stem).find((r) => r.form === form);
    expect(of("ימי", "יום")).toMatchObject({ howSteps: [{ kind: "irregular-plural-of", head: "יוֹם" }], how: "irregular plural or construct of יוֹם" });
    expect(of("חייך", "חיים")).toMatchObject({ howSteps: [{ kind: "plural-before-suffix", suffix: "ך" }], how: "plural ־ים before the suffix ־ך" });
    expect(of("חיי", "חיים")).toMatchObject({ howSteps: [{ kind: "plural-construct" }], how: "plural construct ־י of ־ים" });
  });
});
