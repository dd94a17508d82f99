import type { DatabaseWord } from "@/shared/api/words";
import { collectionLabel } from "@/client/lib/collection-label";
import type { Locale } from "@/client/lib/i18n";

/**
 * A word's collection as the rest of the interface names it (client/lib/collection-label): a built-in collection by its
 * domain and slug, a reading path by its key, My words, in the learner's language; any other by its stored name.
 */
export const wordCollectionLabel = (w: DatabaseWord, locale?: Locale): string => collectionLabel({
  name: w.collectionName, slug: w.collectionSlug, domain: w.collectionDomain, ownerId: w.collectionOwnerId, readingPath: w.collectionReadingPath,
}, locale);
