import { describe, expect, it } from "vitest";
import type { WordStatus } from "../domain";
import { filterWords, matchesStatusFilter } from "./filter-words";

const w = (id: string, status: WordStatus | null, section: string | null = null, subcategory: string | null = null) =>
  ({ id, section, subcategory, progress: status ? { status } : null });

const words = [
  w("known", "known", "2a", "Berakhot"),
  w("learning", "learning", "2a", "Peah"),
  w("unknown", "unknown", "2b", "Berakhot"),
  w("none", null, "2b", "Peah"),
];
const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

describe("filterWords", () => {
  it("All keeps every word in order", () => {
    expect(ids(filterWords(words, { filter: "all" }))).toEqual(["known", "learning", "unknown", "none"]);
  });

  it("Known is status known only", () => {
    expect(ids(filterWords(words, { filter: "known" }))).toEqual(["known"]);
  });

  it("Learning is status learning only (a word without a record is not included)", () => {
    expect(ids(filterWords(words, { filter: "learning" }))).toEqual(["learning"]);
  });

  it("Unknown is status unknown or no record", () => {
    expect(ids(filterWords(words, { filter: "unknown" }))).toEqual(["unknown", "none"]);
  });

  it("filters by section and tractate, combined with the status filter", () => {
    expect(ids(filterWords(words, { filter: "all", section: "2b" }))).toEqual(["unknown", "none"]);
    expect(ids(filterWords(words, { filter: "all", subcategory: "Peah" }))).toEqual(["learning", "none"]);
    expect(ids(filterWords(words, { filter: "unknown", section: "2b", subcategory: "Berakhot" }))).toEqual(["unknown"]);
    expect(ids(filterWords(words, { filter: "known", section: "2b" }))).toEqual([]);
  });

  it("treats null and empty section/tractate as all", () => {
    expect(filterWords(words, { filter: "all", section: null, subcategory: "" })).toHaveLength(4);
  });

  it("does not change the input", () => {
    const copy = [...words];
    filterWords(words, { filter: "known" });
    expect(words).toEqual(copy);
  });

  it("matches a single word", () => {
    expect(matchesStatusFilter({ progress: null }, "unknown")).toBe(true);
    expect(matchesStatusFilter({ progress: null }, "learning")).toBe(false);
  });
});
