import { describe, expect, it } from "vitest";
import { shortenedMonosyllable } from "./construct-pointing";

describe("shortenedMonosyllable", () => {
  it("reads a bound monosyllable's segol as its head-word's tsere", () => {
    expect(shortenedMonosyllable("בֵּן", "בֶּן")).toBe(true);
    expect(shortenedMonosyllable("אֵת", "אֶת")).toBe(true);
    // A dagesh lene comes and goes with the word before: בֶן after a vowel.
    expect(shortenedMonosyllable("בֵּן", "בֶן")).toBe(true);
  });

  it("is no shortening where the vowels are the same, other, or the word has more syllables", () => {
    expect(shortenedMonosyllable("בֵּן", "בֵּן")).toBe(false);
    expect(shortenedMonosyllable("בַּן", "בֶּן")).toBe(false);
    expect(shortenedMonosyllable("בֵּן", "בֶּנ")).toBe(false);
    expect(shortenedMonosyllable("שֵׁבֶט", "שֶׁבֶט")).toBe(false);
    expect(shortenedMonosyllable("בֵּן", "בן")).toBe(false);
    // Not a qamats for a holam: עָג 'he drew' is not the name עֹג.
    expect(shortenedMonosyllable("עֹג", "עָג")).toBe(false);
    expect(shortenedMonosyllable("בֵּן", "בֶּנִי")).toBe(false);
  });
});
