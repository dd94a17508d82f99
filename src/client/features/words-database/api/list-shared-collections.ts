import { queryOptions, useQuery } from "@tanstack/react-query";
import { CollectionListSchema, type CollectionSummary } from "@/shared/api/collections";
import { api } from "@/client/lib/api-client";

/** GET /api/collections, the shared ones (no owner): where an administrator may add a word, the empty ones too. */
export const listSharedCollections = async (): Promise<CollectionSummary[]> =>
  (await api("/collections", { schema: CollectionListSchema })).collections.filter((c) => c.ownerId === null);

export const useSharedCollections = (enabled: boolean) =>
  useQuery(queryOptions({ queryKey: ["collections", "shared"], queryFn: listSharedCollections, staleTime: 60_000, enabled }));
