import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DatabaseWordSchema, type DatabaseWord, type NewWord } from "@/shared/api/words";
import { api } from "@/client/lib/api-client";
import { COLLECTION_PAGE_KEY } from "@/client/lib/query-keys";
import { WORDS_DATABASE_KEY } from "./list-words";

/** POST /api/admin/words (administrators): a word added by hand to a shared collection. */
export const addWord = (word: NewWord): Promise<DatabaseWord> => api("/admin/words", { method: "POST", body: word, schema: DatabaseWordSchema });

export function useAddWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWord,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: WORDS_DATABASE_KEY });
      // The collection's own page lists it too.
      await queryClient.invalidateQueries({ queryKey: [COLLECTION_PAGE_KEY] });
    },
  });
}
