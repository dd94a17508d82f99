import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client";
import { ADMIN_COLLECTIONS_KEY, COLLECTIONS_KEY } from "@/client/lib/query-keys";

/** DELETE /api/admin/collections/:id — with its words and every learner's progress on them. */
export const deleteCollection = (id: string): Promise<void> => api(`/admin/collections/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollection,
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_COLLECTIONS_KEY }),
      queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY }),
    ]),
  });
}
