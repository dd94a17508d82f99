import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { ParsingSessionSchema, type ParsingItem, type ParsingSession } from "@/shared/api/parsing";
import { api } from "@/client/lib/api-client";
import { PARSING_SESSION_KEY } from "@/client/lib/query-keys";

/** A drill's scope as the page's address gives it: `?book=…&chapter=…` or `?collection=…`. */
export type ParsingScopeQuery = { book: string; chapter: number } | { collection: string };

/** The scope in the page's address, or null when it names none. */
export function parsingScopeOf(params: URLSearchParams): ParsingScopeQuery | null {
  const collection = params.get("collection");
  if (collection) return { collection };
  const book = params.get("book");
  const chapter = Number(params.get("chapter"));
  return book && Number.isInteger(chapter) && chapter > 0 ? { book, chapter } : null;
}

/** GET /api/parsing/session: the due forms first, then new ones of the learner's reading, with their choices and accuracy. */
export const getParsingSession = (scope: ParsingScopeQuery, signal?: AbortSignal): Promise<ParsingSession> =>
  api("/parsing/session", { query: scope, schema: ParsingSessionSchema, signal });

/** One round's items, read each time the page opens (not on focus or reconnect: a round keeps its items while it is answered). */
export const getParsingSessionQueryOptions = (scope: ParsingScopeQuery) =>
  queryOptions({
    queryKey: [...PARSING_SESSION_KEY, scope],
    queryFn: ({ signal }) => getParsingSession(scope, signal),
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Read as the page opened (its route's loader asked for it with the page's code): not asked for again. */
const JUST_READ_MS = 5_000;

export const useParsingSession = (scope: ParsingScopeQuery) =>
  useQuery({ ...getParsingSessionQueryOptions(scope), refetchOnMount: (q) => Date.now() - q.state.dataUpdatedAt > JUST_READ_MS });

const samePlace = (a: ParsingItem["place"], b: ParsingItem["place"]) =>
  a.bookId === b.bookId && a.chapter === b.chapter && a.verse === b.verse && a.position === b.position;

/**
 * Takes an answered form out of the cached rounds (their time kept: the round on screen is not read
 * again), so the offline copy, read after a reload, does not ask it again.
 */
export function dropAnsweredItem(queryClient: QueryClient, place: ParsingItem["place"]): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: PARSING_SESSION_KEY })) {
    const data = query.state.data as ParsingSession | undefined;
    if (!data?.items.some((i) => samePlace(i.place, place))) continue;
    queryClient.setQueryData(query.queryKey, { ...data, items: data.items.filter((i) => !samePlace(i.place, place)) }, { updatedAt: query.state.dataUpdatedAt });
  }
}
