import { HEBREW_BOOK_NAMES } from "../books/importable-titles";
import { hebrewNameOfOrder } from "./mishnah-orders";

/** The built-in domains whose shared collections are named after a text (server/seed/catalog.ts): a book of the Torah, a tractate. */
const NAMED_AFTER_TEXTS = new Set(["biblical", "aramaic"]);

/**
 * The Hebrew name of a built-in collection named after a text or an order, which the Hebrew interface shows for its
 * English name: Biblical Hebrew's "Genesis" is בראשית, the Talmud's "Bava Metzia" בבא מציעא (the names the library's
 * list of texts gives, shared/books/importable-titles), the Mishna's order "Zeraim" זרעים (mishnah-orders). Null where
 * none is known — the modern collections ("Daily 1000") — and for a
 * learner's own collection (its name is theirs) or one renamed by an administrator (the name is looked up as it is now).
 */
export function collectionHebrewName(c: { domain: string; name: string; ownerId: string | null }): string | null {
  if (c.ownerId !== null) return null;
  if (c.domain === "mishna") return hebrewNameOfOrder(c.name);
  if (!NAMED_AFTER_TEXTS.has(c.domain)) return null;
  return HEBREW_BOOK_NAMES.get(c.name) ?? null;
}
