import { describe, expect, it } from "vitest";
import { IMPORTABLE_TITLES } from "@/shared/books/importable-titles";
import { LOCALES } from "@/shared/i18n/locales";
import { bookReference, bookTitle, sayWithTitle, withBookTitle } from "./book-title";
import { m } from "./i18n";

describe("bookTitle", () => {
  it("names every book of the Tanakh in every interface language, each name its own", () => {
    const tanakh = IMPORTABLE_TITLES.filter((t) => t.category === "Tanakh");
    expect(tanakh).toHaveLength(39);
    for (const locale of LOCALES) {
      const names = tanakh.map((t) => bookTitle(t.title, locale));
      expect(new Set(names).size, locale).toBe(39);
      if (locale === "en") expect(names).toEqual(tanakh.map((t) => t.title));
      if (locale === "he") expect(names).toEqual(tanakh.map((t) => t.hebrewTitle));
    }
    expect(bookTitle("Exodus", "fr")).toBe("Exode");
    expect(bookTitle("Song of Songs", "es")).toBe("Cantar de los Cantares");
    expect(bookTitle("II Kings", "it")).toBe("2 Re");
  });
  it("names the Targum and a Mishnah tractate in the language; a Talmud tractate and an unknown title as written", () => {
    expect(bookTitle("Onkelos Exodus", "fr")).toBe("Onkelos Exode");
    expect(bookTitle("Mishnah Berakhot", "fr")).toBe("Michna Berakhot");
    expect(bookTitle("Mishnah Nowhere", "fr")).toBe("Mishnah Nowhere");
    expect(bookTitle("Bava Metzia", "pt")).toBe("Bava Metzia");
    expect(bookTitle("Sefer Nowhere", "es")).toBe("Sefer Nowhere");
  });
  it("writes a reference with its title in the language", () => {
    expect(bookReference("Exodus 3:14", "pt")).toBe("Êxodo 3:14");
    expect(bookReference("I Samuel 3:4", "fr")).toBe("1 Samuel 3:4");
    expect(bookReference("Berakhot 2a:3", "fr")).toBe("Berakhot 2a:3");
  });
  it("elides a French sentence before a title that begins with a vowel, and no other language", () => {
    expect(withBookTitle("Exodus", (book) => m.bookimport_importing_book({ book }, { locale: "fr" }), "fr")).toBe("Import d’Exode");
    expect(withBookTitle("Genesis", (book) => m.bookimport_importing_book({ book }, { locale: "fr" }), "fr")).toBe("Import de Genèse");
    expect(withBookTitle("Exodus", (book) => m.bookimport_importing_book({ book }, { locale: "es" }), "es")).toBe(m.bookimport_importing_book({ book: "Éxodo" }, { locale: "es" }));
    expect(sayWithTitle("Exode", (t) => `Les mots de ${t}`, "fr", "\uE002")).toBe("Les mots d’\uE002");
  });
});
