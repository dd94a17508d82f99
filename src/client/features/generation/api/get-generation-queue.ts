import { useQuery } from "@tanstack/react-query";
import { GenerationQueueResponseSchema, QUEUE_REFRESH_MS, type GenerationQueueResponse } from "@/shared/api/generation";
import { api } from "@/client/lib/api-client";

export const GENERATION_QUEUE_KEY = ["generation", "queue"] as const;

/** GET /api/generation/queue: the signed-in user's requests (their generate-words jobs), newest first. */
export const getGenerationQueue = (signal?: AbortSignal): Promise<GenerationQueueResponse> =>
  api("/generation/queue", { schema: GenerationQueueResponseSchema, ...(signal ? { signal } : {}) });

/** Refreshed every 5 s. */
export const useGenerationQueue = () =>
  useQuery({ queryKey: GENERATION_QUEUE_KEY, queryFn: ({ signal }) => getGenerationQueue(signal), refetchInterval: QUEUE_REFRESH_MS });
