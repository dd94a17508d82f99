import type { ImportableTitle } from "@/shared/api/books";
import { toPlain } from "@/shared/hebrew/strip-niqqud";
import { bookTitle } from "@/client/lib/book-title";
import type { Locale } from "@/client/lib/i18n";

/** How the import card's list names a text: its name in the interface's language, and the other name beside it. */
export interface TitleNames {
  /** In the interface's language: "Genèse" in French, "בראשית" in Hebrew, "Berakhot" (a tractate's name as written). */
  name: string;
  /** Beside it: the Hebrew title, or in the Hebrew interface the library's own title ("Genesis"). */
  aside: string;
  /** Whether `aside` is the Hebrew title (set right to left in its own element). */
  asideIsHebrew: boolean;
}

export function titleNames(t: ImportableTitle, locale: Locale): TitleNames {
  if (locale === "he") return { name: t.hebrewTitle, aside: t.title, asideIsHebrew: false };
  return { name: bookTitle(t.title, locale), aside: t.hebrewTitle, asideIsHebrew: true };
}

/** A name as typed compared: points and case dropped, and Latin accents ("genese" finds Genèse). */
function fold(text: string): string {
  return toPlain(text).normalize("NFD").replace(/[\u0300-\u036f]/g, "").normalize("NFC");
}

/**
 * Whether a text is listed for what the administrator typed: any of its names (the library's title, the interface's
 * name, the Hebrew title) contains it, or its category's name (`categoryName`, in the interface's language) begins with it.
 */
export function matchesTitle(t: ImportableTitle, query: string, locale: Locale, categoryName: string): boolean {
  const q = fold(query);
  if (q === "") return true;
  return [t.title, bookTitle(t.title, locale), t.hebrewTitle].some((n) => fold(n).includes(q)) || fold(categoryName).startsWith(q);
}

/**
 * The listed text the box names exactly, by any of its names (the import sends its library title: "Genesis" for
 * Genèse); undefined when what is typed is no listed text (the server then looks it up in the library's index).
 */
export function findTitle(titles: readonly ImportableTitle[], typed: string, locale: Locale): ImportableTitle | undefined {
  const q = fold(typed);
  if (q === "") return undefined;
  return titles.find((t) => fold(t.title) === q) ?? titles.find((t) => fold(bookTitle(t.title, locale)) === q || fold(t.hebrewTitle) === q);
}
