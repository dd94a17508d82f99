import { useQuery } from "@tanstack/react-query";
import { AdminCollectionListSchema, type AdminCollection } from "@/shared/api/admin-collections";
import { api } from "@/client/lib/api-client";

/** GET /api/admin/collections: the collections an administrator can fill, with their word counts. */
export const getTargetCollections = async (signal?: AbortSignal): Promise<AdminCollection[]> =>
  (await api("/admin/collections", { schema: AdminCollectionListSchema, ...(signal ? { signal } : {}) })).collections;

export const TARGET_COLLECTIONS_KEY = ["generation", "collections"] as const;

export const useTargetCollections = (enabled: boolean) =>
  useQuery({ queryKey: TARGET_COLLECTIONS_KEY, queryFn: ({ signal }) => getTargetCollections(signal), enabled });
