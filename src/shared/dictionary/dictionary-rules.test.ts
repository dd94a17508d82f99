import { describe, expect, it } from "vitest";
import { firstHebrewLetter, matchRank, readDictionaryQuery } from "./dictionary-rules";

describe("dictionary search rules", () => {
  it("does nothing for blank input, reads Hebrew without niqqud, and Latin case-insensitively", () => {
    expect(readDictionaryQuery("   ")).toEqual({ kind: "none" });
    expect(readDictionaryQuery(" בְּרֵאשִׁית ")).toEqual({ kind: "hebrew", plain: "בראשית", raw: "בְּרֵאשִׁית".normalize("NFC"), stems: ["ראשית"] });
    expect(readDictionaryQuery("Father  ")).toEqual({ kind: "latin", text: "father", folded: "father" });
    expect(readDictionaryQuery(" Shalóm ")).toEqual({ kind: "latin", text: "shalóm", folded: "shalom" });
  });
  it("files a word under its first letter, niqqud stripped and final forms folded", () => {
    expect(firstHebrewLetter("בָּרָא")).toBe("ב");
    expect(firstHebrewLetter("[אֵב]")).toBe("א");
    expect(firstHebrewLetter("ךְ")).toBe("כ");
    expect(firstHebrewLetter("abc")).toBeNull();
  });
  it("ranks exact, then prefix, then the rest", () => {
    expect(matchRank("Father", "father")).toBe(0);
    expect(matchRank("fathers", "father")).toBe(1);
    expect(matchRank("grandfather", "father")).toBe(2);
  });
});
