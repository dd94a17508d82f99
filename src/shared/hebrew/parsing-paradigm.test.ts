import { describe, expect, it } from "vitest";
import { binyanChoices, fieldChoices, gradeParsing, parsingTargetOf, pgnChoices, tenseChoices } from "./parsing-paradigm";

describe("parsingTargetOf", () => {
  it("reads a verb's stem, conjugation and person–gender–number behind its prefixes", () => {
    expect(parsingTargetOf("HC/Vqw3ms")).toMatchObject({ kind: "verb", prefixes: ["C"], answer: { binyan: "q", tense: "w", pgn: "3ms" } });
    expect(parsingTargetOf("HVprfsa")).toMatchObject({ kind: "verb", answer: { binyan: "p", tense: "r", gn: "fs" } });
    expect(parsingTargetOf("HVqc")?.answer).toEqual({ binyan: "q", tense: "c" });
    expect(parsingTargetOf("HVqv2mp/Sp3ms")?.answer).toEqual({ binyan: "q", tense: "v", pgn: "2mp", suffix: "3ms" });
  });
  it("takes nouns with a pronominal suffix or in the construct state, and nothing else", () => {
    expect(parsingTargetOf("HC/Ncfsc/Sp3ms")).toMatchObject({ kind: "noun", answer: { gn: "fs", suffix: "3ms" } });
    expect(parsingTargetOf("HR/Ncmpc")).toMatchObject({ kind: "noun", answer: { gn: "mp", state: "c" } });
    for (const code of ["HNcmsa", "HNp", "HTd/Ncbsa", "HTo", "HR", "HAamsa", null, "X", "HSd"]) expect(parsingTargetOf(code), String(code)).toBeNull();
  });
});

describe("the choices", () => {
  it("never offer an impossible form", () => {
    expect(pgnChoices("v")).toEqual(["2ms", "2fs", "2mp", "2fp"]);
    expect(pgnChoices("h")).toEqual(["1cs", "1cp"]);
    expect(pgnChoices("j").some((p) => p.startsWith("1"))).toBe(false);
    expect(pgnChoices("r")).toEqual([]);
    expect(tenseChoices("h")).not.toContain("s");
    expect(tenseChoices("q")).toContain("s");
  });
  it("offer the stems the library attests for a lemma, else the major ones, the right one always", () => {
    expect(binyanChoices("H", ["q", "h"], "h")).toEqual(["q", "h"]);
    expect(binyanChoices("H", ["q"], "q")).toEqual(["q", "N", "p", "P", "h", "H", "t"]);
    expect(binyanChoices("H", ["q", "N"], "o")).toEqual(["q", "N", "o"]);
    const target = parsingTargetOf("HC/Vqw3ms")!;
    expect(fieldChoices(target, ["q", "N", "h"])).toEqual({
      binyan: ["q", "N", "h"], tense: ["p", "q", "i", "w", "h", "j", "v", "r", "s", "a", "c"], pgn: pgnChoices("w"),
    });
  });
});

describe("gradeParsing", () => {
  it("grades every asked field and the lemma by its number", () => {
    const target = parsingTargetOf("HC/Vqw3ms")!;
    const grades = gradeParsing(target, "H559", { binyan: "q", tense: "i", pgn: "3ms", lemma: "H559" });
    expect(grades.map((g) => [g.field, g.correct])).toEqual([["binyan", true], ["tense", false], ["pgn", true], ["lemma", true]]);
    expect(gradeParsing(target, "H559", {}).every((g) => !g.correct && g.chosen === null)).toBe(true);
  });
});
