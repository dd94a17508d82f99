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

  it("matches whole words of the gloss's alternatives, never a one-letter or part-word fragment", () => {
    expect(checkAnswer("a", "thank you")).toBe(false);
    expect(checkAnswer("t", "thank you")).toBe(false);
    expect(checkAnswer("than", "thank you")).toBe(false);
    expect(checkAnswer("thank", "thank you")).toBe(true);
    expect(checkAnswer("peace", "hello, peace")).toBe(true);
    expect(checkAnswer("home", "house; home")).toBe(true);
    expect(checkAnswer("yes", "yes/indeed")).toBe(true);
    expect(checkAnswer("I", "I")).toBe(true); // a one-letter gloss, typed whole
    expect(checkAnswer("hous", "house, home")).toBe(false);
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

  it("accepts any non-blank answer against itself, and never a single letter inside a longer gloss", () => {
    fc.assert(fc.property(fc.string(), (a) => {
      expect(checkAnswer(a, a)).toBe(normalizeAnswer(a) !== "");
    }));
    fc.assert(fc.property(fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"), fc.string({ minLength: 2 }).filter((g) => normalizeAnswer(g).length > 1), (letter, gloss) => {
      const alts = [normalizeAnswer(gloss), ...gloss.split(/[,;/]/).map(normalizeAnswer)];
      if (!alts.includes(letter)) expect(checkAnswer(letter, gloss)).toBe(false);
    }));
  });

  it("detects blank input", () => {
    expect(isBlankAnswer("   ")).toBe(true);
    expect(isBlankAnswer(" a ")).toBe(false);
  });
});
