import { describe, expect, it } from "vitest";
import { chapterLabel, parseChapterLabel } from "./chapter-label";

describe("chapter labels", () => {
  it("labels Talmud amudim from Sefaria's 1-based section numbers (1a = 1, 2a = 3)", () => {
    expect([1, 2, 3, 4, 5, 67, 68].map((n) => chapterLabel(n, "Talmud"))).toEqual(["1a", "1b", "2a", "2b", "3a", "34a", "34b"]);
  });
  it("labels integer chapters as their number", () => {
    expect(chapterLabel(1, "Integer")).toBe("1");
    expect(chapterLabel(50, "Integer")).toBe("50");
  });
  it("parses what it labels, and nothing else", () => {
    for (let n = 1; n < 400; n++) {
      expect(parseChapterLabel(chapterLabel(n, "Talmud"), "Talmud")).toBe(n);
      expect(parseChapterLabel(chapterLabel(n, "Integer"), "Integer")).toBe(n);
    }
    expect(parseChapterLabel(" 2B ", "Talmud")).toBe(4);
    for (const bad of ["", "2", "2c", "0a", "a2", "2a2", "-1a"]) expect(parseChapterLabel(bad, "Talmud")).toBeNull();
    for (const bad of ["", "0", "2a", "1.5", "-3", "12345"]) expect(parseChapterLabel(bad, "Integer")).toBeNull();
  });
});
