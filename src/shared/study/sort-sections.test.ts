import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareSections, sectionsOf, sortSections, tractatesOf } from "./sort-sections";

describe("sortSections", () => {
  it("sorts Talmud pages numerically then by a/b suffix", () => {
    expect(sortSections(["10a", "2b", "2a", "3a", "120b", "10b"])).toEqual(["2a", "2b", "3a", "10a", "10b", "120b"]);
  });

  it("sorts chapters numerically, not as text", () => {
    expect(sortSections(["11", "2", "1", "9", "10"])).toEqual(["1", "2", "9", "10", "11"]);
  });

  it("puts a bare number before its lettered pages", () => {
    expect(sortSections(["2b", "2", "2a"])).toEqual(["2", "2a", "2b"]);
  });

  it("removes duplicates, blanks and nulls, trimming white space", () => {
    expect(sortSections(["2a", " 2a ", null, undefined, "", "  ", "1"])).toEqual(["1", "2a"]);
  });

  it("sorts other labels alphabetically after numbered ones", () => {
    expect(sortSections(["Intro", "beta", "3", "Alpha", "1a"])).toEqual(["1a", "3", "Alpha", "beta", "Intro"]);
  });

  it("reads sections and tractates from words", () => {
    const words = [
      { section: "10a", subcategory: "Shabbat" },
      { section: null, subcategory: "Berakhot" },
      { section: "2a", subcategory: "Shabbat" },
    ];
    expect(sectionsOf(words)).toEqual(["2a", "10a"]);
    expect(tractatesOf(words)).toEqual(["Berakhot", "Shabbat"]);
    expect(sectionsOf([{ section: null }])).toEqual([]);
  });

  it("leaves out a section that only names the word's tractate (the Mishna's words filed by tractate)", () => {
    const words = [
      { section: "Berakhot", subcategory: "Berakhot" },
      { section: "Peah", subcategory: "Peah" },
      { section: "2", subcategory: "Berakhot" },
    ];
    expect(tractatesOf(words)).toEqual(["Berakhot", "Peah"]);
    expect(sectionsOf(words)).toEqual(["2"]);
    expect(sectionsOf(words.slice(0, 2))).toEqual([]);
  });

  const label = fc.oneof(
    fc.tuple(fc.integer({ min: 0, max: 300 }), fc.constantFrom("", "a", "b")).map(([n, s]) => `${n}${s}`),
    fc.string({ maxLength: 6 }),
    fc.constantFrom("Intro", "ב", "1:5", "02a", "2 a"),
  );

  it("is deterministic: any permutation of the input gives the same output", () => {
    fc.assert(fc.property(fc.array(label, { maxLength: 30 }), fc.integer(), (xs, seed) => {
      const shuffled = [...xs].sort((a, b) => ((a.length * 31 + seed) % 7) - ((b.length * 17 + seed) % 5));
      expect(sortSections(shuffled)).toEqual(sortSections(xs));
    }));
  });

  it("returns each distinct non-blank value exactly once, in a sorted order", () => {
    fc.assert(fc.property(fc.array(label, { maxLength: 30 }), (xs) => {
      const out = sortSections(xs);
      expect(new Set(out).size).toBe(out.length);
      expect(new Set(out)).toEqual(new Set(xs.map((x) => x.trim()).filter(Boolean)));
      for (let i = 1; i < out.length; i++) expect(compareSections(out[i - 1]!, out[i]!)).toBeLessThan(0);
    }));
  });

  it("compares antisymmetrically and transitively", () => {
    fc.assert(fc.property(label, label, label, (a, b, c) => {
      expect(Math.sign(compareSections(a, b)) + Math.sign(compareSections(b, a))).toBe(0);
      if (compareSections(a, b) <= 0 && compareSections(b, c) <= 0) expect(compareSections(a, c)).toBeLessThanOrEqual(0);
    }));
  });

  it("orders numbered pages by number then suffix", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), fc.constantFrom("a", "b"), fc.constantFrom("a", "b"), (n, m, s, t) => {
      const expected = n !== m ? Math.sign(n - m) : Math.sign(s.localeCompare(t));
      expect(Math.sign(compareSections(`${n}${s}`, `${m}${t}`))).toBe(expected);
    }));
  });
});
