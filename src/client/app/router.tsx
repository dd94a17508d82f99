import type { QueryClient } from "@tanstack/react-query";
import { isValidElement } from "react";
import { createBrowserRouter, matchRoutes, Navigate, redirect, type LoaderFunctionArgs, type Params, type RouteObject } from "react-router";
import { sessionQueryOptions } from "@/client/features/auth/hooks/use-session";
import { getBookQueryOptions } from "@/client/features/books/api/get-book";
import { booksQueryOptions } from "@/client/features/books/api/get-books";
import { getChapterQueryOptions } from "@/client/features/books/api/get-chapter";
import { getCollectionPageQueryOptions } from "@/client/features/collections/api/get-collection-page";
import { browseDictionaryQueryOptions } from "@/client/features/dictionary/api/browse-dictionary";
import { getDictionaryStatsQueryOptions } from "@/client/features/dictionary/api/get-dictionary-stats";
import { getDueReviewsQueryOptions } from "@/client/features/review/api/get-due-reviews";
import { getTodayStatisticsQueryOptions } from "@/client/features/statistics/api/get-today-statistics";
import { browserTimeZone, timeZoneKnown } from "@/client/lib/browser-time-zone";
import { hebrewFontReady } from "@/client/lib/hebrew-font";
import { HOME_PATH } from "./home-path";
import { lazyPage, type LazyPage } from "./lazy-page";
import { ProtectedLayout } from "./protected-layout";
import { RootLayout } from "./root-layout";
import { DomainRedirect } from "./routes/domain-redirect";
import { NotFoundPage } from "./routes/not-found-page";
import { RouteError } from "./routes/route-error";
import { getAppConfigQueryOptions } from "./shell/api/get-app-config";
import { getDomainsQueryOptions } from "@/client/lib/domains";
import { getParsingSessionQueryOptions, parsingScopeOf } from "@/client/features/parsing/api/get-parsing-session";

// Pages are loaded on first use to keep the initial JavaScript small.
const AuthPage = lazyPage(() => import("./routes/auth-page"), "AuthPage");
const AccountPage = lazyPage(() => import("./routes/account-page"), "AccountPage");
const SettingsPage = lazyPage(() => import("./routes/settings-page"), "SettingsPage");
const CollectionPage = lazyPage(() => import("./routes/collection-page"), "CollectionPage");
const DatabasePage = lazyPage(() => import("./routes/database-page"), "DatabasePage");
const QueuePage = lazyPage(() => import("./routes/queue-page"), "QueuePage");
const AdminPage = lazyPage(() => import("./routes/admin-page"), "AdminPage");
const BooksPage = lazyPage(() => import("./routes/books-page"), "BooksPage");
const ReaderPage = lazyPage(() => import("./routes/reader-page"), "ReaderPage");
const DictionaryPage = lazyPage(() => import("./routes/dictionary-page"), "DictionaryPage");
const ReviewPage = lazyPage(() => import("./routes/review-page"), "ReviewPage");
const SourcesPage = lazyPage(() => import("./routes/sources-page"), "SourcesPage");
const ParsingPage = lazyPage(() => import("./routes/parsing-page"), "ParsingPage");

export { HOME_PATH };

/**
 * What a route's loader is given: the route's params and address, and the app's query cache (in
 * the browser) or the render's own (on the server).
 */
type RouteDataArgs = { params: Params; url: URL; queryClient: QueryClient };

/**
 * A route's data (docs/first-screen.md): the queries its page reads as it opens, with the very
 * options its components read them by. It fails when the page cannot open from data alone (no
 * session, nothing at that address, a form the server does not draw). On the server the loaders
 * of the matched routes are awaited and the page is drawn from what they read (a failure: no first
 * screen); in the browser they only start the page's requests with its code, and the page shows
 * its own loading and error states. `ensureQueryData`: the page needs it; `prefetchQuery`: the
 * page draws a part without it.
 */
type RouteData = (args: RouteDataArgs) => Promise<unknown>;

/**
 * Whether this route's page carries the Hebrew font with it (cantillation and stress marks): the
 * server preloads it for the first screen, and a navigation in the browser waits for it
 * (lib/hebrew-font.ts: the CSS face's one chance may have passed on an earlier page).
 */
export type RouteHandle = { hebrewFont?: boolean };

/** The shell's footer (every page): the instance's configuration. */
const rootData: RouteData = ({ queryClient }) => queryClient.prefetchQuery(getAppConfigQueryOptions());

/** A signed-in page's shell: the session (none: the page is /auth's) and the top bar's domains. */
const signedInData: RouteData = async ({ queryClient }) => {
  const [me] = await Promise.all([queryClient.ensureQueryData(sessionQueryOptions()), queryClient.prefetchQuery(getDomainsQueryOptions())]);
  if (!me) throw redirect("/auth");
};

