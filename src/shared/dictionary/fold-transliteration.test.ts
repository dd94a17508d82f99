import { describe, expect, it } from "vitest";
import { foldTransliteration } from "./fold-transliteration";

describe("foldTransliteration", () => {
  it("drops accents and diacritics: the base letters remain", () => {
    expect(foldTransliteration("shalóm")).toBe("shalom");
    expect(foldTransliteration("báyit")).toBe("bayit");
    expect(foldTransliteration("malkā")).toBe("malka");
    expect(foldTransliteration("ḥesed")).toBe("hesed");
    expect(foldTransliteration("šāḇûaʿ")).toBe("sabua");
    expect(foldTransliteration("shallîyṭ")).toBe("shalliyt");
    // Decomposed input (a letter and its combining accent) folds the same as composed.
    expect(foldTransliteration("shalo\u0301m")).toBe("shalom");
  });

  it("drops alef and ayin marks and apostrophes of every kind", () => {
    expect(foldTransliteration("ʼâb")).toBe("ab");
    expect(foldTransliteration("ʻâlâh")).toBe("alah");
    expect(foldTransliteration("pa'al")).toBe("paal");
    expect(foldTransliteration("ta`am ta’am ta‘am taʾam taʿam")).toBe("taam taam taam taam taam");
    expect(foldTransliteration("sha´lom ˈshalom shaːlom")).toBe("shalom shalom shalom");
  });

  it("reads a superscript letter as the letter (Strong's ᵉ for a vocal sheva) and folds case and white space", () => {
    expect(foldTransliteration("Yᵉhôvâh")).toBe("yehovah");
    expect(foldTransliteration("  Bêyth\u00A0  Lechem ")).toBe("beyth lechem");
    expect(foldTransliteration("SHALOM")).toBe("shalom");
  });

  it("leaves what it does not fold: hyphens, digits, other letters, Hebrew letters (not their points)", () => {
    expect(foldTransliteration("Jehovah-shalom 2")).toBe("jehovah-shalom 2");
    expect(foldTransliteration("שָׁלוֹם")).toBe("שלום");
    expect(foldTransliteration("'ʼ")).toBe("");
  });
});
