import { describe, expect, it } from "vitest";
import { nextReachedVerse } from "./reached-verse";

describe("nextReachedVerse", () => {
  it("follows the top verse on screen, forward only, and the last once the end shows", () => {
    expect(nextReachedVerse(0, new Set([1, 2, 3]), 31)).toBe(1);
    expect(nextReachedVerse(1, new Set([12, 13, 14]), 31)).toBe(12);
    expect(nextReachedVerse(12, new Set([4, 5]), 31)).toBe(12);
    expect(nextReachedVerse(12, new Set([27, 28, 29, 30, 31]), 31)).toBe(31);
    expect(nextReachedVerse(5, new Set(), 31)).toBe(5);
  });
});
