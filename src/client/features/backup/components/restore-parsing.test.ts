import { describe, expect, it } from "vitest";
import { parsingInFile, parsingRestored } from "./restore-parsing";

const result = (restored: number, unmatchedBooks: number) => ({
  restored: { collections: 0, words: 0, progress: 0, settings: 0, parsingCards: restored },
  reasons: { otherUsers: 0, sharedContent: 0, unmatchedWords: 0, unmatchedBooks },
});

describe("the parsing cards of a restore", () => {
  it("says how many the file holds, and nothing when it holds none", () => {
    expect(parsingInFile(2)).toBe("It also holds 2 parsing drill cards with their answers: their schedule will be set to the file's.");
    expect(parsingInFile(1)).toBe("It also holds 1 parsing drill card with its answers: its schedule will be set to the file's.");
    expect(parsingInFile(0)).toBeNull();
  });

  it("says how many were restored and how many were skipped for want of their book", () => {
    expect(parsingRestored(result(3, 1))).toEqual(["3 parsing drill cards restored.", "1 parsing drill card skipped: its book is not in this library."]);
    expect(parsingRestored(result(0, 0))).toEqual([]);
  });
});
