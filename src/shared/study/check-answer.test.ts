import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkAnswer, isBlankAnswer, normalizeAnswer } from "./check-answer";

describe("checkAnswer", () => {
  it("accepts the same answer regardless of case, spaces and punctuation", () => {
    expect(checkAnswer("  House!  ", "house")).toBe(true);
    expect(checkAnswer("hello; peace.", "hello peace")).toBe(true);
    expect(checkAnswer("Thank you?", "thank you")).toBe(true);
  });

  it("accepts when either text contains the other", () => {
    expect(checkAnswer("house", "house, home")).toBe(true);
    expect(checkAnswer("in the beginning God created", "in the beginning")).toBe(true);
  });

  it("rejects different answers", () => {
    expect(checkAnswer("water", "bread")).toBe(false);
    expect(checkAnswer("houses", "hose")).toBe(false);
  });

  it("never accepts an empty answer, even against an empty translation", () => {
    expect(checkAnswer("", "house")).toBe(false);
    expect(checkAnswer(" .,!?;: ", "house")).toBe(false);
    expect(checkAnswer("house", "")).toBe(false);
    expect(checkAnswer("", "")).toBe(false);
  });

  it("compares NFC forms: composed and decomposed accents are equal", () => {
    const decomposed = "e\u0301cole"; // e + combining acute
    expect(checkAnswer(decomposed, "École")).toBe(true);
    expect(normalizeAnswer(decomposed)).toBe("école");
  });

  it("keeps other punctuation (hyphens, apostrophes)", () => {
    expect(normalizeAnswer("Arc-en-ciel!")).toBe("arc-en-ciel");
    expect(checkAnswer("arc en ciel", "arc-en-ciel")).toBe(false);
  });

  it("is symmetric and accepts any non-blank answer against itself", () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => {
      expect(checkAnswer(a, b)).toBe(checkAnswer(b, a));
      expect(checkAnswer(a, a)).toBe(normalizeAnswer(a) !== "");
    }));
  });

  it("detects blank input", () => {
    expect(isBlankAnswer("   ")).toBe(true);
    expect(isBlankAnswer(" a ")).toBe(false);
  });
});
