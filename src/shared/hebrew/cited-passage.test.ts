import { describe, expect, it } from "vitest";
import { citedPassage, passageCitation, romanNumeral } from "./cited-passage";

describe("citedPassage", () => {
  it("names a Talmud page by Jastrow's tractate, folio and side (chapter 3 is 2a)", () => {
    expect(citedPassage("Bava Kamma", "Talmud", 3, 1)).toEqual({ kind: "folio", book: "B. Kam", folio: 2, side: "a" });
    expect(citedPassage("Sanhedrin", "Talmud", 4, 7)).toEqual({ kind: "folio", book: "Snh", folio: 2, side: "b" });
  });
  it("names a Mishnah by chapter and mishnah, a Targum verse by book, chapter and verse", () => {
    expect(citedPassage("Mishnah Bava Metzia", "Mishnah", 2, 10)).toEqual({ kind: "chapter", book: "B. Mets", chapter: 2, verse: 10, targum: false });
    expect(citedPassage("Pirkei Avot", "Mishnah", 3, 8)).toMatchObject({ book: "Ab" });
    expect(citedPassage("Onkelos Genesis", "Targum", 1, 22)).toEqual({ kind: "chapter", book: "Gen", chapter: 1, verse: 22, targum: true });
  });
  it("knows no passage of the Tanakh or of a title it does not know", () => {
    expect(citedPassage("Genesis", "Tanakh", 1, 1)).toBeNull();
    expect(citedPassage("Rashi on Berakhot", "Talmud", 3, 1)).toBeNull();
    expect(citedPassage(null, "Talmud", 3, 1)).toBeNull();
  });
});

describe("romanNumeral", () => {
  it("writes chapters as Jastrow prints them", () => {
    expect([1, 4, 9, 14, 22, 49].map(romanNumeral)).toEqual(["I", "IV", "IX", "XIV", "XXII", "XLIX"]);
  });
});

describe("passageCitation", () => {
  const bk2a = citedPassage("Bava Kamma", "Talmud", 3, 1);
  it("reads the page's own folio and side as the passage, its other side as near", () => {
    expect(passageCitation(["B. Bath. 29 a one single field. B. Kam. 2 a; a. e."], bk2a)).toBe(2);
    expect(passageCitation(["B. Kam. 2b (ref. to …)"], bk2a)).toBe(1);
    expect(passageCitation(["B. Kam. 113 b; B. Mets. 2 a"], bk2a)).toBe(0);
  });
  it("reads the tractate's first Mishnah as a passage of its first folio only", () => {
    const notes = ["B. Kam. I, 1 (ref. to the four cases of damage) לא ה' השור כה' וכ'"];
    expect(passageCitation(notes, bk2a)).toBe(2);
    expect(passageCitation(notes, citedPassage("Bava Kamma", "Talmud", 4, 1))).toBe(1);
    expect(passageCitation(notes, citedPassage("Bava Kamma", "Talmud", 20, 1))).toBe(0);
    expect(passageCitation(["B. Kam. I, 2"], bk2a)).toBe(0);
  });
  it("leaves out the Yerushalmi's and the Tosefta's quotations of the same tractate", () => {
    expect(passageCitation(["Y. B. Kam. I, 1, 2 a"], bk2a)).toBe(0);
    expect(passageCitation(["Tosef. Kel. B. Mets. II, 10"], citedPassage("Mishnah Bava Metzia", "Mishnah", 2, 10))).toBe(0);
  });
  it("follows Ib. to the book quoted last", () => {
    expect(passageCitation(["B. Kam. 10 a; Ib. 2 a"], bk2a)).toBe(2);
    expect(passageCitation(["B. Mets. 10 a; Ib. 2 a"], bk2a)).toBe(0);
    expect(passageCitation(["B. Kam. 10 a; B. Mets. 3 b; Ib. 2 a"], bk2a)).toBe(0);
  });
  it("reads a quotation after a binyan's name", () => {
    expect(passageCitation(["Af. B. Kam. 2 a מילתא"], bk2a)).toBe(2);
  });
  it("reads a Mishnah's chapter and mishnah, not another mishnah of the chapter", () => {
    const bm = citedPassage("Mishnah Bava Metzia", "Mishnah", 2, 10);
    expect(passageCitation(["B. Mets. II, 10 לפרוק"], bm)).toBe(2);
    expect(passageCitation(["B. Mets. II, 9"], bm)).toBe(0);
    expect(passageCitation(["B. Mets. III, 10; Ber. II, 10"], bm)).toBe(0);
  });
  it("reads a Targum verse with or without Onkelos' mark", () => {
    const gen = citedPassage("Onkelos Genesis", "Targum", 1, 22);
    expect(passageCitation(["Targ. Gen. I, 22 יִסְגּוּן"], gen)).toBe(2);
    expect(passageCitation(["Targ. O. Gen. I, 22"], gen)).toBe(2);
    expect(passageCitation(["Targ. O. Gen. I, 28"], gen)).toBe(0);
    expect(passageCitation(["Gen. I, 22"], gen)).toBe(0);
  });
  it("says nothing without a passage", () => {
    expect(passageCitation(["B. Kam. 2 a"], null)).toBe(0);
  });
});
