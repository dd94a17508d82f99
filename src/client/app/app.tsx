import { onlineManager } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { sessionQueryOptions } from "@/client/features/auth/hooks/use-session";
import { persistQueryCache, restoreQueryCache } from "./offline-cache";
import { seedFirstScreen } from "./first-screen";
import { AppProviders, createQueryClient } from "./providers";
import { preloadRoute, router } from "./router";

const queryClient = createQueryClient();
// Queries and answers wait (paused) while the browser is offline, from the first request on.
onlineManager.setOnline(navigator.onLine);
/** Whether the server wrote the first screen (its data is now in the cache). */
export const hasFirstScreen = seedFirstScreen(queryClient);
/** The first page's code (and, on a collection page without a first screen, its data) asked for at once. */
export const firstPageCode: Promise<unknown> = preloadRoute(window.location.pathname, queryClient);
/**
 * The offline copy of the last study data is in the cache (the copy is kept up to date from then
 * on). Offline it is read at once; online only once the session is known, and only when it is the
 * same user's (or when the server cannot be reached), so nobody sees another account's copy.
 */
export const offlineCopyRestored: Promise<void> = (
  navigator.onLine
    ? queryClient.fetchQuery(sessionQueryOptions()).then(
      (me) => (me ? restoreQueryCache(queryClient, me.user.id) : undefined),
      () => restoreQueryCache(queryClient),
    )
    : restoreQueryCache(queryClient)
).finally(() => {
  persistQueryCache(queryClient);
});

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
