import { describe, expect, it } from "vitest";
import { countAnkiImport, pickWordNotes, type PreviewNote } from "./plan-anki-import";

describe("pickWordNotes", () => {
  it("takes the first note of each word, counts later ones as duplicates and empty fields as empty", () => {
    const keys = ["בית", null, "כלב", "בית", "", null, "כלב"];
    expect(pickWordNotes(keys.length, (i) => keys[i]!)).toEqual({
      words: [{ note: 0, key: "בית" }, { note: 2, key: "כלב" }, { note: 4, key: "" }], duplicates: 2, empty: 2,
    });
  });
});

describe("countAnkiImport", () => {
  // Two note types, "Basic" [Front, Back] and "Basic (and reversed card)" [Front, Back]; words 0 בית,
  // 1 house, 2 כלב, 3 dog, 4 מים, 5 water. בית is in both note types; the learner has בית and כלב.
  const notes: PreviewNote[] = [
    [0, 2, 0, 1],
    [0, 0, 2, 3],
    [1, 3, 0, 1],
    [1, 1, 4, 5],
    [1, 0, -1, 5],
    [-1, 4, 4, 5],
  ];
  const owned = [{ word: 0, collections: [1] }, { word: 2, collections: [0, 1] }];

  it("counts a word two note types hold once, with the first note's reviews", () => {
    expect(countAnkiImport(notes, owned, [], () => 0)).toEqual({
      words: 3, owned: 2, collections: [0, 1], duplicates: 1, empty: 2, reviews: 3, wordsWithReviews: 2, ownedWithReviews: 1,
    });
  });

  it("follows each note type's own mapping", () => {
    // Basic by its Front (בית, כלב), the reversed type by its Back (house, water, water).
    expect(countAnkiImport(notes, owned, [], (t) => (t === 0 ? 0 : 1))).toEqual({
      words: 4, owned: 2, collections: [0, 1], duplicates: 1, empty: 1, reviews: 6, wordsWithReviews: 3, ownedWithReviews: 1,
    });
  });

  it("counts a word as the learner's when the note giving it names a word of theirs, whatever its Hebrew", () => {
    // Note 3 (מים) names a word of collection 2; note 2 names one too, but its word (בית) is note 0's.
    const ownedNotes = [{ note: 3, collections: [2] }, { note: 2, collections: [2] }];
    expect(countAnkiImport(notes, owned, ownedNotes, () => 0)).toMatchObject({ words: 3, owned: 3, collections: [0, 1, 2], ownedWithReviews: 2 });
    expect(countAnkiImport(notes, [], ownedNotes, () => 0)).toMatchObject({ words: 3, owned: 1, collections: [2] });
  });

  it("counts a note whose field the note type lacks, or whose type is unknown, as empty", () => {
    expect(countAnkiImport(notes, owned, [], () => 5)).toMatchObject({ words: 0, empty: 6 });
    expect(countAnkiImport(notes, owned, [], () => undefined)).toMatchObject({ words: 0, empty: 6 });
  });
});
