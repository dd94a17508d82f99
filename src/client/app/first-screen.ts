import { hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import type { Language } from "@/shared/domain";
import { SIGNED_OUT_ATTRIBUTE, SIGNED_OUT_VALUE } from "@/shared/api/first-screen";
import { ME_QUERY_KEY } from "@/client/lib/query-keys";
import { browserTimeZone } from "@/client/lib/browser-time-zone";
import { setFirstScreenLanguage } from "@/client/lib/use-selected-language";

/** The id of the JSON block the server writes beside its first screen (docs/first-screen.md). */
export const FIRST_SCREEN_BLOCK_ID = "milim-first-screen";

/**
 * What the server sends with a page's first screen: its query cache as the page's loaders filled
 * it (TanStack Query's dehydrated state: each query's key and the API's answer), the translation
 * language it drew the page in (its cookie; absent: the interface language's), and the API paths
 * it read (`reads`: a test checks that the browser asks for none of them again).
 */
export type FirstScreenBlock = { state: DehydratedState; glossLanguage?: Language; reads: string[] };

/**
 * Whether the server wrote this page's first screen into #root; when it did, its query cache goes
 * into the app's (`hydrate`) before anything renders, so the first render asks the server for
 * nothing and draws what is already on screen (React hydrates the markup: main.tsx).
 */
export function hydrateFirstScreen(queryClient: QueryClient): boolean {
  const text = document.getElementById(FIRST_SCREEN_BLOCK_ID)?.textContent;
  if (!text) return false;
  let block: FirstScreenBlock;
  try {
    block = JSON.parse(text) as FirstScreenBlock;
  } catch {
    return false;
  }
  // The translation language the server drew the page in: the hydrating render draws it too.
  setFirstScreenLanguage(block.glossLanguage);
  hydrate(queryClient, block.state);
  keepInBrowserZone(queryClient);
  return true;
}

/**
 * An answer that depends on the time zone (its query's `meta.timeZone`) was read by the server in
 * the zone of the browser's cookie, or in UTC on a first visit. The page reads it under the
 * browser's own zone: read there, it hydrates from it and asks nothing. Read in another zone (a
 * first visit, or a learner who travelled since the cookie was written), it is put under the
 * browser's zone as never read here (updatedAt 0): the app takes over what the server drew from
 * it, then reads it again in its own zone.
 */
function keepInBrowserZone(queryClient: QueryClient): void {
  const zone = browserTimeZone();
  for (const query of queryClient.getQueryCache().getAll()) {
    const readIn = query.meta?.timeZone;
    if (typeof readIn !== "string" || readIn === zone || query.queryKey.at(-1) !== readIn) continue;
    queryClient.setQueryData([...query.queryKey.slice(0, -1), zone], query.state.data, { updatedAt: 0 });
    queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  }
}

/**
 * A page the server sent knowing there is no session (<html data-session="none">, no first screen):
 * the app starts signed out, as an answer of this moment, instead of asking GET /api/me (a 401 in
 * the console, and a spinner before a visitor's log-in form). The mark is read once and taken off.
 */
export function seedSignedOut(queryClient: QueryClient): boolean {
  const html = document.documentElement;
  if (html.getAttribute(SIGNED_OUT_ATTRIBUTE) !== SIGNED_OUT_VALUE) return false;
  html.removeAttribute(SIGNED_OUT_ATTRIBUTE);
  queryClient.setQueryData(ME_QUERY_KEY, null);
  return true;
}
