import { useInfiniteQuery } from "@tanstack/react-query";
import { WordsPageSchema, type WordsPage } from "@/shared/api/words";
import { api } from "@/client/lib/api-client";

export interface WordsFilters { collectionId?: string; domain?: string; subcategory?: string; section?: string; q?: string }

export const WORDS_DATABASE_KEY = ["words-database"] as const;

/** GET /api/words — one page (the first also carries the total, the breakdown and the subcategories). */
export const listWords = (filters: WordsFilters, after: string | null, signal?: AbortSignal): Promise<WordsPage> =>
  api("/words", { query: { ...filters, after }, schema: WordsPageSchema, signal });

/** The pages of the current filters, fetched one request at a time as the table scrolls. */
export function useWordPages(filters: WordsFilters) {
  return useInfiniteQuery({
    queryKey: [...WORDS_DATABASE_KEY, filters],
    queryFn: ({ pageParam, signal }) => listWords(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: 30_000,
  });
}
