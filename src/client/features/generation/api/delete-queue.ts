import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DeleteQueueResponseSchema } from "@/shared/api/generation";
import { api } from "@/client/lib/api-client";
import { GENERATION_QUEUE_KEY } from "./get-generation-queue";

/** DELETE /api/generation/queue: every item of the user ('Delete Completed', as the spec labels it). */
export const deleteQueue = () => api("/generation/queue", { method: "DELETE", schema: DeleteQueueResponseSchema });

export function useDeleteQueue() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteQueue, onSettled: () => queryClient.invalidateQueries({ queryKey: GENERATION_QUEUE_KEY }) });
}
