import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DictionaryLookup } from "@/shared/api/dictionary";
import { api } from "@/client/lib/api-client";
import { COLLECTION_PAGE_KEY, COLLECTIONS_KEY, DICTIONARY_KEY } from "@/client/lib/query-keys";

/** DELETE /api/my-words/:id: a word of the learner's own "My words", with its progress and review card. */
export const removeMyWord = (id: string): Promise<void> => api(`/my-words/${encodeURIComponent(id)}`, { method: "DELETE" });

const LOOKUPS = [...DICTIONARY_KEY, "lookup"] as const;

/** After a removal: cached lookups that named the word say it is not saved, and collection pages are read again. */
export function useRemoveMyWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMyWord,
    onSuccess: async (_none, id) => {
      for (const [key, data] of queryClient.getQueriesData<DictionaryLookup>({ queryKey: LOOKUPS })) {
        if (data?.myWordId === id) queryClient.setQueryData<DictionaryLookup>(key, { ...data, myWordId: null });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: [COLLECTION_PAGE_KEY] }),
      ]);
    },
  });
}
