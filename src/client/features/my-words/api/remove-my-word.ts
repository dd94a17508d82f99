import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client";
import { COLLECTION_PAGE_KEY, COLLECTIONS_KEY, DUE_REVIEWS_KEY, SEARCH_KEY } from "@/client/lib/query-keys";

/** DELETE /api/my-words/:id: a word of the learner's own "My words", with its progress and review card. */
export const removeMyWord = (id: string): Promise<void> => api(`/my-words/${encodeURIComponent(id)}`, { method: "DELETE" });

/** After a removal: collection pages are read again (the page updates the dictionary's lookups: the button's onRemoved). */
export function useRemoveMyWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMyWord,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: [COLLECTION_PAGE_KEY] }),
        queryClient.invalidateQueries({ queryKey: [SEARCH_KEY] }),
        queryClient.invalidateQueries({ queryKey: DUE_REVIEWS_KEY }),
      ]);
    },
  });
}
