import { useMutation, useQueryClient } from "@tanstack/react-query";
import { WordSchema } from "@/shared/api/collections";
import type { EditMyWord } from "@/shared/api/my-words";
import { api } from "@/client/lib/api-client";
import { COLLECTION_PAGE_KEY, DUE_REVIEWS_KEY, SEARCH_KEY } from "@/client/lib/query-keys";

/** PATCH /api/my-words/:id: the learner's own meaning (and transliteration) of a word of their "My words". */
export const editMyWord = ({ id, edit }: { id: string; edit: EditMyWord }) =>
  api(`/my-words/${encodeURIComponent(id)}`, { method: "PATCH", body: edit, schema: WordSchema });

/** After an edit: the collection pages, searches and due reviews that show the word are read again. */
export function useEditMyWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editMyWord,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [COLLECTION_PAGE_KEY] }),
        queryClient.invalidateQueries({ queryKey: [SEARCH_KEY] }),
        queryClient.invalidateQueries({ queryKey: DUE_REVIEWS_KEY }),
      ]);
    },
  });
}
