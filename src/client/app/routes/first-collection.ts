import type { CollectionSummary } from "@/shared/api/collections";

/** The slug of the collection a domain opens on: lowest order, then name (the list usually arrives sorted). */
export function firstCollectionSlug(collections: readonly Pick<CollectionSummary, "slug" | "order" | "name">[]): string | undefined {
  let first: (typeof collections)[number] | undefined;
  for (const c of collections) {
    if (!first || c.order < first.order || (c.order === first.order && c.name.localeCompare(first.name) < 0)) first = c;
  }
  return first?.slug;
}
