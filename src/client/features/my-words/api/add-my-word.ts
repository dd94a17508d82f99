import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DictionaryLookup, DictionaryLookupQuery } from "@/shared/api/dictionary";
import { AddMyWordResultSchema, type AddMyWord } from "@/shared/api/my-words";
import { plainHebrew } from "@/shared/hebrew/strip-niqqud";
import { api } from "@/client/lib/api-client";
import { COLLECTION_PAGE_KEY, COLLECTIONS_KEY, DICTIONARY_KEY } from "@/client/lib/query-keys";

/** POST /api/my-words: a word tapped in the reader, saved to the learner's "My words" of the book's domain. */
export const addMyWord = (body: AddMyWord) => api("/my-words", { method: "POST", body, schema: AddMyWordResultSchema });

const LOOKUPS = [...DICTIONARY_KEY, "lookup"] as const;

/**
 * After a save: the reader's cached lookups of that word in the same book say "in My words" at
 * once (others are read again when next shown), and the collection lists (a new "My words" tab)
 * and that collection's page are read again.
 */
export function useAddMyWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMyWord,
    onSuccess: async ({ collection, word }, sent) => {
      const plain = plainHebrew(sent.hebrew);
      for (const [key, data] of queryClient.getQueriesData<DictionaryLookup>({ queryKey: LOOKUPS })) {
        const query = key[LOOKUPS.length] as DictionaryLookupQuery | null | undefined;
        if (data && query?.book === sent.bookId && plainHebrew(data.word) === plain) queryClient.setQueryData<DictionaryLookup>(key, { ...data, myWordId: word.id });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LOOKUPS, refetchType: "none", predicate: (q) => (q.queryKey[LOOKUPS.length] as DictionaryLookupQuery | null)?.book !== sent.bookId }),
        queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: [COLLECTION_PAGE_KEY, collection.domain, collection.slug] }),
      ]);
    },
  });
}
