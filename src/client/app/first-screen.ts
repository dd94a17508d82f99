import type { QueryClient } from "@tanstack/react-query";
import type { BookDetail, ChapterText } from "@/shared/api/books";
import type { CollectionPage } from "@/shared/api/collections";
import type { Me } from "@/shared/api/me";
import type { DueReviews } from "@/shared/api/review";
import { browserTimeZone } from "@/client/lib/browser-time-zone";
import { collectionPageQueryKey } from "@/client/features/collections/api/get-collection-page";
import { BOOKS_KEY, DUE_REVIEWS_KEY, ME_QUERY_KEY } from "@/client/lib/query-keys";

/** The data the server rendered the first screen from (src/server/http/first-screen), as the API answered it. */
type FirstScreenData =
  | { route: "auth"; me: null }
  | { route: "page"; me: Me; page: string }
  | { route: "review"; me: Me; due: DueReviews }
  | { route: "collection"; me: Me; domain: string; slug: string; page: CollectionPage }
  | { route: "reader"; me: Me; bookId: string; chapter: string; book: BookDetail; text: ChapterText };

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
  queryClient.setQueryData(ME_QUERY_KEY, data.me);
  if (data.route === "collection") {
    queryClient.setQueryData(collectionPageQueryKey(data.domain, data.slug), data.page);
  } else if (data.route === "review") {
    // Read in UTC (the server does not know the browser's zone), seeded under the browser's: the
    // page shows them at once and reads them again in its zone as it mounts (staleTime 0); only
    // cards in the Review state due later today can differ, and they come after the first card.
    queryClient.setQueryData([...DUE_REVIEWS_KEY, browserTimeZone()], data.due);
  } else if (data.route === "reader") {
    queryClient.setQueryData([...BOOKS_KEY, data.bookId], data.book);
    queryClient.setQueryData([...BOOKS_KEY, data.bookId, "chapter", data.chapter], data.text);
  }
  return true;
}

