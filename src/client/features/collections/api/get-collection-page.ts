import { queryOptions, useQuery } from "@tanstack/react-query";
import { CollectionPageSchema, type CollectionPage } from "@/shared/api/collections";
import { api, ApiRequestError } from "@/client/lib/api-client";
import { COLLECTION_PAGE_KEY } from "@/client/lib/query-keys";
import { retryQuery } from "@/client/lib/query-retry";

/** GET /api/collections/:domain/:slug — the collection, its domain's collections, the words with the user's progress. */
export const getCollectionPage = (domain: string, slug: string, signal?: AbortSignal): Promise<CollectionPage> =>
  api(`/collections/${encodeURIComponent(domain)}/${encodeURIComponent(slug)}`, { schema: CollectionPageSchema, signal });

export const collectionPageQueryKey = (domain: string, slug: string) => [COLLECTION_PAGE_KEY, domain, slug] as const;

export const getCollectionPageQueryOptions = (domain: string, slug: string) =>
  queryOptions({
    queryKey: collectionPageQueryKey(domain, slug),
    queryFn: ({ signal }) => getCollectionPage(domain, slug, signal),
    // Answers update this cache in place; a refetch is only needed when coming back later.
    staleTime: 60_000,
    retry: (failureCount, error) => retryQuery(failureCount, error, 2),
  });

export const useCollectionPage = (domain: string, slug: string) => useQuery(getCollectionPageQueryOptions(domain, slug));

export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
