import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FillReadingPathResultSchema, type FillReadingPath } from "@/shared/api/reading-path";
import { api } from "@/client/lib/api-client";
import { COLLECTION_PAGE_KEY, COLLECTIONS_KEY } from "@/client/lib/query-keys";
import { READING_PATH_KEY } from "./get-reading-path";

/** POST /api/reading-path/fill: the learner's own collection of the N words. */
export const fillReadingPath = (body: FillReadingPath) => api("/reading-path/fill", { method: "POST", body, schema: FillReadingPathResultSchema });

/** After a fill: the collection lists (a new tab), that collection's page and the offers are read again. */
export function useFillReadingPath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fillReadingPath,
    onSuccess: async ({ collection }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: [COLLECTION_PAGE_KEY, collection.domain, collection.slug] }),
        queryClient.invalidateQueries({ queryKey: READING_PATH_KEY }),
      ]);
    },
  });
}
