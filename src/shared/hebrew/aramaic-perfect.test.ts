import { describe, expect, it } from "vitest";
import { aramaicPerfectReadings, finalWeakPluralDiscount } from "./aramaic-perfect";

const forms = (word: string) => aramaicPerfectReadings(word).map((r) => `${r.prefixPlain}+${r.form}`);

describe("aramaicPerfectReadings", () => {
  it("reads the third person plural with 'him' (־וּהּ, ־וּהוּ), its af'el's א off", () => {
    expect(forms("וְאַשְׁכְּחוּהּ")).toEqual(expect.arrayContaining(["ו+אשכח", "ו+שכח"]));
    expect(forms("הֵימְנוּהוּ")).toContain("+הימן");
    expect(forms("דְּאַתְיוּהוּ")).toContain("ד+אתא");
  });
  it("reads ־וּהָ 'them … her', and ־וּהּו printed for ־וּהוּ", () => {
    expect(forms("אַגְבְּהוּהָ")).toContain("+גבה");
    expect(forms("אַשְׁכְּחוּהּו")).toContain("+שכח");
    // A bare ה after the shuruk is no suffix (הוּא-like endings stay as written).
    expect(forms("אָמְרוּהַ")).toEqual([]);
    expect(forms("וּשְׂרָפוּם")).toContain("ו+שרף");
    expect(forms("רְאִינוּךְ")).toContain("+ראי");
    expect(forms("דְּאַצְרוּךְ")).toEqual([]);
  });
  it("reads the first or second person with 'him' (־ְתֵּיהּ, a final-weak root's ־ִיתֵיהּ)", () => {
    expect(forms("אַשְׁכַּחְתֵּיהּ")).toContain("+שכח");
    expect(forms("דִּשְׁתַלְתֵּיהּ")).toContain("ד+שתל");
    expect(forms("חֲזִיתֵיהּ")).toContain("+חזי");
  });
  it("says how: the subject's ending, then the object suffix", () => {
    const r = aramaicPerfectReadings("אַשְׁכַּחְתֵּיהּ").find((x) => x.form === "שכח")!;
    expect(r.how).toBe("prefix א־; ending ־ת; suffix ־יה");
  });
  it("reads no noun's construct ת before ־ֵיהּ, no ending the pointing does not show", () => {
    expect(forms("אִתְּתֵיהּ")).toEqual([]);
    expect(forms("מִילְּתֵיהּ")).toEqual([]);
    expect(forms("מִדַּעְתֵּיהּ")).toEqual([]);
    expect(forms("אַשְׁכַּחוּ")).toEqual([]);
    expect(forms("אשכחוה")).toEqual([]);
  });
});

describe("finalWeakPluralDiscount", () => {
  it("reads a guttural's hataf, a radical and ־וֹ as the final-weak verb's third person plural", () => {
    expect(finalWeakPluralDiscount("הֲווֹ", "הוי")).toBe(0.5);
    expect(finalWeakPluralDiscount("אֲתוֹ", "אתא")).toBe(0.5);
  });
  it("leaves the word read as written, a noun with 'his', another pointing", () => {
    expect(finalWeakPluralDiscount("הֲווֹ", "הוו")).toBe(0);
    expect(finalWeakPluralDiscount("בְּנוֹ", "בנה")).toBe(0);
    expect(finalWeakPluralDiscount("הָיוּ", "היה")).toBe(0);
  });
});
