import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CreateGenerationResponseSchema, type CreateGenerationRequest, type GenerationItem } from "@/shared/api/generation";
import { api } from "@/client/lib/api-client";
import { GENERATION_QUEUE_KEY } from "./get-generation-queue";

/** POST /api/generation/queue: one queue item per section (or for the whole collection, or every collection). */
export const createGeneration = async (request: CreateGenerationRequest): Promise<GenerationItem[]> =>
  (await api("/generation/queue", { method: "POST", body: request, schema: CreateGenerationResponseSchema })).items;

export function useCreateGeneration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createGeneration, onSettled: () => queryClient.invalidateQueries({ queryKey: GENERATION_QUEUE_KEY }) });
}
