import { describe, expect, it } from "vitest";
import { hebrewReference } from "./hebrew-reference";

describe("a reference with its text's Hebrew title", () => {
  it("names a book, a tractate or a Mishnah tractate of the library's list in Hebrew, the address as it is", () => {
    expect(hebrewReference("Genesis 1:1")).toBe("בראשית 1:1");
    expect(hebrewReference("I Samuel 3:4")).toBe("שמואל א 3:4");
    expect(hebrewReference("Berakhot 2a:3")).toBe("ברכות 2a:3");
    expect(hebrewReference("Mishnah Berakhot 1:1")).toBe("משנה ברכות 1:1");
  });

  it("is null for a text not on the list, or no address", () => {
    expect(hebrewReference("My notes 3")).toBeNull();
    expect(hebrewReference("Genesis")).toBeNull();
    expect(hebrewReference("")).toBeNull();
  });
});
