import { queryOptions, useQuery } from "@tanstack/react-query";
import { CollectionListSchema, type CollectionSummary } from "@/shared/api/collections";
import { api } from "@/client/lib/api-client";

/** GET /api/collections?domain= — the domain's collections, by order. */
export const getDomainCollections = async (domain: string): Promise<CollectionSummary[]> =>
  (await api("/collections", { query: { domain }, schema: CollectionListSchema })).collections;

export const getDomainCollectionsQueryOptions = (domain: string) =>
  queryOptions({ queryKey: ["collections", "list", domain], queryFn: () => getDomainCollections(domain), staleTime: 60_000 });

export const useDomainCollections = (domain: string, enabled = true) =>
  useQuery({ ...getDomainCollectionsQueryOptions(domain), enabled });
