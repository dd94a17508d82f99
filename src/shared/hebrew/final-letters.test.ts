import { describe, expect, it } from "vitest";
import { isFinalLetter, medialLetter, medialLetters, withFinals } from "./final-letters";

describe("final letters", () => {
  it("knows the five final forms and no other letter", () => {
    expect([..."ךםןףץ"].every(isFinalLetter)).toBe(true);
    expect([..."אבכמנפצת"].some(isFinalLetter)).toBe(false);
  });

  it("turns a final letter medial and leaves any other character", () => {
    expect([..."ךםןףץ"].map(medialLetter).join("")).toBe("כמנפצ");
    expect(medialLetter("א")).toBe("א");
    expect(medialLetter("\u05B8")).toBe("\u05B8");
  });

  it("turns every final letter of a text medial, points kept", () => {
    expect(medialLetters("קוּמֶךָ")).toBe("קוּמֶכָ");
    expect(medialLetters("ךמן")).toBe("כמנ");
    expect(medialLetters("מלכא")).toBe("מלכא");
    expect(medialLetters("")).toBe("");
  });

  it("puts final letters where a word ends", () => {
    expect(withFinals("רבנ")).toBe("רבן");
    expect(withFinals("מלכא")).toBe("מלכא");
    expect(withFinals("ךמנ")).toBe("כמן");
    expect(withFinals("צפ")).toBe("צף");
    expect(withFinals("")).toBe("");
  });
});
