import { useQuery } from "@tanstack/react-query";
import { DictionarySearchResultSchema } from "@/shared/api/dictionary";
import { api } from "@/client/lib/api-client";
import { DICTIONARY_KEY } from "@/client/lib/query-keys";

/** GET /api/dictionary/search?q=: the best 50 of at most 500 matches. */
export const searchDictionary = (q: string, signal?: AbortSignal) => api("/dictionary/search", { query: { q }, schema: DictionarySearchResultSchema, signal });
export const useSearchDictionary = (q: string | null) =>
  useQuery({ queryKey: [...DICTIONARY_KEY, "search", q], queryFn: ({ signal }) => searchDictionary(q!, signal), enabled: q !== null, retry: false });
