import { describe, expect, it } from "vitest";
import { listedTargets } from "./read-reference-list";

// The skeleton writes each Hebrew word as H<n> and each xref as its mark; `end` is where the first entry named ends.
const after = (skeleton: string, first: string) => listedTargets(skeleton, skeleton.indexOf(first) + first.length);
const X = (i: number) => `\uE000${i}\uE001`;

describe("the entries a reference names after its first", () => {
  it("reads each one joined by a comma, 'a.', 'and' or 'or', in order", () => {
    expect(after(` , v. ${X(0)}, ${X(1)}`, X(0))).toEqual([{ kind: "xref", index: 1, end: ` , v. ${X(0)}, ${X(1)}`.length }]);
    expect(after(` , v. ${X(0)} a. ${X(1)}.`, X(0)).map((t) => t.kind)).toEqual(["xref"]);
    expect(after(` , v. ${X(0)}, a. H0 .`, X(0))).toMatchObject([{ kind: "word", index: 0, numeral: null }]);
    expect(after(` , v. ${X(0)} and H0 .`, X(0))).toMatchObject([{ kind: "word", index: 0 }]);
    expect(after(" = h. H0 or H1  I. Y. Ab. Zar.", "H0")).toMatchObject([{ kind: "word", index: 1, numeral: "I" }]);
    // Three: v. X, Y a. Z.
    expect(after(` , v. ${X(0)}, ${X(1)} a. ${X(2)}.`, X(0)).map((t) => t.kind === "xref" && t.index)).toEqual([1, 2]);
    // "ch." after the first is its own, not a joint; the list goes on after it.
    expect(after(` , v. ${X(0)} ch., a. H1  I.`, X(0))).toMatchObject([{ kind: "word", index: 1, numeral: "I" }]);
    // The entry before or after, named after another.
    expect(after(` , v. ${X(0)}, a. preced.`, X(0))).toMatchObject([{ kind: "preced" }]);
    expect(after(` , v. H0 a. next w.`, "H0")).toMatchObject([{ kind: "next" }]);
  });

  it("reads another homograph number of the word before", () => {
    expect(after(" v. H0  I, II ch.", "H0  I")).toMatchObject([{ kind: "number", numeral: "II" }]);
    expect(after(` v. ${X(0)}, II, a. H1 .`, X(0))).toMatchObject([{ kind: "number", numeral: "II" }, { kind: "word", index: 1 }]);
    expect(after(` v. ${X(0)} a. II.`, X(0))).toMatchObject([{ kind: "number", numeral: "II" }]);
  });

  it("ends at a citation, a book's or a chapter's number, a phrase, a full stop or another pointer", () => {
    expect(after(` , v. ${X(0)}, Ber. 5 a.`, X(0))).toEqual([]);
    expect(after(` , v. ${X(0)}, II Sam. V, 3.`, X(0))).toEqual([]);
    expect(after(` , v. ${X(0)}, II, 4.`, X(0))).toEqual([]);
    expect(after(" , v. H0 , H1 H2 .", "H0")).toEqual([]);
    expect(after(` , v. ${X(0)}. H1 , H2 .`, X(0))).toEqual([]);
    expect(after(` , v. ${X(0)}; cmp. ${X(1)}.`, X(0))).toEqual([]);
    expect(after(` , v. ${X(0)}, a. fr.`, X(0))).toEqual([]);
  });
});
