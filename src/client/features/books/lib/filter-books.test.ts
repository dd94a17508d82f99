import { describe, expect, it } from "vitest";
import { BOOK_CATEGORIES } from "@/shared/api/books";
import { categoryCounts, filterBooks } from "./filter-books";

const books = [
  { title: "Genesis", hebrewTitle: "בְּרֵאשִׁית", category: "Tanakh" as const },
  { title: "Song of Songs", hebrewTitle: "שיר השירים", category: "Tanakh" as const },
  { title: "Mishnah Berakhot", hebrewTitle: "משנה ברכות", category: "Mishnah" as const },
  { title: "Berakhot", hebrewTitle: "ברכות", category: "Talmud" as const },
  { title: "Onkelos Genesis", hebrewTitle: "אונקלוס בראשית", category: "Targum" as const },
];
const titles = (list: { title: string }[]) => list.map((b) => b.title);

describe("filterBooks", () => {
  it("keeps every book without a filter, in the library's order", () => {
    expect(titles(filterBooks(books, { category: null, query: "  " }))).toEqual(titles(books));
  });

  it("narrows to a category, and to the books whose English or Hebrew title holds every word typed", () => {
    expect(titles(filterBooks(books, { category: "Talmud", query: "" }))).toEqual(["Berakhot"]);
    expect(titles(filterBooks(books, { category: null, query: "berakhot" }))).toEqual(["Mishnah Berakhot", "Berakhot"]);
    expect(titles(filterBooks(books, { category: "Mishnah", query: "BERAKHOT" }))).toEqual(["Mishnah Berakhot"]);
    expect(titles(filterBooks(books, { category: null, query: "songs song" }))).toEqual(["Song of Songs"]);
    expect(titles(filterBooks(books, { category: null, query: "exodus" }))).toEqual([]);
  });

  it("compares Hebrew without its points, whichever side has them", () => {
    expect(titles(filterBooks(books, { category: null, query: "בראשית" }))).toEqual(["Genesis", "Onkelos Genesis"]);
    expect(titles(filterBooks(books, { category: null, query: "בְּרָכוֹת" }))).toEqual(["Mishnah Berakhot", "Berakhot"]);
  });

  it("finds a book by the name the interface language gives it, as well as by its imported title", () => {
    const french = (b: { title: string }) => (b.title === "Genesis" ? "Genèse" : b.title);
    expect(titles(filterBooks(books, { category: null, query: "genèse" }, french))).toEqual(["Genesis"]);
    expect(titles(filterBooks(books, { category: null, query: "genesis" }, french))).toEqual(["Genesis", "Onkelos Genesis"]);
  });
});

describe("categoryCounts", () => {
  it("counts the categories the library holds, in their order, leaving out the empty ones", () => {
    expect(categoryCounts(books.slice(0, 4), BOOK_CATEGORIES)).toEqual([
      { category: "Tanakh", count: 2 }, { category: "Mishnah", count: 1 }, { category: "Talmud", count: 1 },
    ]);
  });
});
