import { GenerationItemDetailSchema, type GenerationItemDetail } from "@/shared/api/generation";
import { api } from "@/client/lib/api-client";

/** GET /api/generation/queue/:id: one item with the words it generated. */
export const getGenerationItem = (id: string, signal?: AbortSignal): Promise<GenerationItemDetail> =>
  api(`/generation/queue/${encodeURIComponent(id)}`, { schema: GenerationItemDetailSchema, ...(signal ? { signal } : {}) });
