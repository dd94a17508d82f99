import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AddMyWordResultSchema, type AddMyWord } from "@/shared/api/my-words";
import { api } from "@/client/lib/api-client";
import { COLLECTION_PAGE_KEY, COLLECTIONS_KEY } from "@/client/lib/query-keys";

/** POST /api/my-words: a word tapped in the reader, saved to the learner's "My words" of the book's domain. */
export const addMyWord = (body: AddMyWord) => api("/my-words", { method: "POST", body, schema: AddMyWordResultSchema });

/**
 * After a save: the collection lists (a new "My words" tab) and that collection's page are read
 * again. What the dictionary's lookups say is the page's to update (the button's onSaved).
 */
export function useAddMyWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMyWord,
    onSuccess: async ({ collection }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: [COLLECTION_PAGE_KEY, collection.domain, collection.slug] }),
      ]);
    },
  });
}
