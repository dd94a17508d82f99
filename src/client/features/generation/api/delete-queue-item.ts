import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client";
import { GENERATION_QUEUE_KEY } from "./get-generation-queue";

/** DELETE /api/generation/queue/:id (refused while the item is in progress). */
export const deleteQueueItem = (id: string) => api<void>(`/generation/queue/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteQueueItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteQueueItem, onSettled: () => queryClient.invalidateQueries({ queryKey: GENERATION_QUEUE_KEY }) });
}
