import { describe, expect, it } from "vitest";
import { takesUnmarkedSuffix } from "./suffix-pointing";

describe("takesUnmarkedSuffix", () => {
  const his = [{ kind: "ending", ending: "יה" }] as const;
  it("says a final ה without mappiq or vowel is no pronoun ending ־יה", () => {
    expect(takesUnmarkedSuffix("בִּרְאִיָּה", his)).toBe(true);
    expect(takesUnmarkedSuffix("הָיָה", [{ kind: "suffix", suffix: "יה" }])).toBe(true);
  });
  it("leaves the ending where the text marks it: the mappiq, the Hebrew ־ֶיהָ's qamats", () => {
    expect(takesUnmarkedSuffix("לִידֵיהּ", his)).toBe(false);
    expect(takesUnmarkedSuffix("לְאַחֲרֶיהָ", his)).toBe(false);
  });
  it("says nothing of unpointed text or another ending", () => {
    expect(takesUnmarkedSuffix("בראיה", his)).toBe(false);
    expect(takesUnmarkedSuffix("תּוֹרָה", [{ kind: "ending", ending: "ה" }])).toBe(false);
  });
});
