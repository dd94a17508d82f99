import { describe, expect, it } from "vitest";
import { linkedIdsByEntry } from "./lexical-links";

describe("linkedIdsByEntry", () => {
  it("puts a number's homonym marked 'a' first, whatever the file's order (H1254: 'shape, create' before 'be fat')", () => {
    const ids = linkedIdsByEntry([
      { bdbId: "b.cx.aa", strongId: "H1254", aug: "b" },
      { bdbId: "b.cw.aa", strongId: "H1254", aug: "a" },
      { bdbId: "b.cy.aa", strongId: "H1254", aug: "c" },
    ]);
    expect(ids.get("strongs\tH1254")).toEqual(["b.cw.aa", "b.cx.aa", "b.cy.aa"]);
    expect(ids.get("bdb\tb.cx.aa")).toEqual(["H1254"]);
  });

  it("keeps the file's order where the number has no letters (H4480 מִן before מֵן), and each id once", () => {
    const ids = linkedIdsByEntry([
      { bdbId: "m.bh.aa", strongId: "H4480" },
      { bdbId: "m.bg.aa", strongId: "H4480" },
      { bdbId: "m.bh.aa", strongId: "H4480" },
      { bdbId: "m.bh.aa", strongId: "H4481" },
    ]);
    expect(ids.get("strongs\tH4480")).toEqual(["m.bh.aa", "m.bg.aa"]);
    expect(ids.get("bdb\tm.bh.aa")).toEqual(["H4480", "H4481"]);
  });
});
