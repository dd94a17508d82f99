import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RestartFailedResponseSchema } from "@/shared/api/generation";
import { api } from "@/client/lib/api-client";
import { GENERATION_QUEUE_KEY } from "./get-generation-queue";

/** POST /api/generation/queue/restart-failed ('Restart Failed'). */
export const restartFailed = () => api("/generation/queue/restart-failed", { method: "POST", schema: RestartFailedResponseSchema });

export function useRestartFailed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restartFailed, onSettled: () => queryClient.invalidateQueries({ queryKey: GENERATION_QUEUE_KEY }) });
}
