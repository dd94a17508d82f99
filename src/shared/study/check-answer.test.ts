import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkAnswer, glossSenses, isBlankAnswer, normalizeAnswer } from "./check-answer";

describe("checkAnswer", () => {
  it("accepts the same answer regardless of case, spaces and punctuation", () => {
    expect(checkAnswer("  House!  ", "house")).toBe(true);
    expect(checkAnswer("hello; peace.", "hello peace")).toBe(true);
    expect(checkAnswer("Thank you?", "thank you")).toBe(true);
  });

  it("accepts one sense of the gloss, or the gloss with or without its small words", () => {
    expect(checkAnswer("house", "house, home")).toBe(true);
    expect(checkAnswer("create", "shape, create")).toBe(true);
    expect(checkAnswer("say", "to say")).toBe(true);
    expect(checkAnswer("to say", "say")).toBe(true);
    expect(checkAnswer("want", "to want")).toBe(true);
    expect(checkAnswer("house", "a house")).toBe(true);
    expect(checkAnswer("The house", "a house")).toBe(true);
    expect(checkAnswer("in the beginning", "in the beginning")).toBe(true);
    expect(checkAnswer("In the beginning.", "in the beginning")).toBe(true);
    expect(checkAnswer("beginning", "in the beginning")).toBe(true);
    expect(checkAnswer("he said", "and he said")).toBe(true);
    expect(checkAnswer("LORD", "the LORD (YHWH)")).toBe(true);
  });

  it("takes no bare function word for a gloss with a word of meaning, nor one that its pronoun tells apart", () => {
    expect(checkAnswer("to", "to us")).toBe(false);
    expect(checkAnswer("us", "to us")).toBe(false);
    expect(checkAnswer("to", "to want")).toBe(false);
    expect(checkAnswer("to", "to me")).toBe(false);
    expect(checkAnswer("in", "in them")).toBe(false);
    expect(checkAnswer("them", "to them")).toBe(false);
    expect(checkAnswer("to them", "them")).toBe(false);
    expect(checkAnswer("you", "to you (pl.)")).toBe(false);
    expect(checkAnswer("of", "of, belonging to")).toBe(false);
    expect(checkAnswer("the", "the house")).toBe(false);
    expect(checkAnswer("to him", "to her")).toBe(false);
    // The gloss itself, or a sense when no sense has a word of meaning, is right.
    expect(checkAnswer("to us", "to us")).toBe(true);
    expect(checkAnswer("To them!", "to them")).toBe(true);
    expect(checkAnswer("to you", "to you (pl.)")).toBe(true);
    expect(checkAnswer("to you (pl.)", "to you (pl.)")).toBe(true);
    expect(checkAnswer("belonging to", "of, belonging to")).toBe(true);
    expect(checkAnswer("from", "from, out of")).toBe(true);
    expect(checkAnswer("in", "in, with, by")).toBe(true);
    expect(checkAnswer("he", "he, it")).toBe(true);
    expect(checkAnswer("before", "before, in front of")).toBe(true);
  });

  it("takes an answer that holds the whole gloss or a sense of meaning, as the specification's 'either contains the other' says, unless it negates it", () => {
    expect(checkAnswer("in the beginning God created", "in the beginning")).toBe(true);
    expect(checkAnswer("i want to know", "to know")).toBe(true);
    expect(checkAnswer("the big house", "house, home")).toBe(true);
    expect(checkAnswer("vouloir savoir", "savoir", "french")).toBe(true);
    expect(checkAnswer("do not know", "to know")).toBe(false);
    expect(checkAnswer("ne pas savoir", "savoir", "french")).toBe(false);
    // A sense of small words only is not held: 'to' inside 'I went to school' is no answer to 'to, for'.
    expect(checkAnswer("i went to school", "to, for")).toBe(false);
  });

  it("takes no answer that drops or changes a word of meaning, or changes a pronoun or preposition", () => {
    expect(checkAnswer("know", "not know")).toBe(false);
    expect(checkAnswer("not know", "know")).toBe(false);
    expect(checkAnswer("go", "to go up")).toBe(false);
    expect(checkAnswer("up", "to go up")).toBe(false);
    expect(checkAnswer("house", "big house")).toBe(false);
    expect(checkAnswer("she said", "he said")).toBe(false);
    expect(checkAnswer("from the house", "to the house")).toBe(false);
    expect(checkAnswer("shape create", "create, shape")).toBe(true); // holds the sense "create"
  });

  it("reads the small words of the gloss's language", () => {
    expect(checkAnswer("a", "a nosotros", "spanish")).toBe(false);
    expect(checkAnswer("nosotros", "a nosotros", "spanish")).toBe(false);
    expect(checkAnswer("a nosotros", "a nosotros", "spanish")).toBe(true);
    expect(checkAnswer("casa", "la casa", "spanish")).toBe(true);
    expect(checkAnswer("decir", "decir", "spanish")).toBe(true);
    expect(checkAnswer("nós", "a nós", "portuguese")).toBe(false);
    expect(checkAnswer("casa", "a casa", "portuguese")).toBe(true);
    expect(checkAnswer("homme", "l'homme", "french")).toBe(true);
    expect(checkAnswer("l’homme", "l'homme", "french")).toBe(true);
    expect(checkAnswer("à", "à nous", "french")).toBe(false);
    expect(checkAnswer("uomo", "l'uomo", "italian")).toBe(true);
    expect(checkAnswer("dire", "dire", "italian")).toBe(true);
    expect(checkAnswer("a", "a noi", "italian")).toBe(false);
  });

  it("rejects different answers", () => {
    expect(checkAnswer("water", "bread")).toBe(false);
    expect(checkAnswer("houses", "hose")).toBe(false);
  });

  it("matches whole words of the gloss's senses, never a one-letter or part-word fragment", () => {
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
      const { whole, senses } = glossSenses(gloss);
      if (letter !== normalizeAnswer(gloss) && ![...whole, ...senses].includes(letter)) expect(checkAnswer(letter, gloss)).toBe(false);
    }));
  });

  it("detects blank input", () => {
    expect(isBlankAnswer("   ")).toBe(true);
    expect(isBlankAnswer(" a ")).toBe(false);
  });
});
