import { describe, expect, it } from "vitest";
import { checkHebrewAnswer, hebrewAnswerForm } from "./check-hebrew-answer";

describe("checkHebrewAnswer", () => {
  it("accepts the word typed without niqqud or cantillation, or with them", () => {
    expect(checkHebrewAnswer("ויאמר", "וַיֹּ֥אמֶר")).toBe(true);
    expect(checkHebrewAnswer("וַיֹּאמֶר", "וַיֹּ֥אמֶר")).toBe(true);
    expect(checkHebrewAnswer("  ויאמר. ", "וַיֹּ֥אמֶר")).toBe(true);
  });

  it("folds final letters and maqaf as everywhere", () => {
    expect(checkHebrewAnswer("שלומ", "שָׁלוֹם")).toBe(true);
    expect(checkHebrewAnswer("על פני", "עַל־פְּנֵי")).toBe(true);
    expect(hebrewAnswerForm("עַל־פְּנֵ֣י")).toBe("על פני");
  });

  it("rejects another word, a part of the word and an empty answer", () => {
    expect(checkHebrewAnswer("ברא", "וַיֹּ֥אמֶר")).toBe(false);
    expect(checkHebrewAnswer("אמר", "וַיֹּ֥אמֶר")).toBe(false);
    expect(checkHebrewAnswer("", "וַיֹּ֥אמֶר")).toBe(false);
    expect(checkHebrewAnswer("ִ", "וַיֹּ֥אמֶר")).toBe(false);
  });
});
