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
import { MISHNAH_ORDERS } from "../../shared/texts/mishnah-orders";

/** Zeraim tractates after Berakhot have no Babylonian Talmud. */
const NO_BAVLI = new Set(["Peah", "Demai", "Kilayim", "Sheviit", "Terumot", "Maasrot", "Maaser Sheni", "Challah", "Orlah", "Bikkurim"]);

export const toSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

export interface SeedCollection { domain: string; name: string; slug: string; order: number; description: string; subcategory?: string }

export function seedCollections(): SeedCollection[] {
  const talmud = MISHNAH_ORDERS.flatMap((o) => o.tractates).filter((t) => !NO_BAVLI.has(t));
  return [
    { domain: "modern", name: "Daily 1000", slug: "daily-1000", order: 1, description: "Top most common 1000 words in everyday Hebrew", subcategory: "general" },
    { domain: "modern", name: "Siddur 1000", slug: "siddur-1000", order: 2, description: "Top most common 1000 words of the prayer book", subcategory: "prayer" },
    ...["Genesis", "Exodus", "Leviticus", "Numbers", "Deuteronomy"].map((name, i) => ({
      domain: "biblical", name, slug: toSlug(name), order: i + 1, description: `Vocabulary of the book of ${name}, by chapter`, subcategory: "torah",
    })),
    ...talmud.map((name, i) => ({
      domain: "aramaic", name, slug: toSlug(name), order: i + 1, description: `Vocabulary of tractate ${name} of the Babylonian Talmud, by page`,
    })),
    ...MISHNAH_ORDERS.map((o, i) => ({
      domain: "mishna", name: o.name, slug: toSlug(o.name), order: i + 1, description: `Vocabulary of the order ${o.name}, by tractate`,
    })),
  ];
}
