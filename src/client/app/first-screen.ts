import type { QueryClient } from "@tanstack/react-query";
import type { FirstScreenData } from "@/shared/api/first-screen";
import { browserTimeZone } from "@/client/lib/browser-time-zone";
import { setFirstScreenLanguage } from "@/client/lib/use-selected-language";
import { collectionPageQueryKey } from "@/client/features/collections/api/get-collection-page";
import { BOOKS_KEY, DICTIONARY_STATS_KEY, dictionaryBrowseKey, DOMAINS_KEY, DUE_REVIEWS_KEY, ME_QUERY_KEY, TODAY_STATISTICS_KEY } from "@/client/lib/query-keys";
import { getAppConfigQueryOptions } from "./shell/api/get-app-config";

/**
 * Whether the server wrote this page's first screen into #root; when it did, its data (the JSON
 * block beside it) goes into the query cache under the keys the page reads, so the first render
 * asks the server for nothing and draws what is already on screen.
 */
export function seedFirstScreen(queryClient: QueryClient): boolean {
  const block = document.getElementById("milim-first-screen");
  if (!block?.textContent) return false;
  let data: FirstScreenData;
  try {
    data = JSON.parse(block.textContent) as FirstScreenData;
  } catch {
    return false;
  }
  seedQueryCache(queryClient, data);
  return true;
}

/**
 * Puts a first screen's data into the query cache under the keys its page reads: in the browser
 * (from the block) and on the server, which renders the same components from the same cache
 * (render-page.tsx), so the browser's first render is the server's markup (hydration).
 */
export function seedQueryCache(queryClient: QueryClient, data: FirstScreenData): void {
  // The translation language the server drew the page in: the hydrating render draws it too.
  setFirstScreenLanguage(data.glossLanguage);
  queryClient.setQueryData(ME_QUERY_KEY, data.me);
  // The shell's own requests (the top bar's domains, the footer's configuration), answered with the page.
  if (data.shell?.domains) queryClient.setQueryData(DOMAINS_KEY, data.shell.domains.domains);
  if (data.shell?.config) queryClient.setQueryData(getAppConfigQueryOptions().queryKey, data.shell.config);
  if (data.route === "collection") {
    queryClient.setQueryData(collectionPageQueryKey(data.domain, data.slug), data.page);
    // The daily goal bar's count, when the browser's cookie gave its zone.
    if (data.today) seedInBrowserZone(queryClient, TODAY_STATISTICS_KEY, data.today.tz, data.today.stats);
  } else if (data.route === "review") {
    // The due cards; on a first visit (no cookie yet) read in UTC. Only cards in the Review state
    // due later today can differ, and they come after the first card.
    seedInBrowserZone(queryClient, DUE_REVIEWS_KEY, data.tz, data.due);
  } else if (data.route === "dictionary") {
    // Under the keys DictionaryBrowser reads as it opens: the statistics and the unfiltered first page.
    queryClient.setQueryData(DICTIONARY_STATS_KEY, data.stats);
    queryClient.setQueryData(dictionaryBrowseKey({ page: 1 }), data.entries);
  } else if (data.route === "reader") {
    queryClient.setQueryData([...BOOKS_KEY, data.bookId], data.book);
    queryClient.setQueryData([...BOOKS_KEY, data.bookId, "chapter", data.chapter], data.text);
  }
}

/** The zone a first screen's data was read in (the browser's cookie), when it depends on one. */
export function firstScreenZone(data: FirstScreenData): string | undefined {
  return data.route === "collection" ? data.today?.tz : data.route === "review" ? data.tz : undefined;
}

/**
 * An answer read in the zone `readIn`, seeded under the key the page reads it by: `key` and the
 * browser's own zone. Read in that zone, the page hydrates from it and does not ask again. Read in
 * another (a first visit's UTC, or a learner who travelled since the cookie was written), it is
 * seeded as never read in this zone (updatedAt 0): the app takes over what the server drew from
 * it, then reads it again in its own zone.
 */
function seedInBrowserZone(queryClient: QueryClient, key: readonly string[], readIn: string, value: unknown): void {
  const tz = browserTimeZone();
  queryClient.setQueryData([...key, tz], value, readIn === tz ? {} : { updatedAt: 0 });
}
