import { describe, expect, it } from "vitest";
import { collectionStats } from "./collection-stats";

describe("collectionStats", () => {
  it("counts seen (any record), known, unknown and total words", () => {
    const words = [
      { progress: { status: "known" as const } },
      { progress: { status: "unknown" as const } },
      { progress: { status: "learning" as const } },
      { progress: null },
    ];
    expect(collectionStats(words)).toEqual({ seenWords: 3, knownWords: 1, unknownWords: 1, totalWords: 4 });
  });

  it("is all zeros for an empty collection", () => {
    expect(collectionStats([])).toEqual({ seenWords: 0, knownWords: 0, unknownWords: 0, totalWords: 0 });
  });
});
