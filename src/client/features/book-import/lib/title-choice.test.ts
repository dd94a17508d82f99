import { describe, expect, it } from "vitest";
import { IMPORTABLE_TITLES } from "@/shared/books/importable-titles";
import { findTitle, matchesTitle, titleNames } from "./title-choice";

const genesis = IMPORTABLE_TITLES.find((t) => t.title === "Genesis")!;
const mishnahBerakhot = IMPORTABLE_TITLES.find((t) => t.title === "Mishnah Berakhot")!;
const berakhot = IMPORTABLE_TITLES.find((t) => t.title === "Berakhot" && t.category === "Talmud")!;

describe("the import card's names of a text", () => {
  it("leads with the interface language's name, the Hebrew title beside it; in Hebrew the library's title beside", () => {
    expect(titleNames(genesis, "fr")).toEqual({ name: "Genèse", aside: "בראשית", asideIsHebrew: true });
    expect(titleNames(mishnahBerakhot, "es")).toEqual({ name: "Mishná Berakhot", aside: "משנה ברכות", asideIsHebrew: true });
    expect(titleNames(berakhot, "it")).toEqual({ name: "Berakhot", aside: "ברכות", asideIsHebrew: true });
    expect(titleNames(genesis, "he")).toEqual({ name: "בראשית", aside: "Genesis", asideIsHebrew: false });
    expect(titleNames(genesis, "en").name).toBe("Genesis");
  });
});

describe("what the administrator types", () => {
  it("finds a text by its name in the language (accents and case aside), its library title or its Hebrew (points aside)", () => {
    expect(matchesTitle(genesis, "genese", "fr", "Tanakh")).toBe(true);
    expect(matchesTitle(genesis, "Gen", "fr", "Tanakh")).toBe(true);
    expect(matchesTitle(genesis, "בְּרֵאשִׁית", "fr", "Tanakh")).toBe(true);
    expect(matchesTitle(genesis, "exode", "fr", "Tanakh")).toBe(false);
    expect(matchesTitle(genesis, "tan", "fr", "Tanakh")).toBe(true);
    expect(matchesTitle(mishnahBerakhot, "michna", "fr", "Michna")).toBe(true);
    expect(matchesTitle(genesis, "  ", "pt", "Tanakh")).toBe(true);
  });

  it("takes the box's text as a listed text by any of its names, the library's title first; nothing else", () => {
    expect(findTitle(IMPORTABLE_TITLES, "Genèse", "fr")).toBe(genesis);
    expect(findTitle(IMPORTABLE_TITLES, "genesis", "fr")).toBe(genesis);
    expect(findTitle(IMPORTABLE_TITLES, "בראשית", "he")).toBe(genesis);
    expect(findTitle(IMPORTABLE_TITLES, "Michna Berakhot", "fr")).toBe(mishnahBerakhot);
    // The Talmud's Berakhot by its title, before the Mishnah's (whose name in English is "Mishnah Berakhot").
    expect(findTitle(IMPORTABLE_TITLES, "Berakhot", "en")).toBe(berakhot);
    expect(findTitle(IMPORTABLE_TITLES, "Sefer HaChinukh", "en")).toBeUndefined();
    expect(findTitle(IMPORTABLE_TITLES, " ", "en")).toBeUndefined();
  });
});
