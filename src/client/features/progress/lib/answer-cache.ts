import type { QueryClient } from "@tanstack/react-query";
import type { CollectionPage, SearchResult, WordProgress } from "@/shared/api/collections";
import { COLLECTION_PAGE_KEY, SEARCH_KEY } from "@/client/lib/query-keys";
import { patchCollectionPage, patchWords, progressIn, type ProgressPatch } from "./update-cached-words";

/** The word's progress as cached (first cached list holding it), undefined when no list holds it. */
export function cachedProgress(queryClient: QueryClient, wordId: string): WordProgress | null | undefined {
  for (const [, page] of queryClient.getQueriesData<CollectionPage>({ queryKey: [COLLECTION_PAGE_KEY] })) {
    const p = page ? progressIn(page.words, wordId) : undefined;
    if (p !== undefined) return p;
  }
  for (const [, result] of queryClient.getQueriesData<SearchResult>({ queryKey: [SEARCH_KEY] })) {
    const p = result ? progressIn(result.words, wordId) : undefined;
    if (p !== undefined) return p;
  }
  return undefined;
}

/** Writes the progress into every cached collection page and search result holding the word. */
export function patchCachedProgress(queryClient: QueryClient, patch: ProgressPatch): void {
  queryClient.setQueriesData<CollectionPage>({ queryKey: [COLLECTION_PAGE_KEY] }, (page) => (page ? patchCollectionPage(page, patch) : page));
  queryClient.setQueriesData<SearchResult>({ queryKey: [SEARCH_KEY] }, (result) => {
    if (!result) return result;
    const words = patchWords(result.words, patch);
    return words === result.words ? result : { ...result, words };
  });
}
