import { describe, expect, it } from "vitest";
import { lemmaHomonym, lemmaKey, linkedIdsByEntry, strongOfLemmaKey } from "./lexical-links";

describe("linkedIdsByEntry", () => {
  it("puts a number's homonym marked 'a' first, whatever the file's order (H1254: 'shape, create' before 'be fat'), each with its letter", () => {
    const ids = linkedIdsByEntry([
      { bdbId: "b.cx.aa", strongId: "H1254", aug: "b" },
      { bdbId: "b.cw.aa", strongId: "H1254", aug: "a" },
      { bdbId: "b.cy.aa", strongId: "H1254", aug: "c" },
    ]);
    expect(ids.get("strongs\tH1254")).toEqual({ ids: ["b.cw.aa", "b.cx.aa", "b.cy.aa"], augs: ["a", "b", "c"] });
    expect(ids.get("bdb\tb.cx.aa")).toEqual({ ids: ["H1254"], augs: [""] });
  });

  it("keeps the file's order where the number has no letters (H4480 מִן before מֵן), and each id once", () => {
    const ids = linkedIdsByEntry([
      { bdbId: "m.bh.aa", strongId: "H4480" },
      { bdbId: "m.bg.aa", strongId: "H4480" },
      { bdbId: "m.bh.aa", strongId: "H4480" },
      { bdbId: "m.bh.aa", strongId: "H4481" },
    ]);
    expect(ids.get("strongs\tH4480")).toEqual({ ids: ["m.bh.aa", "m.bg.aa"], augs: ["", ""] });
    expect(ids.get("bdb\tm.bh.aa")?.ids).toEqual(["H4480", "H4481"]);
  });
});

describe("lemmaHomonym", () => {
  it("reads the letter after the lemma's number, behind its proclitics", () => {
    expect(lemmaHomonym("7363 b")).toBe("b");
    expect(lemmaHomonym("c/l/4723 c")).toBe("c");
    expect(lemmaHomonym("d/2416 e")).toBe("e");
  });

  it("is null for a lemma without a letter, a particle alone, or none", () => {
    expect(lemmaHomonym("b/7225")).toBeNull();
    expect(lemmaHomonym("1961+")).toBeNull();
    expect(lemmaHomonym("l")).toBeNull();
    expect(lemmaHomonym(null)).toBeNull();
  });
});

describe("lemmaKey", () => {
  it("keeps a homonym other than the first apart, and the first as the bare number", () => {
    expect(lemmaKey("H2416", lemmaHomonym("2416 e"))).toBe("H2416e");
    expect(lemmaKey("H2416", lemmaHomonym("2416 c"))).toBe("H2416c");
    expect(lemmaKey("H2416", lemmaHomonym("2416 a"))).toBe("H2416");
    expect(lemmaKey("H559", lemmaHomonym("c/559"))).toBe("H559");
    expect(lemmaKey("H3651", lemmaHomonym("3651 c"))).not.toBe(lemmaKey("H3651", lemmaHomonym("3651 a")));
  });

  it("reads back its number", () => {
    expect(strongOfLemmaKey("H2416e")).toBe("H2416");
    expect(strongOfLemmaKey("H559")).toBe("H559");
  });
});
