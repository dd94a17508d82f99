import { useQuery } from "@tanstack/react-query";
import { AdminCollectionListSchema, type AdminCollection } from "@/shared/api/admin-collections";
import { api } from "@/client/lib/api-client";
import { ADMIN_COLLECTIONS_KEY } from "@/client/lib/query-keys";

/** GET /api/admin/collections — shared collections of every domain with their word counts. */
export const listCollections = async (): Promise<AdminCollection[]> => (await api("/admin/collections", { schema: AdminCollectionListSchema })).collections;

export const useCollectionList = () => useQuery({ queryKey: ADMIN_COLLECTIONS_KEY, queryFn: listCollections });
