import { describe, expect, it } from "vitest";
import { frequencyOffers, frequencyPathName, frequencyPathSlug, percentOf, readingPathOf, topUnits } from "./frequency-path";

describe("topUnits", () => {
  it("takes the most frequent first, ties to the unit met first", () => {
    const units = [
      { unit: "H1", count: 3, first: 30 },
      { unit: "H2", count: 9, first: 50 },
      { unit: "H3", count: 3, first: 10 },
      { unit: "H4", count: 1, first: 1 },
    ];
    expect(topUnits(units, 3).map((u) => u.unit)).toEqual(["H2", "H3", "H1"]);
    expect(topUnits(units, 0)).toEqual([]);
    expect(topUnits(units, 10)).toHaveLength(4);
  });
});

describe("percentOf", () => {
  it("gives one decimal, rounded down, and 0 for an empty text", () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.6);
    expect(percentOf(999, 1000)).toBe(99.9);
    expect(percentOf(7, 7)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe("frequencyOffers", () => {
  it("adds the top N unknown units' tokens to the known tokens, for each size", () => {
    // 100 tokens: 20 known; unknown units of 30, 10, 10, 5 … tokens.
    const unknown = [
      { unit: "c", count: 10, first: 3 },
      { unit: "a", count: 30, first: 1 },
      { unit: "b", count: 10, first: 2 },
      { unit: "d", count: 5, first: 4 },
      ...Array.from({ length: 25 }, (_, i) => ({ unit: `x${i}`, count: 1, first: 10 + i })),
    ];
    expect(frequencyOffers(100, 20, unknown, [1, 2, 4, 100])).toEqual([
      { size: 1, words: 1, knownTokens: 50, percent: 50 },
      { size: 2, words: 2, knownTokens: 60, percent: 60 },
      { size: 4, words: 4, knownTokens: 75, percent: 75 },
      // Fewer unknown units than asked for: all of them, the whole text.
      { size: 100, words: 29, knownTokens: 100, percent: 100 },
    ]);
  });

  it("does not offer a larger size that holds no more words than the one before", () => {
    const unknown = Array.from({ length: 169 }, (_, i) => ({ unit: `u${i}`, count: 2, first: i }));
    expect(frequencyOffers(400, 62, unknown).map((o) => [o.size, o.words])).toEqual([[50, 50], [100, 100], [200, 169]]);
  });

  it("offers nothing new to a learner who knows every word", () => {
    expect(frequencyOffers(40, 40, [])).toEqual([{ size: 50, words: 0, knownTokens: 40, percent: 100 }]);
  });
});

describe("the path collection's name", () => {
  it("names and slugs it by the text and the size", () => {
    expect(frequencyPathSlug("Genesis", 100)).toBe("genesis-top-100");
    expect(frequencyPathSlug("The Hebrew Bible", 50)).toBe("the-hebrew-bible-top-50");
    expect(frequencyPathSlug("Song of Songs", 200)).toBe("song-of-songs-top-200");
    expect(frequencyPathName("Genesis", 100)).toBe("The 100 most frequent words of Genesis");
  });

  it("knows a learner's path collection by the key kept with it, while its name is still the fill's", () => {
    const key = { title: "Genesis", size: 50 };
    const path = { name: "The 50 most frequent words of Genesis", ownerId: "u1", readingPath: key };
    expect(readingPathOf(path)).toEqual(key);
    expect(readingPathOf({ ...path, name: "My Genesis words" })).toBeNull();
    expect(readingPathOf({ ...path, readingPath: null })).toBeNull();
    expect(readingPathOf({ ...path, readingPath: undefined })).toBeNull();
    expect(readingPathOf({ ...path, ownerId: null })).toBeNull();
    expect(readingPathOf({ ...path, readingPath: { title: "Exodus", size: 50 } })).toBeNull();
  });
});
