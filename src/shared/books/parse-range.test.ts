import { describe, expect, it } from "vitest";
import { parseRange } from "./parse-range";

describe("parseRange", () => {
  it("reads chapters and amudim", () => {
    expect(parseRange("1-5", "Integer", { first: 1, last: 50 })).toEqual({ from: 1, to: 5 });
    expect(parseRange(" 7 ", "Integer", { first: 1, last: 50 })).toEqual({ from: 7, to: 7 });
    expect(parseRange("2a-2b", "Talmud", { first: 3, last: 127 })).toEqual({ from: 3, to: 4 });
    expect(parseRange("2a – 5B", "Talmud", { first: 3, last: 127 })).toEqual({ from: 3, to: 10 });
    expect(parseRange("34b", "Talmud", { first: 3, last: 127 })).toEqual({ from: 68, to: 68 });
  });
  it("says what is wrong", () => {
    expect(parseRange("5-1", "Integer", { first: 1, last: 50 })).toEqual({ error: "The range must start before it ends." });
    expect(parseRange("1-51", "Integer", { first: 1, last: 50 })).toEqual({ error: "The range is outside this text." });
    expect(parseRange("1a", "Talmud", { first: 3, last: 127 })).toEqual({ error: "The range is outside this text." });
    expect(parseRange("2a-", "Talmud", { first: 3, last: 127 })).toHaveProperty("error");
    expect(parseRange("3", "Talmud", { first: 3, last: 127 })).toHaveProperty("error");
    expect(parseRange("1-2-3", "Integer", { first: 1, last: 50 })).toHaveProperty("error");
  });
});