/** The /auth forms the server draws: those without a link's parameters (the reset and set-up links' forms read theirs in the browser). */
const PLAIN_AUTH_FORMS = new Set(["signup", "login"]);

/** /auth: the sign-up or log-in form, for a visitor without a session. */
const authData: RouteData = async ({ url, queryClient }) => {
  if ([...url.searchParams.keys()].some((k) => k !== "mode") || !PLAIN_AUTH_FORMS.has(url.searchParams.get("mode") ?? "signup")) throw new Error("Only the sign-up and log-in forms open from data"); // programming error: only the server render asks
  if (await queryClient.ensureQueryData(sessionQueryOptions())) throw redirect("/");
};

/** A collection: its one request, and the daily goal bar's count where the browser's zone is known ("today" is the learner's). */
/**
 * `/<uuid>/export` matches `/:domain/:slug`, but its API address is a collection's export
 * (`GET /api/collections/:id/export`), not a collection page: it has no data of its own.
 */
const EXPORT_ADDRESS = /^\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/export\/?$/i;

const collectionData: RouteData = ({ params, queryClient }) => Promise.all([
  queryClient.ensureQueryData(getCollectionPageQueryOptions(params.domain ?? "", params.slug ?? "")),
  timeZoneKnown() ? queryClient.prefetchQuery(getTodayStatisticsQueryOptions(browserTimeZone())) : null,
]);

/** "/": the home collection (the server answers with a redirect, the browser's Navigate does the same). */
const homeData: RouteData = () => { throw redirect(HOME_PATH); };

/** The library: its books with the learner's progress (one request; the reading path below is read once it is here). */
const booksData: RouteData = ({ queryClient }) => queryClient.ensureQueryData(booksQueryOptions());

/** A chapter of a book: the book (its chapter list) and the chapter; without a chapter in the address, the book's first. */
const readerData: RouteData = async ({ params, queryClient }) => {
  const bookId = params.bookId ?? "";
  const chapter = params.chapter;
  const [book] = await Promise.all([
    queryClient.ensureQueryData(getBookQueryOptions(bookId)),
    chapter ? queryClient.ensureQueryData(getChapterQueryOptions(bookId, chapter)) : null,
  ]);
  if (!chapter && book.firstChapterLabel) await queryClient.ensureQueryData(getChapterQueryOptions(bookId, book.firstChapterLabel));
};

/** The dictionary as it opens: its statistics and the browse table's unfiltered first page. */
const dictionaryData: RouteData = ({ queryClient }) => Promise.all([
  queryClient.ensureQueryData(getDictionaryStatsQueryOptions()),
  queryClient.ensureQueryData(browseDictionaryQueryOptions({ page: 1 })),
]);

/**
 * /review: the due cards in the browser's zone (on the server: its cookie's, else UTC, which the
 * browser reads again in its own); a zone the API refuses is read in UTC. Without them the page
 * opens on its header.
 */
const reviewData: RouteData = async ({ queryClient }) => {
  const zone = browserTimeZone();
  await queryClient.prefetchQuery(getDueReviewsQueryOptions(zone));
  if (zone !== "UTC" && queryClient.getQueryState(getDueReviewsQueryOptions(zone).queryKey)?.status !== "success") {
    await queryClient.prefetchQuery(getDueReviewsQueryOptions("UTC"));
  }
};

/** /parsing?book=…&chapter=… or ?collection=…: the drill's round; an address without a scope: the library, to choose a chapter from. */
const parsingData: RouteData = async ({ url, queryClient }) => {
  const scope = parsingScopeOf(url.searchParams);
  if (!scope) {
    await queryClient.ensureQueryData(booksQueryOptions());
    return;
  }
  await queryClient.ensureQueryData(getParsingSessionQueryOptions(scope));
};

/**
 * The route table, each page's route with the data its page opens with, read into `queryClient`
 * (the server: the query cache of the page being drawn, asked for as each loader runs).
 * `awaitData`: the loaders are awaited (the server's render); otherwise (the browser) a loader
 * only starts its requests, and a navigation does not wait for them.
 */
