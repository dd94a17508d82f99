import type { BookCategory } from "../api/books";

/**
 * Tanakh, Mishnah, Talmud Bavli and the Targumim: the texts the reader knows how to number. Sefaria
 * files a Targum under the Tanakh ("Tanakh", "Targum", "Onkelos", "Torah"): its words are Aramaic,
 * read with Jastrow first, never as the Bible's Hebrew.
 */
export function categoryOf(index: { categories: readonly string[] }): BookCategory | null {
  const [first, second] = index.categories;
  if (first === "Tanakh" && second === "Targum") return "Targum";
  if (first === "Tanakh") return "Tanakh";
  if (first === "Mishnah") return "Mishnah";
  if (first === "Talmud" && second === "Bavli") return "Talmud";
  return null;
}
