import { describe, expect, it } from "vitest";
import { everydaySenses, isOffRegister, labelSense } from "./sense-register";

describe("a sense's register", () => {
  it("labels a sense by its register tags, as Wiktionary prints them, and no other", () => {
    expect(labelSense("butt, ass", ["vulgar"])).toBe("(vulgar) butt, ass");
    expect(labelSense("balls", ["slang", "in-plural", "vulgar"])).toBe("(slang, vulgar) balls");
    expect(labelSense("hail", ["countable", "uncountable"])).toBe("hail");
    expect(labelSense("egg")).toBe("egg");
    expect(isOffRegister("(vulgar) butt, ass")).toBe(true);
    expect(isOffRegister("(slang, vulgar) balls")).toBe(true);
    expect(isOffRegister("(in the plural) waters")).toBe(false);
  });

  it("teaches a word by its other senses, or by its labelled ones when it has no other", () => {
    expect(everydaySenses(["bottom", "underside", "(vulgar) butt, ass"])).toEqual(["bottom", "underside"]);
    expect(everydaySenses(["(slang) cool, great"])).toEqual(["(slang) cool, great"]);
  });
});
