import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject, type StaticHandlerContext } from "react-router";
import type { Me } from "@/shared/api/me";
import { TIME_ZONE_COOKIE } from "@/shared/api/first-screen";
import { cookieValue } from "@/shared/cookie-value";
import { GLOSS_LANGUAGE_COOKIE, LANGUAGES, type Language } from "@/shared/domain";
import { LOCALE_COOKIE, requestLocale, type Locale } from "@/shared/i18n/locales";
import { setServerFetch, type ApiFetch } from "@/client/lib/api-client";
import { setRenderTimeZone } from "@/client/lib/browser-time-zone";
import { getInterfaceLocale, setInterfaceLocale } from "@/client/lib/i18n";
import { ME_QUERY_KEY } from "@/client/lib/query-keys";
import { sessionQueryOptions } from "@/client/lib/session";
import { setFirstScreenLanguage } from "@/client/lib/use-selected-language";
import type { FirstScreenBlock } from "./first-screen";
import { AppProviders, createQueryClient } from "./providers";
import { createRoutes, matchDataRoutes, type RouteHandle } from "./router";

/** A page asked of the server: its address, the request's headers that choose what it shows, and the app's API in-process. */
export type PageRequest = {
  url: URL;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
  /** Calls the app's own API (`/api/…`) with the page request's cookie: the API's session check, rules and data. */
  fetchApi: ApiFetch;
};

/** A page's first screen: the markup for #root, the data block's content, the interface language it is in, and whether it shows Hebrew with marks. */
export type RenderedPage = {
  markup: string; block: FirstScreenBlock; locale: Locale; hebrewFont: boolean;
  /** The session's theme (settings.darkMode; null: the system's), written on <html> by the server; undefined without a session. */
  darkMode: boolean | null | undefined;
};
/** Where a page's loaders send the request instead (a visitor without a session to /auth, "/" to the home collection): the server answers it with a redirect. */
export type RedirectedPage = { redirect: string };
/**
 * A page the server draws nothing of (drawn in the browser: Settings, the Admin Panel; or nothing there), for a session:
 * only the interface language and the theme of its <html>, the learner's settings, so that its first paint is in them
 * (not in the browser's copy, which another device may have changed or this browser never saw, and which the app
 * corrected a moment later: a flash of the other theme).
 */
export type ShellPage = { shell: true; locale: Locale; darkMode: boolean | null };
/** A page the server draws nothing of, for a visitor it knows has no session (no cookie, or an ended session): the app starts signed out. */
export type SignedOutPage = { signedOut: true };

/** One page at a time: the interface language, the zone, the translation language and the API's way in are module-level settings, this render's while it runs. */
let queue: Promise<unknown> = Promise.resolve();

/** The query cache of the page being drawn (one at a time), which the routes' loaders read into. */
let renderQueryClient: QueryClient | undefined;

/**
 * The route table and React Router's static handler, made once: the handler ranks every route's
 * path when it is made (~2 ms of each page while it was made per page). Their loaders read into
 * the query cache of the page being drawn.
 */
let routing: { routes: RouteObject[]; handler: ReturnType<typeof createStaticHandler> } | undefined;

function serverRouting(): NonNullable<typeof routing> {
  if (!routing) {
    const routes = createRoutes(() => {
      if (!renderQueryClient) throw new Error("A route's loader ran outside a page's render"); // programming error
      return renderQueryClient;
    }, { awaitData: true });
    routing = { routes, handler: createStaticHandler(routes) };
  }
  return routing;
}

/**
 * The first screen of a page (docs/first-screen.md), rendered on the server by the app's own
 * routes and components: the routes the address matches run their loaders (the same query options
 * the page's components read, answered by the app's API in-process with the request's cookie),
 * then the page is rendered from that query cache, which goes to the browser with it (TanStack
 * Query's dehydrated state): the browser hydrates the markup from the same cache instead of drawing
 * the page again (main.tsx). Run by the server (src/server/main.ts imports this file; scripts/build.mjs
 * bundles it with the server).
 *
 * Null when the page has no data of its own (no loader: an address no page has, a page drawn in
 * the browser) or when a loader fails (nothing there); `{ redirect }` when a loader redirects (no
 * session: /auth; "/": the home collection). React's prerender
 * waits for every lazily loaded part (the page, the top bar's timer…) the first time one is met
 * and writes it in place; later renders find them loaded. A component that throws makes it throw
 * (the server then sends the page without a first screen).
 */
export function renderPage(request: PageRequest): Promise<RenderedPage | RedirectedPage | ShellPage | SignedOutPage | null> {
  const rendered = queue.then(() => render(request));
  queue = rendered.catch(() => undefined);
  return rendered;
}

/** React's marks of a part written out of place, to be moved in by a script (which the CSP would block). */
const OUT_OF_PLACE = /<script|<template/;

/** The browser's time zone from its cookie, when it looks like an IANA name (the API checks it is one). */
function cookieTimeZone(cookie: string | undefined): string | undefined {
  const zone = cookieValue(cookie, TIME_ZONE_COOKIE);
  return zone && /^[A-Za-z0-9/_+-]{1,64}$/.test(zone) ? zone : undefined;
}

