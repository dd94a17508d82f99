import { Suspense, useEffect } from "react";
import { Navigate, Outlet } from "react-router";
import { applyDarkMode } from "@/client/lib/dark-mode";
import { useSession } from "@/client/features/auth/hooks/use-session";
import { ImportProgressCard } from "@/client/features/book-import/components/import-progress-card";
import { PageFallback } from "./page-fallback";
import { SessionError } from "./session-error";
import { TopBar } from "./shell/top-bar";

/** Every route except /auth and the 404 page: 'Loading...' while the session is checked, /auth without one. */
export function ProtectedLayout() {
  const { data: me, isPending } = useSession();
  const darkMode = me?.settings.darkMode;

  // The server setting wins over the copy in localStorage (e.g. changed on another device).
  useEffect(() => {
    if (darkMode !== undefined) applyDarkMode(darkMode);
  }, [darkMode]);

  if (isPending) {
    return (
      <div role="status" className="flex flex-1 items-center justify-center py-16 text-muted-foreground">
        Loading...
      </div>
    );
  }
  // undefined after the check: it failed (network or server error), which is not "logged out".
  if (me === undefined) return <SessionError />;
  if (me === null) return <Navigate to="/auth" replace />;

  return (
    <>
      <TopBar me={me} />
      <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 py-6 sm:px-6 lg:px-8">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      {me.isAdmin && <ImportProgressCard />}
    </>
  );
}
