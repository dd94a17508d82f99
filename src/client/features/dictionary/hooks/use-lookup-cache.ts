import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { DictionaryLookup, DictionaryLookupQuery } from "@/shared/api/dictionary";
import { plainHebrew } from "@/shared/hebrew/strip-niqqud";
import { DICTIONARY_KEY } from "@/client/lib/query-keys";

const LOOKUPS = [...DICTIONARY_KEY, "lookup"] as const;

export interface LookupCache {
  /** A word of `bookId` was saved to My words: the cached lookups of it in that book say so at once; others are read again when next shown. */
  markSaved(saved: { bookId: string; hebrew: string; wordId: string }): void;
  /** A saved word was removed: the cached lookups that named it say it is not saved. */
  markRemoved(wordId: string): void;
}

/**
 * The dictionary's own lookup cache (["dictionary", "lookup", query]), kept by this feature: the
 * page passes these callbacks to whatever changes what a lookup says (My words).
 */
export function useLookupCache(): LookupCache {
  const queryClient = useQueryClient();
  return useMemo(() => ({
    markSaved({ bookId, hebrew, wordId }) {
      const plain = plainHebrew(hebrew);
      for (const [key, data] of queryClient.getQueriesData<DictionaryLookup>({ queryKey: LOOKUPS })) {
        const query = key[LOOKUPS.length] as DictionaryLookupQuery | null | undefined;
        if (data && query?.book === bookId && plainHebrew(data.word) === plain) queryClient.setQueryData<DictionaryLookup>(key, { ...data, myWordId: wordId });
      }
      void queryClient.invalidateQueries({ queryKey: LOOKUPS, refetchType: "none", predicate: (q) => (q.queryKey[LOOKUPS.length] as DictionaryLookupQuery | null)?.book !== bookId });
    },
    markRemoved(wordId) {
      for (const [key, data] of queryClient.getQueriesData<DictionaryLookup>({ queryKey: LOOKUPS })) {
        if (data?.myWordId === wordId) queryClient.setQueryData<DictionaryLookup>(key, { ...data, myWordId: null });
      }
    },
  }), [queryClient]);
}
