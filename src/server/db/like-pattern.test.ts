import { describe, expect, it } from "vitest";
import { wholeWordPattern } from "./like-pattern";

describe("the search's whole-word pattern", () => {
  it("finds a term as a whole word, its regular-expression characters literal", () => {
    const house = new RegExp(wholeWordPattern("House").replace(/\[\[:space:\]\[:punct:\]\]/g, "[\\s\\p{P}]"), "u");
    expect(house.test("house, home")).toBe(true);
    expect(house.test("the house")).toBe(true);
    expect(house.test("householder")).toBe(false);
    expect(house.test("greenhouse")).toBe(false);
    expect(wholeWordPattern("(of the.")).toBe("(^|[[:space:][:punct:]])\\(of the\\.($|[[:space:][:punct:]])");
    expect(wholeWordPattern("a+b|c")).toContain("a\\+b\\|c");
  });
});
