import { describe, expect, it } from "vitest";
import { translationPercent } from "./translation";

describe("translationPercent", () => {
  it("is 0 without words (no division by zero)", () => {
    expect(translationPercent({ total: 0, translated: 0, missing: 0 })).toBe(0);
  });
  it("rounds down and only reaches 100 when nothing is missing", () => {
    expect(translationPercent({ total: 3, translated: 1, missing: 2 })).toBe(33);
    expect(translationPercent({ total: 1000, translated: 999, missing: 1 })).toBe(99);
    expect(translationPercent({ total: 7, translated: 7, missing: 0 })).toBe(100);
  });
});
