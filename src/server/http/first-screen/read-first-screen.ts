import type { BookDetail, ChapterText } from "../../../shared/api/books";
import type { CollectionPage } from "../../../shared/api/collections";
import type { DictionaryEntriesPage, DictionaryStats } from "../../../shared/api/dictionary";
import type { FirstScreenData } from "../../../shared/api/first-screen";
import type { Me } from "../../../shared/api/me";
import type { DueReviews } from "../../../shared/api/review";
import type { TodayStatistics } from "../../../shared/api/statistics";

/**
 * What the server knows of a page before any script runs: the same API routes the client calls,
 * called in-process with the request's cookie (`readApi`), so the session check, the permission
 * rules and the data are the API's own — there is no second path to the data. A 200 answer's body
 * is the route's declared response (its schema is checked in tests and development), typed here
 * by the caller as that response.
 */
export type ReadApi = <T>(path: string) => Promise<{ status: number; body: T }>;

export type { FirstScreenData };

/** What every page's shell asks for as it starts, read with the page (absent when not 200). */
type Shell = NonNullable<FirstScreenData["shell"]>;

const COLLECTION = /^\/([^/]+)\/([^/]+)\/?$/;
const EXPORT = /^\/[0-9a-fA-F-]{36}\/export\/?$/;
const READER = /^\/books\/([0-9a-fA-F-]{36})\/([^/]+)\/?$/;
/** First path segments that are pages of their own, never a domain's collection. */
const NOT_A_DOMAIN = new Set(["api", "assets", "auth", "account", "settings", "database", "queue", "admin", "books", "dictionary", "review"]);

const segment = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

/**
 * The data of the first screen of `pathname` for the requester: a collection page (its one
 * request) or a reader chapter (the book and the chapter), each with the session (`/api/me`);
 * /dictionary (its header, with the entries per language and the browse table's first page, as
 * the page asks for them: the browser asks for nothing more before it can draw it); /review (its
 * header and the first due card, read in the browser's zone when its cookie says it, else in UTC,
 * which the page reads again in its own);
 * /auth's sign-up form without a session. A collection page also reads its daily goal bar's count
 * when the browser's time zone is known (`timeZone`, from its cookie): "today" is the learner's.
 * Null when the page has no server-rendered first screen, or when an answer is not 200 (no
 * session, not visible, absent): the client then renders the page as before (sign-in, 404).
 */
export async function readFirstScreen(pathname: string, search: URLSearchParams, readApi: ReadApi, timeZone?: string): Promise<FirstScreenData | null> {
  const data = await readPage(pathname, search, readApi, timeZone);
  if (!data) return null;
  const [domains, config] = await Promise.all([data.me ? readApi<Shell["domains"]>("/domains") : null, readApi<Shell["config"]>("/config")]);
  const shell: Shell = {};
  if (domains?.status === 200) shell.domains = domains.body;
  if (config.status === 200) shell.config = config.body;
  return { ...data, shell };
}

async function readPage(pathname: string, search: URLSearchParams, readApi: ReadApi, timeZone: string | undefined): Promise<FirstScreenData | null> {
  if (pathname === "/auth") {
    if ([...search.keys()].some((k) => k !== "mode") || (search.get("mode") ?? "signup") !== "signup") return null;
    return (await readApi<Me | null>("/me")).status === 401 ? { route: "auth", me: null } : null;
  }
  if (pathname === "/dictionary" || pathname === "/review") {
    const me = await readApi<Me>("/me");
    if (me.status !== 200) return null;
    if (pathname === "/dictionary") {
      const [stats, entries] = await Promise.all([readApi<DictionaryStats>("/dictionary/stats"), readApi<DictionaryEntriesPage>("/dictionary/entries?page=1")]);
      if (stats.status === 200 && entries.status === 200) return { route: "dictionary", me: me.body, stats: stats.body, entries: entries.body };
    }
    if (pathname === "/review") {
      // The due cards as the page asks for them, in the browser's zone when its cookie says it (a
      // zone the API refuses is read in UTC); a failed read leaves the header alone, as before.
      let tz = timeZone ?? "UTC";
      let due = await readApi<DueReviews>(`/review/due?tz=${encodeURIComponent(tz)}`);
      if (due.status === 400 && tz !== "UTC") due = await readApi<DueReviews>(`/review/due?tz=${(tz = "UTC")}`);
      if (due.status === 200) return { route: "review", me: me.body, due: due.body, tz };
    }
    return { route: "page", me: me.body, page: pathname === "/dictionary" ? "dictionary" : "review" };
  }
  const reader = READER.exec(pathname);
  const collection = reader ? null : COLLECTION.exec(pathname);
  if (!reader && !collection) return null;
  if (collection && NOT_A_DOMAIN.has(collection[1]!)) return null;
  // /<uuid>/export would read /api/collections/<uuid>/export: the collection's export, not a page.
  if (collection && EXPORT.test(pathname)) return null;
  const me = await readApi<Me>("/me");
  if (me.status !== 200) return null;
  if (reader) {
    const bookId = reader[1]!;
    const chapter = segment(reader[2]!);
    if (!chapter) return null;
    const [book, text] = await Promise.all([
      readApi<BookDetail>(`/books/${bookId}`),
      readApi<ChapterText>(`/books/${bookId}/chapters/${encodeURIComponent(chapter)}`),
    ]);
    if (book.status !== 200 || text.status !== 200) return null;
    return { route: "reader", me: me.body, bookId, chapter, book: book.body, text: text.body };
  }
  const domain = segment(collection![1]!);
  const slug = segment(collection![2]!);
  if (!domain || !slug) return null;
  const [page, today] = await Promise.all([
    readApi<CollectionPage>(`/collections/${encodeURIComponent(domain)}/${encodeURIComponent(slug)}`),
    // A zone the API refuses (400) leaves the bar to the browser, as without the cookie.
    timeZone ? readApi<TodayStatistics>(`/statistics/today?tz=${encodeURIComponent(timeZone)}`) : null,
  ]);
  if (page.status !== 200) return null;
  return {
    route: "collection", me: me.body, domain, slug, page: page.body,
    ...(timeZone && today?.status === 200 ? { today: { tz: timeZone, stats: today.body } } : {}),
  };
}
