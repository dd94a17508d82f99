import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client";
import { DOMAINS_KEY } from "@/client/lib/query-keys";

/** DELETE /api/admin/domains/:id (refused while the domain holds collections). */
export const deleteDomain = (id: string): Promise<void> => api(`/admin/domains/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteDomain() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDomain, onSettled: () => queryClient.invalidateQueries({ queryKey: DOMAINS_KEY }) });
}
