import { describe, expect, it } from "vitest";
import { parseWordCount } from "./parse-word-count";

describe("parseWordCount", () => {
  it("reads 0–500, empty as 0", () => {
    expect(parseWordCount("")).toBe(0);
    expect(parseWordCount(" 25 ")).toBe(25);
    expect(parseWordCount("500")).toBe(500);
  });
  it("refuses anything else with a message", () => {
    expect(parseWordCount("501")).toEqual({ error: "Enter a number from 0 to 500." });
    expect(parseWordCount("-3")).toEqual({ error: "Enter a whole number from 0 to 500." });
    expect(parseWordCount("2.5")).toEqual({ error: "Enter a whole number from 0 to 500." });
  });
  it("has a lower bound of 1 for the library import, where empty is not allowed", () => {
    expect(parseWordCount("", 1)).toEqual({ error: "Enter a number from 1 to 500." });
    expect(parseWordCount("0", 1)).toEqual({ error: "Enter a number from 1 to 500." });
    expect(parseWordCount("1", 1)).toBe(1);
  });
});
