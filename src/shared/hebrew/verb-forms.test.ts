import { describe, expect, it } from "vitest";
import { verbReadings } from "./verb-forms";

const forms = (word: string) => verbReadings(word).map((r) => r.form);
const reading = (word: string, form: string) => verbReadings(word).find((r) => r.form === form);

describe("verbReadings", () => {
  it("reads participles back to their roots, final-weak ones included", () => {
    expect(forms("אוֹמֵר")).toContain("אמר");
    expect(forms("קוֹרִין")).toContain("קרא");
    expect(forms("פָּרֵישׁ")).toContain("פרש");
    expect(forms("מְעַכְּבָא")).toContain("עכב");
    expect(forms("מַנְהִיג")).toContain("נהג");
    expect(forms("נִכְנָסִים")).toContain("כנס");
    expect(forms("מוֹדִים")).toContain("ידה");
    expect(reading("אוֹמֵר", "אמר")?.cost).toBe(0.5);
    expect(forms("מוּטָל")).toContain("נטל");
    expect(forms("מְשׁוּבָּח")).toContain("שבח");
    expect(forms("יַגִּיעוּ")).toContain("נגע");
    expect(reading("שָׁעוֹת", "שעה")?.cost).toBe(1);
  });

  it("reads infinitives: ל־…־ות, ל־ with a vowel letter, a פ״י root's, the Aramaic מי־", () => {
    expect(forms("לִקְרוֹת")).toContain("קרא");
    expect(forms("לֶאֱכוֹל")).toContain("אכל");
    expect(forms("לְהַרְחִיק")).toContain("רחק");
    expect(forms("צֵאת")).toContain("יצא");
    expect(forms("לְמֵימַר")).toContain("אמר");
    expect(forms("לְמֵיכַל")).toContain("אכל");
  });

  it("puts a construct's ־ה back, knows the irregular forms of אמר and אתא, and takes proclitics off", () => {
    expect(reading("מִשְּׁעַת", "שעה")).toMatchObject({ prefixPlain: "מ", cost: 2 });
    expect(reading("קְרִיאַת", "קריאה")?.cost).toBe(1);
    expect(reading("אֵימָא", "אמר")).toMatchObject({ prefixPlain: "", cost: 0.5 });
    expect(reading("וְלֵיתֵי", "אתא")).toMatchObject({ prefixPlain: "ו", cost: 1.5 });
    expect(reading("דְּקָאָמַר", "אמר")).toBeUndefined();
  });
});
