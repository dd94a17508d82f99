import type { BookCategory } from "@/shared/api/books";
import { m } from "@/client/lib/i18n";

/**
 * A book's category in the interface language (Sefaria's English name, "Tanakh", was shown in every
 * language): the library's book cards and the import card's list of texts.
 */
export const bookCategoryLabel = (category: BookCategory): string => ({
  Tanakh: m.books_category_tanakh, Mishnah: m.books_category_mishnah, Talmud: m.books_category_talmud, Targum: m.books_category_targum,
})[category]();
