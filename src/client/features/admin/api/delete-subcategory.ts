import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client";
import { SUBCATEGORIES_KEY } from "@/client/lib/query-keys";

/** DELETE /api/admin/subcategories/:id */
export const deleteSubcategory = (id: string): Promise<void> => api(`/admin/subcategories/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSubcategory, onSettled: () => queryClient.invalidateQueries({ queryKey: SUBCATEGORIES_KEY }) });
}