/** The translation language the learner chose in the top bar (the cookie beside its localStorage). */
function cookieGlossLanguage(cookie: string | undefined): Language | undefined {
  const value = cookieValue(cookie, GLOSS_LANGUAGE_COOKIE);
  return (LANGUAGES as readonly string[]).includes(value ?? "") ? (value as Language) : undefined;
}

/**
 * A page drawn in the browser: for a session, its <html> in the session's language and theme; for a
 * visitor known to be signed out (no cookie, or the cookie's session has ended), marked so; the page
 * as it is when the session could not be read (the app asks). The session a loader read is not read again.
 */
async function plainPage(request: PageRequest, queryClient: QueryClient): Promise<ShellPage | SignedOutPage | null> {
  if (!request.cookie) return { signedOut: true };
  const read = queryClient.getQueryData<Me | null>(ME_QUERY_KEY);
  const me = read !== undefined ? read : await queryClient.fetchQuery(sessionQueryOptions()).catch(() => undefined);
  return me === null ? { signedOut: true } : shellFor(request, me);
}

/** The page's <html> for the session `me` (unknown: null, the page as it is). */
function shellFor(request: PageRequest, me: Me | undefined): ShellPage | null {
  if (!me) return null;
  const locale = requestLocale({ setting: me.settings.interfaceLanguage ?? null, cookie: cookieValue(request.cookie, LOCALE_COOKIE), acceptLanguage: request.acceptLanguage ?? null });
  return { shell: true, locale, darkMode: me.settings.darkMode };
}

async function render(request: PageRequest): Promise<RenderedPage | RedirectedPage | ShellPage | SignedOutPage | null> {
  const { routes, handler } = serverRouting();
  const matches = matchDataRoutes(routes, request.url.pathname);
  // The server's own answers are not asked again (a 5xx is not retried: the page goes without a first screen).
  const queryClient = createQueryClient({ retry: false });
  const reads: string[] = [];
  setServerFetch((url, init) => {
    reads.push(url);
    return request.fetchApi(url, init);
  });
  // "Today" and the due cards are read in the browser's zone, as its cookie says it.
  setRenderTimeZone({ zone: cookieTimeZone(request.cookie) });
  // The page is drawn in the translation language the learner chose (the hydrating render draws it too).
  const glossLanguage = cookieGlossLanguage(request.cookie);
  setFirstScreenLanguage(glossLanguage);
  const before = getInterfaceLocale();
  try {
    // No data of its own: no loader runs, only the session is read.
    if (!matches) return await plainPage(request, queryClient);
    renderQueryClient = queryClient;
    const context = await handler.query(new Request(request.url));
    if (context instanceof Response) {
      // A loader's redirect, answered by the server: the browser goes there at once, instead of
      // drawing an empty page that asks for the session and then moves.
      const location = context.headers.get("Location");
      return context.status >= 300 && context.status < 400 && location?.startsWith("/") && !location.startsWith("//") ? { redirect: location } : null;
    }
    // Nothing there (a loader failed): the page as it is, in the session's language and theme (its loader read it).
    if (context.errors) return await plainPage(request, queryClient);
    // The interface language: the learner's setting (the session the loaders read), else the cookie the client writes, else Accept-Language.
    const me = queryClient.getQueryData<Me | null>(ME_QUERY_KEY);
    const locale = requestLocale({ setting: me?.settings.interfaceLanguage ?? null, cookie: cookieValue(request.cookie, LOCALE_COOKIE), acceptLanguage: request.acceptLanguage ?? null });
    setInterfaceLocale(locale);
    const markup = await renderOnce(handler, context, queryClient);
    if (OUT_OF_PLACE.test(markup)) throw new Error(`The first screen of ${request.url.pathname} has a part out of place`); // programming error: a server render that breaks the page, never shown
    const block: FirstScreenBlock = { state: dehydrate(queryClient), reads, ...(glossLanguage ? { glossLanguage } : {}) };
    const hebrewFont = matches.some((m) => (m.route.handle as RouteHandle | undefined)?.hebrewFont === true);
    return { markup, block, locale, hebrewFont, darkMode: me ? me.settings.darkMode : undefined };
  } finally {
    setServerFetch(undefined);
    setRenderTimeZone(null);
    setFirstScreenLanguage(undefined);
    setInterfaceLocale(before);
    renderQueryClient = undefined;
    queryClient.clear();
  }
}

async function renderOnce(handler: ReturnType<typeof createStaticHandler>, context: StaticHandlerContext, queryClient: ReturnType<typeof createQueryClient>): Promise<string> {
  const router = createStaticRouter(handler.dataRoutes, context);
  // A component that fails on the server would leave its part to the browser, which would say so
  // as it hydrates: the page then has no first screen at all (the browser draws it, as without one).
  let failed: unknown;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Every part in place, however large (React would write a large part out of place, to be
    // moved in by a script, which the page's Content-Security-Policy does not run).
    { onError: (error) => { failed ??= error; }, progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const decoder = new TextDecoder();
  let markup = "";
  for await (const chunk of prelude) markup += decoder.decode(chunk as Uint8Array, { stream: true });
  markup += decoder.decode();
  if (failed !== undefined) throw failed;
  return markup;
}
