import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DictionaryLookupSchema, type DictionaryLookupQuery } from "@/shared/api/dictionary";
import { api } from "@/client/lib/api-client";
import { DICTIONARY_KEY } from "@/client/lib/query-keys";

/** GET /api/dictionary/lookup: a tapped word's reading and entries (its lemma's first, given its place). */
export const lookupWord = (query: DictionaryLookupQuery, signal?: AbortSignal) => api("/dictionary/lookup", { query: { ...query }, schema: DictionaryLookupSchema, signal });
export const useLookupWord = (query: DictionaryLookupQuery | null) =>
  useQuery({
    queryKey: [...DICTIONARY_KEY, "lookup", query], queryFn: ({ signal }) => lookupWord(query!, signal), enabled: query !== null,
    retry: false, staleTime: 5 * 60_000, placeholderData: keepPreviousData,
  });
