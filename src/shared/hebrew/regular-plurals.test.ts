import { describe, expect, it } from "vitest";
import { inflectsRegularly } from "./regular-plurals";

describe("inflectsRegularly", () => {
  it("reads a head-word with a plural or emphatic ending as its regular form", () => {
    expect(inflectsRegularly("כהן", "כהנים")).toBe(true);
    expect(inflectsRegularly("רבן", "רבנן")).toBe(true);
    expect(inflectsRegularly("מיתה", "מיתות")).toBe(true);
    expect(inflectsRegularly("מילה", "מילין")).toBe(true);
  });
  it("does not read a derived word's head-word into another's plural", () => {
    expect(inflectsRegularly("כהני", "כהנים")).toBe(false);
    expect(inflectsRegularly("כהן", "כהן")).toBe(false);
    expect(inflectsRegularly("חור", "בני")).toBe(false);
  });
});
