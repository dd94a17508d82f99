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
    expect(parseRange("5-1", "Integer", { first: 1, last: 50 })).toEqual({ error: { key: "books_range_order", params: {} } });
    expect(parseRange("1-51", "Integer", { first: 1, last: 50 })).toEqual({ error: { key: "books_range_outside", params: {} } });
    expect(parseRange("1a", "Talmud", { first: 3, last: 127 })).toEqual({ error: { key: "books_range_outside", params: {} } });
    expect(parseRange("2a-", "Talmud", { first: 3, last: 127 })).toEqual({ error: { key: "books_range_format", params: { example: "2a-5b" } } });
    expect(parseRange("3", "Talmud", { first: 3, last: 127 })).toHaveProperty("error");
    expect(parseRange("1-2-3", "Integer", { first: 1, last: 50 })).toHaveProperty("error");
  });
});
