import { useQuery } from "@tanstack/react-query";
import { GenerationSectionsSchema, type GenerationSections } from "@/shared/api/generation";
import { api } from "@/client/lib/api-client";

/** GET /api/generation/sections: the chapters, pages (2a–120b) or tractates offered for a collection. */
export const getGenerationSections = (collectionId: string, signal?: AbortSignal): Promise<GenerationSections> =>
  api("/generation/sections", { query: { collectionId }, schema: GenerationSectionsSchema, ...(signal ? { signal } : {}) });

export const useGenerationSections = (collectionId: string | null) =>
  useQuery({
    queryKey: ["generation", "sections", collectionId],
    queryFn: ({ signal }) => getGenerationSections(collectionId!, signal),
    enabled: collectionId !== null,
  });
