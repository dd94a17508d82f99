import { describe, expect, it } from "vitest";
import { pointedLetters } from "./pointed-letters";

describe("pointedLetters", () => {
  it("gives each letter its points, in NFC, without cantillation or meteg", () => {
    expect(pointedLetters("שָׁאַלְתִּי").map((l) => l.letter).join("")).toBe("שאלתי");
    expect(pointedLetters("בְּרֵיהּ").at(-1)).toEqual({ letter: "ה", marks: "\u05BC" });
    // A meteg (U+05BD) and a cantillation mark (U+0591) are not points.
    expect(pointedLetters("הָֽאָ֑רֶץ")[0]).toEqual({ letter: "ה", marks: "\u05B8" });
  });
  it("keeps no marks before the first letter, and gives unpointed letters none", () => {
    expect(pointedLetters("\u05B8אב")).toEqual([{ letter: "א", marks: "" }, { letter: "ב", marks: "" }]);
  });
});
