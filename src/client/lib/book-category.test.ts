import { afterAll, describe, expect, it } from "vitest";
import { BOOK_CATEGORIES } from "@/shared/api/books";
import { LOCALES } from "@/shared/i18n/locales";
import { setInterfaceLocale } from "@/client/lib/i18n";
import { bookCategoryLabel } from "./book-category";

afterAll(() => setInterfaceLocale("en"));

describe("bookCategoryLabel", () => {
  it("names each category in the interface language, not in Sefaria's English", () => {
    setInterfaceLocale("he");
    expect(BOOK_CATEGORIES.map(bookCategoryLabel)).toEqual(["תנ״ך", "משנה", "תלמוד", "תרגום"]);
    setInterfaceLocale("en");
    expect(bookCategoryLabel("Tanakh")).toBe("Tanakh");
  });

  it("has a label for every category in every language", () => {
    for (const locale of LOCALES) {
      setInterfaceLocale(locale);
      for (const category of BOOK_CATEGORIES) expect(bookCategoryLabel(category)).not.toBe("");
    }
  });
});
