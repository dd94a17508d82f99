import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { applyDarkMode } from "@/client/lib/dark-mode";
import { setTopBarHeight } from "@/client/lib/top-bar-height";
import { PageHydrated } from "@/client/lib/page-hydrated";
import { useScrollToHash } from "@/client/lib/use-scroll-to-hash";
import { useSession } from "@/client/features/auth/hooks/use-session";
import { authModeHref } from "@/client/features/auth/lib/auth-mode";
import { OfflineIndicator } from "@/client/features/progress/components/offline-indicator";
import { HOME_PATH } from "./home-path";
import { PageFallback } from "./page-fallback";
import { SessionError } from "./session-error";
import { TopBar } from "./shell/top-bar";
import { m } from "@/client/lib/i18n";

// An administrator's import card (and the job following it) loads for administrators only.
const ImportProgressCard = lazy(() =>
  import("@/client/features/book-import/components/import-progress-card").then((m) => ({ default: m.ImportProgressCard })));
// The 'Get started' checklist: on the home page, where a new administrator lands (and in the Admin Panel).
const GettingStartedCard = lazy(() =>
  import("@/client/features/getting-started/components/getting-started-card").then((m) => ({ default: m.GettingStartedCard })));

/** Every route except /auth and the 404 page: 'Loading...' while the session is checked, /auth without one. */
export function ProtectedLayout() {
  const { data: me, isPending } = useSession();
  // A session that ends on this page (a log-out, an expiry) leads to the log-in form: whoever had it has an account.
  const [hadSession, setHadSession] = useState(false);
  if (me && !hadSession) setHadSession(true);
  const { pathname, hash } = useLocation();
  useScrollToHash(hash);
  const darkMode = me?.settings.darkMode;

  // The server setting wins over the copy in localStorage (e.g. changed on another device).
  useEffect(() => {
    if (darkMode !== undefined) applyDarkMode(darkMode);
  }, [darkMode]);

  const mainRef = useRef<HTMLElement>(null);
  // Toasts and the reader's word panel sit below the sticky top bar (the bar just before <main>), never over its controls.
  const signedIn = Boolean(me);
  useEffect(() => {
    const bar = mainRef.current?.previousElementSibling;
    if (!(bar instanceof HTMLElement) || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setTopBarHeight(bar.offsetHeight));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      setTopBarHeight(null);
    };
  }, [signedIn]);

  if (isPending) {
    return (
      <div role="status" className="flex flex-1 items-center justify-center py-16 text-muted-foreground">
        {m.common_loading()}
      </div>
    );
  }
  // undefined after the check: it failed (network or server error), which is not "logged out".
  if (me === undefined) return <SessionError />;
  if (me === null) return <Navigate to={hadSession ? authModeHref("login") : "/auth"} replace />;

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:ring-2 focus:ring-ring"
      >
        {m.shell_skip_to_content()}
      </a>
      <TopBar me={me} />
      <main id="main" ref={mainRef} tabIndex={-1} className="outline-none mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 py-3 sm:px-6 sm:py-6 lg:px-8">
        {me.isAdmin && pathname === HOME_PATH && <Suspense fallback={null}><GettingStartedCard className="mb-4" /></Suspense>}
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </main>
      {me.isAdmin && <Suspense fallback={null}><ImportProgressCard /></Suspense>}
      <OfflineIndicator />
    </>
  );
}
