import { describe, expect, it } from "vitest";
import { renderServerMessage } from "../i18n/server-messages";
import { formatTextReference, parseTextReference, REFERENCE_EXAMPLES, referenceChapters, referenceIncludes, type TextReference } from "./parse-text-reference";

const ok = (text: string): TextReference => {
  const r = parseTextReference(text);
  if ("error" in r) throw new Error(`${text}: ${r.error.key}`);
  return r;
};
/** The reason a reference is refused, in English (written from its key, as the server writes it). */
const error = (text: string): string => {
  const r = parseTextReference(text);
  if (!("error" in r)) throw new Error(`${text} parsed as ${JSON.stringify(r)}`);
  return renderServerMessage(r.error.key, r.error.params);
};

describe("parseTextReference", () => {
  it("reads every example the hints and errors show, each written back as it is (no word of a language among them)", () => {
    for (const example of REFERENCE_EXAMPLES.split(", ")) expect(formatTextReference(ok(example)), example).toBe(example);
  });

  it("reads a chapter, a range of chapters and verses without a book", () => {
    expect(ok("1")).toEqual({ book: null, addressType: "Integer", start: { chapter: 1, verse: null }, end: { chapter: 1, verse: null } });
    expect(ok("1-5")).toMatchObject({ start: { chapter: 1, verse: null }, end: { chapter: 5, verse: null } });
    expect(ok("1:1-15")).toMatchObject({ start: { chapter: 1, verse: 1 }, end: { chapter: 1, verse: 15 } });
    expect(ok("1:1-2:10")).toMatchObject({ start: { chapter: 1, verse: 1 }, end: { chapter: 2, verse: 10 } });
    expect(ok("3:5")).toMatchObject({ start: { chapter: 3, verse: 5 }, end: { chapter: 3, verse: 5 } });
  });

  it("reads Talmud pages as stored amudim (2a = 3, 5b = 10)", () => {
    expect(ok("2a")).toEqual({ book: null, addressType: "Talmud", start: { chapter: 3, verse: null }, end: { chapter: 3, verse: null } });
    expect(ok("2a-5b")).toMatchObject({ addressType: "Talmud", start: { chapter: 3 }, end: { chapter: 10 } });
    expect(ok("2A")).toMatchObject({ addressType: "Talmud", start: { chapter: 3 } });
  });

  it("takes everything before the address as the book, even with digits and spaces", () => {
    expect(ok("Genesis 1:1-15")).toMatchObject({ book: "Genesis", start: { chapter: 1, verse: 1 }, end: { chapter: 1, verse: 15 } });
    expect(ok("Berakhot 2a-5b")).toMatchObject({ book: "Berakhot", addressType: "Talmud", start: { chapter: 3 }, end: { chapter: 10 } });
    expect(ok("1 Samuel 3")).toMatchObject({ book: "1 Samuel", start: { chapter: 3 } });
    expect(ok("Mishnah Berakhot 2")).toMatchObject({ book: "Mishnah Berakhot", start: { chapter: 2 } });
    expect(ok("  Genesis   1 : 1 – 15 ")).toMatchObject({ book: "Genesis", start: { chapter: 1, verse: 1 }, end: { chapter: 1, verse: 15 } });
  });

  it("names what is wrong", () => {
    expect(error("")).toMatch(/^Enter a text reference/);
    expect(error("Genesis")).toBe('"Genesis" has no chapter or page: add one, for example Genesis 1 or Genesis 2a.');
    expect(error("Genesis one")).toMatch(/"one" is not a chapter, verse or page/);
    expect(error("Genesis 0")).toBe("Chapters start at 1.");
    expect(error("Genesis 1:0")).toBe("Verses start at 1.");
    expect(error("Genesis 5-1")).toBe('"5-1" ends before it starts.');
    expect(error("Genesis 1:15-3")).toBe('"1:15-3" ends before it starts.');
    expect(error("Berakhot 2a-5")).toMatch(/Write both ends of a Talmud range as pages/);
    expect(error("Berakhot 2c")).toMatch(/is not a chapter, verse or page|is not a chapter number/);
    expect(error("Genesis 1-2-3")).toMatch(/is not a range/);
    expect(error("Genesis 1-")).toMatch(/is not a range/);
    expect(error("Genesis 1-2:5")).toMatch(/starts at a chapter and ends at a verse/);
    expect(error("Genesis 1:2:3")).toMatch(/is not a chapter or chapter:verse/);
    expect(parseTextReference("Genesis 5-1")).toEqual({ error: { key: "reference_ends_before_start", params: { address: "5-1" } } });
  });
});

describe("referenceIncludes / referenceChapters / formatTextReference", () => {
  it("bounds verses at both ends", () => {
    const r = ok("Genesis 1:5-2:3");
    expect(referenceChapters(r)).toEqual([1, 2]);
    expect(referenceIncludes(r, 1, 4)).toBe(false);
    expect(referenceIncludes(r, 1, 5)).toBe(true);
    expect(referenceIncludes(r, 1, 31)).toBe(true);
    expect(referenceIncludes(r, 2, 3)).toBe(true);
    expect(referenceIncludes(r, 2, 4)).toBe(false);
    expect(referenceIncludes(ok("2"), 2, 99)).toBe(true);
  });

  it("writes a reference back", () => {
    expect(formatTextReference(ok("Genesis 1:1-15"))).toBe("Genesis 1:1-15");
    expect(formatTextReference(ok("1:1-2:10"), "Exodus")).toBe("Exodus 1:1-2:10");
    expect(formatTextReference(ok("Berakhot 2a-5b"))).toBe("Berakhot 2a-5b");
    expect(formatTextReference(ok("3"))).toBe("3");
  });
});
