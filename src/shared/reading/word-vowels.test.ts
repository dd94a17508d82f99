import { describe, expect, it } from "vitest";
import { dropsVowels, unpointedWord, type VowelRule } from "./word-vowels";

const stability = { H559: 30, H1254: 5 };
const rule = (mode: VowelRule["mode"], fadeDays = 21): VowelRule => ({ mode, fadeDays, stability });

describe("dropsVowels", () => {
  it("keeps every word's points with 'always', known or not", () => {
    expect(dropsVowels(rule("always"), "H559", true)).toBe(false);
    expect(dropsVowels(rule("always"), null, true)).toBe(false);
  });

  it("drops the points of every known word with 'never', and only theirs", () => {
    expect(dropsVowels(rule("never"), null, true)).toBe(true);
    expect(dropsVowels(rule("never"), "H559", false)).toBe(false);
  });

  it("with 'fade', drops a lemma's points only above the threshold", () => {
    expect(dropsVowels(rule("fade"), "H559", true)).toBe(true);
    expect(dropsVowels(rule("fade"), "H1254", true)).toBe(false);
    expect(dropsVowels(rule("fade", 4), "H1254", false)).toBe(true);
    // Exactly at the threshold is not above it.
    expect(dropsVowels(rule("fade", 30), "H559", true)).toBe(false);
  });

  it("with 'fade', keeps the points of a lemma without a card and of a word without a lemma", () => {
    expect(dropsVowels(rule("fade"), "H430", true)).toBe(false);
    expect(dropsVowels(rule("fade"), null, true)).toBe(false);
    expect(dropsVowels(rule("fade"), undefined, true)).toBe(false);
  });
});

describe("unpointedWord", () => {
  it("drops niqqud and cantillation, letters kept, NFC", () => {
    expect(unpointedWord("וַיֹּ֥אמֶר")).toBe("ויאמר");
    expect(unpointedWord("בְּרֵאשִׁ֖ית")).toBe("בראשית");
  });
});
