import { describe, expect, it } from "vitest";
import { isPointed, pointedAlike, pointingCloseness, sameVowels } from "./pointing-likeness";

describe("isPointed", () => {
  it("takes a shuruk for a vowel: Jastrow's קוּם is pointed, the bare קום not", () => {
    expect(isPointed("קוּם")).toBe(true);
    expect(isPointed("קום")).toBe(false);
  });
});

describe("pointedAlike", () => {
  it("compares letters and vowels, not cantillation, meteg or dagesh; a hataf as sheva, qamats qatan as holam", () => {
    expect(pointedAlike("אָדָם", "אָדָם")).toBe(true);
    expect(pointedAlike("אָדַם", "אָדָם")).toBe(false);
    expect(pointedAlike("שֶׁמֶשׁ", "שֶּׁ֣מֶשׁ")).toBe(true);
    expect(pointedAlike("לָמָּה", "לָמָה")).toBe(true);
    expect(pointedAlike("אֲמַר", "אְמַר")).toBe(true);
    expect(pointedAlike("כְּדֵי)", "כְּדֵי")).toBe(true);
    expect(pointedAlike("כֹּל", "כׇּל")).toBe(true);
    expect(pointedAlike("כָּל", "כׇּל")).toBe(false);
    // A qamats of the text may be qamats qatan: כָּל is read as כֹּל, and also as the head-word כָּל.
    expect(pointedAlike("כֹּל", "כָּל")).toBe(true);
    expect(pointedAlike("כָּל", "כָּל")).toBe(true);
    expect(pointedAlike("אָדָם", "אדם")).toBe(false);
    expect(pointedAlike("אדם", "אָדָם")).toBe(false);
    expect(pointedAlike("אָדָם", "אָדָמָה")).toBe(false);
  });

});

describe("pointingCloseness", () => {
  it("is nearer for the same vowel qualities: אֶת is nearer אֵת (the object marker) than אַתְּ 'thou'", () => {
    expect(pointingCloseness("אֵת", "אֶת")).toBeGreaterThan(pointingCloseness("אַתְּ", "אֶת"));
    expect(pointingCloseness("אֵת", "אֵת")).toBe(1);
    expect(pointingCloseness("אֵת", "אתה")).toBe(0);
  });
  it("counts a shared dagesh a little", () => {
    expect(pointingCloseness("לָמָּה", "לָמָּה")).toBeGreaterThan(pointingCloseness("לָמָה", "לָמָּה"));
  });
});

describe("sameVowels", () => {
  it("asks for the very same signs, patach not qamats; other letters share nothing", () => {
    expect(sameVowels("שַׁחַר", "שַּׁחַר")).toBe(1);
    expect(sameVowels("שָׁחַר", "שַׁחַר")).toBeCloseTo(2 / 3);
    expect(sameVowels("שָׁחַר", "שחרית")).toBe(0);
  });
});
