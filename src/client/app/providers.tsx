import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Direction } from "radix-ui";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { localeDir } from "@/shared/i18n/locales";
import { queryRetryDelay, retryQuery } from "@/client/lib/query-retry";
import { useIsDarkMode } from "@/client/lib/dark-mode";
import { m, useInterfaceLocale } from "@/client/lib/i18n";
import { TOAST_REGION_ID } from "@/client/lib/toast";
import { PARSING_ANSWER_KEY } from "@/client/lib/query-keys";
import { parsingAnswerMutationDefaults } from "@/client/features/parsing/api/post-parsing-answer";

/** The app's query cache; `retry: false` for the server's render, whose answers come from the app itself. */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // A failed read is asked again once; a busy server's 429 (too many of the learner's requests at
      // once) up to three times, after its Retry-After.
      queries: { retry: retry ? (n, e) => retryQuery(n, e) : false, retryDelay: queryRetryDelay, refetchOnWindowFocus: false, staleTime: 30_000 },
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
            <Toaster richColors closeButton theme={dark ? "dark" : "light"} position={dir === "rtl" ? "top-left" : "top-right"} dir={dir} offset={TOAST_OFFSET} mobileOffset={TOAST_OFFSET}
              containerAriaLabel={m.shell_notifications()} toastOptions={{ closeButtonAriaLabel: m.shell_close_notification() }} />
          </Suspense>
        </div>
      </Direction.Provider>
    </QueryClientProvider>
  );
}
