import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ContinueQueueResponseSchema } from "@/shared/api/generation";
import { api } from "@/client/lib/api-client";
import { GENERATION_QUEUE_KEY } from "./get-generation-queue";

/** POST /api/generation/queue/continue ('Continue'). */
export const continueQueue = () => api("/generation/queue/continue", { method: "POST", schema: ContinueQueueResponseSchema });

export function useContinueQueue() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: continueQueue, onSettled: () => queryClient.invalidateQueries({ queryKey: GENERATION_QUEUE_KEY }) });
}
