import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AdminCollectionSchema, type AdminCollection, type CollectionInput } from "@/shared/api/admin-collections";
import { api } from "@/client/lib/api-client";
import { ADMIN_COLLECTIONS_KEY, COLLECTIONS_KEY } from "@/client/lib/query-keys";

/** POST /api/admin/collections, or PATCH /api/admin/collections/:id when `id` is given. */
export const saveCollection = ({ id, values }: { id?: string; values: CollectionInput }): Promise<AdminCollection> =>
  id
    ? api(`/admin/collections/${encodeURIComponent(id)}`, { method: "PATCH", body: values, schema: AdminCollectionSchema })
    : api("/admin/collections", { method: "POST", body: values, schema: AdminCollectionSchema });

export function useSaveCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCollection,
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_COLLECTIONS_KEY }),
      queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY }),
    ]),
  });
}
