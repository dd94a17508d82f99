import { onlineManager, type QueryClient } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { RouterProvider } from "react-router";
import { sessionQueryOptions } from "@/client/features/auth/hooks/use-session";
import { setInterfaceLocale, useInterfaceLocale } from "@/client/lib/i18n";
import { warmHebrewFont } from "@/client/lib/hebrew-font";
import { pageHydrated } from "@/client/lib/page-hydrated";
import { ME_QUERY_KEY } from "@/client/lib/query-keys";
import type { Me } from "@/shared/api/me";
import { persistQueryCache, restoreQueryCache } from "./offline-cache";
import { hydrateFirstScreen, seedSignedOut } from "./first-screen";
import { AppProviders, createQueryClient } from "./providers";
import { createRouter, createRoutes, preloadRoute } from "./router";
import { preloadTopBar } from "./shell/top-bar";

/** What the page needs to start: see startApp. */
export interface AppStart {
  /** Whether the server wrote the first screen (its data is now in the cache). */
  hasFirstScreen: boolean;
  /**
   * The first page's code (and, without a first screen, its routes' data) asked for at once; over
   * the server's first screen of a signed-in page, with the top bar's parts that load after the
   * shell, so that hydration waits on none of them.
   */
  firstPageCode: Promise<unknown>;
  /** Resolves once the first page has committed (lib/page-hydrated.ts). */
  pageHydrated: Promise<void>;
  /**
   * The offline copy of the last study data is in the cache (the copy is kept up to date from then
   * on). Offline it is read at once; online only once the session is known, and only when it is the
   * same user's (or when the server cannot be reached), so nobody sees another account's copy;
   * over the server's first screen, once the page is hydrated.
   */
  offlineCopyRestored: Promise<void>;
  /** Makes the router (matching the address, reading the history's state) and the app's root component. */
  createApp: () => () => ReactElement;
}

/**
 * Sets the app up: the query cache (hydrated from the server's first screen), the first page's code
 * and data asked for, the offline copy and the interface language; `createApp` then makes the
 * router. main.tsx calls each in a task of its own, after this module graph is evaluated: on a
 * phone each task is a part of the one long task they were.
 */
export function startApp(): AppStart {
  const queryClient = createQueryClient();
  // Queries and answers wait (paused) while the browser is offline, from the first request on.
  onlineManager.setOnline(navigator.onLine);
  const hasFirstScreen = hydrateFirstScreen(queryClient);
  if (!hasFirstScreen) seedSignedOut(queryClient);
  const routes = createRoutes(queryClient, { awaitData: false });
  const signedIn = hasFirstScreen ? queryClient.getQueryData<Me | null>(ME_QUERY_KEY) : undefined;
  const pageCode = preloadRoute(routes, window.location.pathname, !hasFirstScreen);
  const firstPageCode = signedIn ? Promise.all([pageCode, preloadTopBar(signedIn.isAdmin).catch(() => {})]) : pageCode;
  const restore = () => (
    navigator.onLine
      ? queryClient.fetchQuery(sessionQueryOptions()).then(
        (me) => (me ? restoreQueryCache(queryClient, me.user.id) : undefined),
        () => restoreQueryCache(queryClient),
      )
      : restoreQueryCache(queryClient)
  );
  // The Hebrew font for the pages reached from this one (lib/hebrew-font.ts), off the start-up path.
  void pageHydrated.then(warmHebrewFont);
  // Over the server's first screen, once the page is hydrated: the cache the page hydrates from is
  // the server's, or the first render would differ from the markup.
  const offlineCopyRestored: Promise<void> = (hasFirstScreen && navigator.onLine ? pageHydrated.then(restore) : restore()).finally(() => {
    persistQueryCache(queryClient);
  });

  // The learner's interface language (Account, saved with their settings) wins over the browser's
  // as soon as the session is known, and whenever the settings change.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.query.queryKey[0] !== ME_QUERY_KEY[0]) return;
    const locale = (event.query.state.data as Me | null | undefined)?.settings.interfaceLanguage;
    if (locale) setInterfaceLocale(locale);
  });
  const seeded = queryClient.getQueryData<Me | null>(ME_QUERY_KEY)?.settings.interfaceLanguage;
  if (seeded) setInterfaceLocale(seeded);

  const createApp = () => {
    const router = createRouter(routes);
    return () => <AppRoot queryClient={queryClient} router={router} />;
  };
  return { hasFirstScreen, firstPageCode, pageHydrated, offlineCopyRestored, createApp };
}

function AppRoot({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createRouter> }) {
  // Keyed by the interface language: every page renders again with the new messages (the query
  // cache and the router's state stay).
  const locale = useInterfaceLocale();
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider key={locale} router={router} />
    </AppProviders>
  );
}
