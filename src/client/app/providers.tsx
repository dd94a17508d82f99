import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Direction } from "radix-ui";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { localeDir } from "@/shared/i18n/locales";
import { ApiRequestError } from "@/client/lib/api-client";
import { useIsDarkMode } from "@/client/lib/dark-mode";
import { useInterfaceLocale } from "@/client/lib/i18n";
import { TOAST_REGION_ID } from "@/client/lib/toast";
import { PARSING_ANSWER_KEY } from "@/client/lib/query-keys";
import { parsingAnswerMutationDefaults } from "@/client/features/parsing/api/post-parsing-answer";

/** Retry a failed query once, except for answers that will not change on retry (4xx). */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** The app's query cache; `retry: false` for the server's render, whose answers come from the app itself. */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: retry ? retryOnce : false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  // A parsing answer restored from the offline copy (sent after a reload) needs its function here.
  client.setMutationDefaults(PARSING_ANSWER_KEY, parsingAnswerMutationDefaults);
  return client;
}

// sonner (toasts) is not on the first screen: its chunk loads after the first render.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

const TOAST_OFFSET = { top: "calc(var(--top-bar-height, 0px) + 12px)", right: "16px", left: "16px" };

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const dark = useIsDarkMode();
  // Radix's menus and tabs follow the interface's direction (Hebrew: right to left).
  const dir = localeDir(useInterfaceLocale());
  return (
    <QueryClientProvider client={client}>
      <Direction.Provider dir={dir}>
        {children}
        {/* Below the sticky top bar (its height, set on this region by the signed-in layout), never over its controls. */}
        <div id={TOAST_REGION_ID} className="contents">
          <Suspense fallback={null}>
            <Toaster richColors closeButton theme={dark ? "dark" : "light"} position={dir === "rtl" ? "top-left" : "top-right"} dir={dir} offset={TOAST_OFFSET} mobileOffset={TOAST_OFFSET} />
          </Suspense>
        </div>
      </Direction.Provider>
    </QueryClientProvider>
  );
}
