import { describe, expect, it } from "vitest";
import { gameTranslationFor, translationFor, withEnglishFallback } from "./translation-for";

const word = { english: "house, home", spanish: "casa", portuguese: null, french: "  ", italian: "casa " };

describe("translationFor", () => {
  it("returns the text in the chosen language", () => {
    expect(translationFor(word, "english")).toBe("house, home");
    expect(translationFor(word, "spanish")).toBe("casa");
    expect(translationFor(word, "italian")).toBe("casa");
  });

  it("gives empty text when the translation is missing or blank (games)", () => {
    expect(translationFor(word, "portuguese")).toBe("");
    expect(translationFor(word, "french")).toBe("");
  });
});

describe("withEnglishFallback", () => {
  it("falls back to English only when the chosen translation is missing", () => {
    expect(withEnglishFallback(word, "portuguese")).toBe("house, home");
    expect(withEnglishFallback(word, "french")).toBe("house, home");
    expect(withEnglishFallback(word, "spanish")).toBe("casa");
  });

  it("gives empty text when English is missing too", () => {
    expect(withEnglishFallback({ ...word, english: "" }, "portuguese")).toBe("");
  });
});

describe("gameTranslationFor", () => {
  it("gives the chosen language, else the English gloss marked english, else null", () => {
    expect(gameTranslationFor(word, "spanish")).toEqual({ text: "casa", english: false });
    expect(gameTranslationFor(word, "english")).toEqual({ text: "house, home", english: false });
    expect(gameTranslationFor(word, "portuguese")).toEqual({ text: "house, home", english: true });
    expect(gameTranslationFor({ ...word, english: " " }, "french")).toBeNull();
    expect(gameTranslationFor({ ...word, english: "" }, "english")).toBeNull();
  });
});