export function createRoutes(queryClient: QueryClient | (() => QueryClient), { awaitData }: { awaitData: boolean }): RouteObject[] {
  const load = (data: RouteData) => async ({ params, request }: LoaderFunctionArgs) => {
    const client = typeof queryClient === "function" ? queryClient() : queryClient;
    const reading = (async () => data({ params, url: new URL(request.url), queryClient: client }))();
    if (awaitData) await reading;
    else reading.catch(() => {});
    return null;
  };
  /**
   * A page with cantillation: in the browser its navigation also waits for the Hebrew font (at
   * once when warmed, at most a few seconds), so the page is not drawn before it; its data is asked for first.
   */
  const loadWithHebrew = (data: RouteData) => {
    const loader = load(data);
    return async (args: LoaderFunctionArgs) => {
      const loaded = loader(args);
      if (!awaitData) await hebrewFontReady();
      return loaded;
    };
  };
  const hebrewFont: RouteHandle = { hebrewFont: true };
  return [
    {
      id: "root",
      element: <RootLayout />,
      errorElement: <RouteError />,
      loader: load(rootData),
      children: [
        { id: "auth", path: "/auth", element: <AuthPage />, loader: load(authData) },
        // Open to everyone (the footer links it): the credits and licences of what Milim imports and ships.
        { path: "/sources", element: <SourcesPage /> },
        {
          id: "signed-in",
          element: <ProtectedLayout />,
          loader: load(signedInData),
          children: [
            { id: "home", path: "/", element: <Navigate to={HOME_PATH} replace />, loader: load(homeData) },
            { path: "/account", element: <AccountPage /> },
            { path: "/settings", element: <SettingsPage /> },
            { path: "/database", element: <DatabasePage /> },
            { path: "/queue", element: <QueuePage /> },
            { path: "/admin", element: <AdminPage /> },
            { id: "books", path: "/books", element: <BooksPage />, loader: load(booksData) },
            { id: "book", path: "/books/:bookId", element: <ReaderPage />, loader: loadWithHebrew(readerData), handle: hebrewFont },
            { id: "chapter", path: "/books/:bookId/:chapter", element: <ReaderPage />, loader: loadWithHebrew(readerData), handle: hebrewFont },
            { id: "dictionary", path: "/dictionary", element: <DictionaryPage />, loader: loadWithHebrew(dictionaryData), handle: hebrewFont },
            { id: "review", path: "/review", element: <ReviewPage />, loader: load(reviewData) },
            { id: "parsing", path: "/parsing", element: <ParsingPage />, loader: loadWithHebrew(parsingData), handle: hebrewFont },
            { path: "/:domain", element: <DomainRedirect /> },
            { id: "collection", path: "/:domain/:slug", element: <CollectionPage />, loader: load(collectionData) },
          ],
        },
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ];
}

/**
 * The routes `pathname` opens when its page has data of its own (its last route has a loader),
 * else null: only such a page has a first screen, and only then do its routes' loaders run on the
 * server (an address no page has, the 404 page's, runs none).
 */
export function matchDataRoutes(routes: RouteObject[], pathname: string) {
  if (EXPORT_ADDRESS.test(pathname)) return null;
  const matches = matchRoutes(routes, pathname);
  return matches?.at(-1)?.route.loader ? matches : null;
}

/** The lazily loaded page a route renders, if any (its code can be asked for before it renders: React.lazy's element type is an object). */
export const pageOf = (route: RouteObject): LazyPage | undefined => {
  const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
  return (typeof type === "object" || typeof type === "function") && type !== null && "preload" in type ? (type as LazyPage) : undefined;
};

/**
 * What the first page needs, asked for at start-up in parallel with the session check instead of
 * one after the other (session → page code → data): the page's code and, unless the server's first
 * screen brought it (`withData` false), its routes' data, through their loaders (the page's
 * queries then find it under way or done). Resolves when the page's code is loaded (never rejects).
 */
export function preloadRoute(routes: RouteObject[], pathname: string, withData: boolean): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const last = matches.at(-1);
  if (last?.route.path === "/") return preloadRoute(routes, HOME_PATH, withData);
  if (withData) {
    const url = new URL(pathname, window.location.origin);
    const request = new Request(url);
    for (const { route, params } of matches) {
      if (typeof route.loader === "function") void Promise.resolve(route.loader({ params, request, url, pattern: route.path ?? "", context: undefined })).catch(() => {});
    }
  }
  const page = last ? pageOf(last.route) : undefined;
  return page?.preload().catch(() => {}) ?? Promise.resolve();
}

/**
 * The app's router, made when the app starts (app.tsx#startApp), not as this module is evaluated.
 * Its first page's loaders are taken as done (their data came with the first screen, or preloadRoute
 * asked for it): the router renders at once, and React hydrates the server's markup with it.
 */
export function createRouter(routes: RouteObject[]) {
  const loaderData = Object.fromEntries((matchRoutes(routes, window.location.pathname) ?? [])
    .filter((m) => m.route.loader && m.route.id).map((m) => [m.route.id!, null]));
  return createBrowserRouter(routes, { hydrationData: { loaderData } });
}
