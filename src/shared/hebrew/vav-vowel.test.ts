import { describe, expect, it } from "vitest";
import { vavVowelDiffers } from "./vav-vowel";

describe("vavVowelDiffers", () => {
  it("tells a shuruk from a holam male at the same vav, the text's ending apart", () => {
    expect(vavVowelDiffers("כִּבּוּד", "כְבוֹדוֹ")).toBe(true);
    expect(vavVowelDiffers("כָּבוֹד", "כְבוֹדוֹ")).toBe(false);
    expect(vavVowelDiffers("קוֹם", "קוּמֶךָ")).toBe(true);
    expect(vavVowelDiffers("קוּם", "קוּמֶךָ")).toBe(false);
  });
  it("reads Jastrow's holam over the letter before the vav as the text's holam on the vav", () => {
    expect(vavVowelDiffers("עֹונָה", "עוֹנָה")).toBe(false);
    expect(vavVowelDiffers("אֹור", "אוּר")).toBe(true);
  });
  it("says nothing of a consonantal vav, an unpointed word, or other letters", () => {
    expect(vavVowelDiffers("עָוֹן", "עֲוֹנוֹת")).toBe(false);
    expect(vavVowelDiffers("עֹונָה", "עֲוֹנוֹתֵיהֶם")).toBe(true);
    expect(vavVowelDiffers("כבוד", "כְבוֹדוֹ")).toBe(false);
    expect(vavVowelDiffers("כִּבּוּד", "כבודו")).toBe(false);
    expect(vavVowelDiffers("שׁוּק", "שׁוֹר")).toBe(false);
    expect(vavVowelDiffers("קוּמֶךָ", "קוֹם")).toBe(false);
  });
  it("in the Babylonian Talmud, reads the text's shuruk as maybe Jastrow's holam, never its holam as a shuruk", () => {
    expect(vavVowelDiffers("קוֹדֶשׁ", "קוּדְשָׁא", true)).toBe(false);
    expect(vavVowelDiffers("קוֹדֶשׁ", "קוּדְשָׁא")).toBe(true);
    expect(vavVowelDiffers("כִּבּוּד", "כְבוֹדִי", true)).toBe(true);
  });
  it("weighs all of an entry's head-words: one read as the text is enough", () => {
    expect(vavVowelDiffers(["כִּבּוּד", "כָּבוֹד"], "כְבוֹדוֹ")).toBe(false);
    expect(vavVowelDiffers(["אֵיזִי", "אֵיזוּ"], "אֵיזוֹ")).toBe(true);
    expect(vavVowelDiffers(["אֵיזֶה"], "אֵיזוֹ")).toBe(false);
  });
});
