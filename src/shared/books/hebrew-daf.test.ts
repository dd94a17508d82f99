import { describe, expect, it } from "vitest";
import { hebrewDaf, hebrewNumeral } from "./hebrew-daf";

describe("hebrewDaf", () => {
  it("writes a page as a Hebrew reader does", () => {
    expect(hebrewDaf("2a")).toBe("ב ע״א");
    expect(hebrewDaf("64b")).toBe("סד ע״ב");
    expect(hebrewDaf("15a")).toBe("טו ע״א");
    expect(hebrewDaf("116b")).toBe("קטז ע״ב");
    expect(hebrewDaf("176b")).toBe("קעו ע״ב");
    expect(hebrewDaf("12")).toBe("12");
  });
  it("numbers in letters, 15 and 16 without the Name's letters", () => {
    expect([1, 10, 11, 15, 16, 20, 99, 100, 157, 400].map(hebrewNumeral)).toEqual(["א", "י", "יא", "טו", "טז", "כ", "צט", "ק", "קנז", "ת"]);
  });
});
