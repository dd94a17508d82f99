import { describe, expect, it } from "vitest";
import { noteKeys, ownedByField, ownedForMapping } from "./owned-words";

describe("noteKeys", () => {
  it("reads each field as its duplicate key: text without markup or niqqud, maqaf as a space; empty fields null", () => {
    expect(noteKeys(["<b>בַּיִת</b>", "house", "<br>", "בֵּית־סֵפֶר", "Shalom"])).toEqual(["בית", "house", null, "בית ספר", "shalom"]);
  });
});

describe("ownedByField", () => {
  const owned = new Map<string, number[]>([["בית", [0]], ["כלב", [1, 2]], ["house", [2]]]);

  it("counts, per field, the notes whose word the learner has and the collections holding them", () => {
    const notes = [noteKeys(["house", "בַּיִת"]), noteKeys(["dog", "כֶּלֶב"]), noteKeys(["cat", "חָתוּל"])];
    expect(ownedByField(notes, 2, owned)).toEqual([
      { words: 3, count: 1, collections: [2] },
      { words: 3, count: 2, collections: [0, 1, 2] },
    ]);
  });

  it("counts a word repeated in the package once, and nothing in empty or missing fields", () => {
    const notes = [noteKeys(["בַּיִת"]), noteKeys(["בית"]), noteKeys([""]), []];
    expect(ownedByField(notes, 2, owned)).toEqual([{ words: 1, count: 1, collections: [0] }, { words: 0, count: 0, collections: [] }]);
  });
});

describe("ownedForMapping", () => {
  const types = [
    { id: "a", owned: [{ words: 4, count: 1, collections: [2] }, { words: 3, count: 2, collections: [0, 1] }] },
    { id: "b", owned: [{ words: 5, count: 3, collections: [1, 3] }] },
  ];

  it("adds up the fields mapped to the Hebrew, with their collections once each", () => {
    expect(ownedForMapping(types, (id) => (id === "a" ? 1 : 0))).toEqual({ words: 8, count: 5, collections: [0, 1, 3] });
    expect(ownedForMapping(types, (id) => (id === "a" ? 0 : 0))).toEqual({ words: 9, count: 4, collections: [1, 2, 3] });
  });

  it("counts nothing for a field a note type lacks", () => {
    expect(ownedForMapping(types, () => 7)).toEqual({ words: 0, count: 0, collections: [] });
  });
});
