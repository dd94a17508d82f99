import { describe, expect, it } from "vitest";
import { isStudyComplete, wordsToPractise } from "./is-study-complete";

const known = { progress: { status: "known" as const } };
const unknown = { progress: { status: "unknown" as const } };
const learning = { progress: { status: "learning" as const } };
const none = { progress: null };

describe("isStudyComplete", () => {
  it("is true only when every word is known", () => {
    expect(isStudyComplete([known, known])).toBe(true);
    expect(isStudyComplete([known, none])).toBe(false);
    expect(isStudyComplete([known, learning])).toBe(false);
  });

  it("is false for an empty list", () => {
    expect(isStudyComplete([])).toBe(false);
  });
});

describe("wordsToPractise", () => {
  it("keeps every word that is not known, in order", () => {
    expect(wordsToPractise([known, unknown, none, learning, known])).toEqual([unknown, none, learning]);
  });
});
