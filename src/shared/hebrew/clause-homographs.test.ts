import { describe, expect, it } from "vitest";
import { compareClauseHomographs, type HomographFacts } from "./clause-homographs";

const entry = (language: string, over: Partial<HomographFacts> = {}): HomographFacts => ({ source: "jastrow", language, wordPlain: "תחת", isProperName: false, verb: false, pointedAlike: true, ...over });

describe("compareClauseHomographs", () => {
  it("puts the homograph of the clause's language first when both are pointed as the text", () => {
    expect(compareClauseHomographs(entry("aramaic"), entry("hebrew"), "hebrew")).toBeGreaterThan(0);
    expect(compareClauseHomographs(entry("hebrew"), entry("aramaic"), "hebrew")).toBeLessThan(0);
    expect(compareClauseHomographs(entry("hebrew"), entry("aramaic"), "aramaic")).toBeGreaterThan(0);
  });
  it("says nothing where the clause does not decide", () => {
    expect(compareClauseHomographs(entry("aramaic"), entry("hebrew"), null)).toBe(0);
  });
  it("leaves the pointing to decide where only one is pointed as the text", () => {
    expect(compareClauseHomographs(entry("aramaic"), entry("hebrew", { pointedAlike: false }), "hebrew")).toBe(0);
  });
  it("compares only one lexicon's entries of the same letters and of the two languages", () => {
    expect(compareClauseHomographs(entry("aramaic"), entry("hebrew", { source: "bdb" }), "hebrew")).toBe(0);
    expect(compareClauseHomographs(entry("aramaic"), entry("hebrew", { wordPlain: "תחתי" }), "hebrew")).toBe(0);
    expect(compareClauseHomographs(entry("hebrew"), entry("hebrew"), "hebrew")).toBe(0);
  });
  it("leaves verbs to the twins' rule, and a borrowed Hebrew noun to the other steps against an Aramaic verb", () => {
    expect(compareClauseHomographs(entry("aramaic", { verb: true }), entry("hebrew"), "aramaic")).toBe(0);
    expect(compareClauseHomographs(entry("aramaic", { verb: true }), entry("hebrew", { verb: true }), "aramaic")).toBe(0);
  });
  it("never weighs a name by its language", () => {
    expect(compareClauseHomographs(entry("aramaic"), entry("hebrew", { isProperName: true }), "hebrew")).toBe(0);
  });
});
