import { MISHNAH_ORDERS } from "./mishnah-orders";

/**
 * The built-in collections the server seeds (server/seed/catalog.ts) and what each one is: the two modern lists, a book
 * of the Torah, a Talmud tractate, a Mishna order. The interface names a built-in collection by this — its stable key, a
 * shared collection's domain and slug — in the learner's language (client/lib/collection-label), never by its English text.
 */
export type BuiltInKind = "daily" | "siddur" | "book" | "tractate" | "order";
export interface BuiltInCollection {
  kind: BuiltInKind; domain: string; name: string; slug: string; order: number; description: string; subcategory?: string;
}

/**
 * The tractates of the Mishnah that have no Babylonian Talmud (Gemara): Zeraim after Berakhot; Eduyot and Avot; Middot
 * and Kinnim; Tahorot but Niddah. A Talmud collection of theirs could never be filled (migration 0043 removes the empty
 * ones seeded before).
 */
export const NO_BAVLI: ReadonlySet<string> = new Set([
  "Peah", "Demai", "Kilayim", "Sheviit", "Terumot", "Maasrot", "Maaser Sheni", "Challah", "Orlah", "Bikkurim",
  "Eduyot", "Avot", "Middot", "Kinnim",
  "Kelim", "Oholot", "Negaim", "Parah", "Tahorot", "Mikvaot", "Makhshirin", "Zavim", "Tevul Yom", "Yadayim", "Oktzin",
]);

export const TORAH_BOOKS = ["Genesis", "Exodus", "Leviticus", "Numbers", "Deuteronomy"] as const;
export type TorahBook = (typeof TORAH_BOOKS)[number];

export const toSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

const talmud = MISHNAH_ORDERS.flatMap((o) => o.tractates).filter((t) => !NO_BAVLI.has(t));

export const BUILT_IN_COLLECTIONS: readonly BuiltInCollection[] = [
  { kind: "daily", domain: "modern", name: "Daily 1000", slug: "daily-1000", order: 1, description: "Top most common 1000 words in everyday Hebrew", subcategory: "general" },
  { kind: "siddur", domain: "modern", name: "Siddur 1000", slug: "siddur-1000", order: 2, description: "Top most common 1000 words of the prayer book", subcategory: "prayer" },
  ...TORAH_BOOKS.map((name, i) => ({
    kind: "book" as const, domain: "biblical", name, slug: toSlug(name), order: i + 1, description: `Vocabulary of the book of ${name}, by chapter`, subcategory: "torah",
  })),
  ...talmud.map((name, i) => ({
    kind: "tractate" as const, domain: "aramaic", name, slug: toSlug(name), order: i + 1, description: `Vocabulary of tractate ${name} of the Babylonian Talmud, by page`,
  })),
  ...MISHNAH_ORDERS.map((o, i) => ({
    kind: "order" as const, domain: "mishna", name: o.name, slug: toSlug(o.name), order: i + 1, description: `Vocabulary of the order ${o.name}, by tractate`,
  })),
];

/**
 * A collection of the prayer book's words: a modern one filed under "prayer" (the seed's Siddur 1000). It is filled from
 * the prayer book's own text where the library has it (a book of its name), never from the everyday frequency list of
 * Daily 1000: the offline generator and 'Set up the library' say why it stays as it is (generation_prayer_book_no_text).
 */
export const isPrayerBookCollection = (c: { domain: string; subcategory?: string | null }): boolean => c.domain === "modern" && c.subcategory === "prayer";

const BY_KEY = new Map(BUILT_IN_COLLECTIONS.map((c) => [`${c.domain}/${c.slug}`, c]));

/**
 * The built-in collection a collection is, by its key: a shared collection (no owner) of that domain and slug. Null for a
 * learner's own collection and an administrator's (another slug), and for a built-in one an administrator has renamed
 * since (its name is theirs now: the name is compared only to see that it is still the seed's, never to find the key).
 */
export function builtInCollectionOf(c: { domain: string; slug: string; name: string; ownerId: string | null }): BuiltInCollection | null {
  if (c.ownerId !== null) return null;
  const b = BY_KEY.get(`${c.domain}/${c.slug}`);
  return b && b.name === c.name ? b : null;
}
