import { BOOK_CATEGORIES, type BookCategory, type LibraryBook } from "@/shared/api/books";
import { toPlain } from "@/shared/hebrew/strip-niqqud";

/** What the library is narrowed to: a category (null: all) and words typed (empty: none). */
export interface BookFilter {
  category: BookCategory | null;
  query: string;
}

/** The library holds this many books or more before it offers its filter (a few books need none). */
export const FILTER_FROM_BOOKS = 7;

/**
 * The books a filter keeps, in the library's order: of its category, and whose title (as the library
 * names it, `title`, and as imported), or Hebrew title, holds every word typed — compared in their
 * search form (niqqud and cantillation off, maqaf a space, lower case: shared/hebrew/strip-niqqud).
 */
export function filterBooks<B extends Pick<LibraryBook, "title" | "hebrewTitle" | "category">>(
  books: readonly B[], filter: BookFilter, title: (book: B) => string = (b) => b.title,
): B[] {
  const words = toPlain(filter.query).split(" ").filter(Boolean);
  return books.filter((book) => {
    if (filter.category !== null && book.category !== filter.category) return false;
    if (words.length === 0) return true;
    const names = toPlain(`${title(book)} ${book.title} ${book.hebrewTitle ?? ""}`);
    return words.every((w) => names.includes(w));
  });
}

/** The categories the library holds, in the order of BOOK_CATEGORIES, each with how many books. */
export function categoryCounts<B extends Pick<LibraryBook, "category">>(books: readonly B[], order: readonly BookCategory[] = BOOK_CATEGORIES): { category: BookCategory; count: number }[] {
  const counts = new Map<BookCategory, number>();
  for (const b of books) counts.set(b.category, (counts.get(b.category) ?? 0) + 1);
  return order.filter((c) => counts.has(c)).map((category) => ({ category, count: counts.get(category)! }));
}

/** A category named in the address (?category=Talmud), when it is one. */
export const categoryParam = (value: string | null): BookCategory | null =>
  (BOOK_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as BookCategory) : null;
