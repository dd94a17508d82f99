import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { SearchResultSchema, type SearchResult } from "@/shared/api/collections";
import { api } from "@/client/lib/api-client";
import { SEARCH_KEY } from "@/client/lib/query-keys";

/** GET /api/search?q= — words of every visible collection (niqqud ignored on the server; limit 500). */
export const searchWords = (q: string, signal?: AbortSignal): Promise<SearchResult> =>
  api("/search", { query: { q }, schema: SearchResultSchema, signal });

export const searchWordsQueryOptions = (q: string) =>
  queryOptions({ queryKey: [SEARCH_KEY, q], queryFn: ({ signal }) => searchWords(q, signal), staleTime: 30_000 });

/** Runs only for a submitted term (null: no search). */
export const useSearchWords = (q: string | null) =>
  useQuery({ ...searchWordsQueryOptions(q ?? ""), enabled: q !== null, placeholderData: q !== null ? keepPreviousData : undefined });
