/** The built-in domains, subcategories and collections. */

export const SEED_DOMAINS = [
  { slug: "modern", name: "Modern Hebrew", description: "Everyday modern Hebrew vocabulary", color: "217 91% 55%", order: 1 },
  { slug: "biblical", name: "Biblical Hebrew", description: "Vocabulary of the Hebrew Bible", color: "28 90% 48%", order: 2 },
  { slug: "aramaic", name: "Talmud", description: "Aramaic and Hebrew of the Babylonian Talmud, by page", color: "271 70% 58%", order: 3 },
  { slug: "mishna", name: "Mishna", description: "Vocabulary of the Mishna, by order and tractate", color: "158 72% 38%", order: 4 },
] as const;

export const SEED_SUBCATEGORIES = [
  { domain: "modern", name: "general", description: "General vocabulary", order: 1 },
  { domain: "modern", name: "prayer", description: "Words of the prayer book", order: 2 },
  { domain: "biblical", name: "torah", description: "The Five Books of Moses", order: 1 },
  { domain: "biblical", name: "prophets", description: "Nevi'im", order: 2 },
  { domain: "biblical", name: "writings", description: "Ketuvim", order: 3 },
] as const;

export { MISHNAH_ORDERS } from "../../shared/texts/mishnah-orders";
import { BUILT_IN_COLLECTIONS, type BuiltInCollection } from "../../shared/texts/built-in-collections";

export { toSlug } from "../../shared/texts/built-in-collections";

export type SeedCollection = Omit<BuiltInCollection, "kind">;

/** The built-in collections (shared/texts/built-in-collections), as rows to insert. */
export function seedCollections(): SeedCollection[] {
  return BUILT_IN_COLLECTIONS.map(({ kind: _kind, ...c }) => c);
}
