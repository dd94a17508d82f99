import type { CollectionBreakdown } from "@/shared/api/words";
import type { WordsFilters } from "../api/list-words";

/** The collections a domain filter offers: that domain's (all without one). */
export const collectionsOfDomain = (collections: readonly CollectionBreakdown[], domain: string | undefined): CollectionBreakdown[] =>
  domain ? collections.filter((c) => c.domain === domain) : [...collections];

/** The filters once a domain is chosen (undefined: all): a collection of another domain chosen before is let go. */
export function withDomain(filters: WordsFilters, collections: readonly CollectionBreakdown[], domain: string | undefined): WordsFilters {
  const keep = !domain || collections.some((c) => c.id === filters.collectionId && c.domain === domain);
  return { ...filters, domain, collectionId: keep ? filters.collectionId : undefined };
}
