import { queryOptions, useQuery } from "@tanstack/react-query";
import { CollectionListSchema, type CollectionSummary } from "@/shared/api/collections";
import { api } from "@/client/lib/api-client";

/** GET /api/collections — every collection the user can see (shared and their own), by domain then order. */
export const getTransferCollections = async (): Promise<CollectionSummary[]> =>
  (await api("/collections", { schema: CollectionListSchema })).collections;

export const getTransferCollectionsQueryOptions = () =>
  queryOptions({ queryKey: ["collections", "all"], queryFn: getTransferCollections, staleTime: 60_000 });

export const useTransferCollections = () => useQuery(getTransferCollectionsQueryOptions());
