import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from "react-router";
import { getCollectionPageQueryOptions } from "@/client/features/collections/api/get-collection-page";
import { HOME_PATH } from "./home-path";
import { lazyPage, type LazyPage } from "./lazy-page";
import { ProtectedLayout } from "./protected-layout";
import { RootLayout } from "./root-layout";
import { DomainRedirect } from "./routes/domain-redirect";
import { NotFoundPage } from "./routes/not-found-page";
import { RouteError } from "./routes/route-error";

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

export { HOME_PATH };

/** The route table (spec 000 §2, spec 001 §2). Exported for tests. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: "/auth", element: <AuthPage /> },
      {
        element: <ProtectedLayout />,
        children: [
          { path: "/", element: <Navigate to={HOME_PATH} replace /> },
          { path: "/account", element: <AccountPage /> },
          { path: "/settings", element: <SettingsPage /> },
          { path: "/database", element: <DatabasePage /> },
          { path: "/queue", element: <QueuePage /> },
          { path: "/admin", element: <AdminPage /> },
          { path: "/books", element: <BooksPage /> },
          { path: "/books/:bookId", element: <ReaderPage /> },
          { path: "/books/:bookId/:chapter", element: <ReaderPage /> },
          { path: "/dictionary", element: <DictionaryPage /> },
          { path: "/review", element: <ReviewPage /> },
          { path: "/:domain", element: <DomainRedirect /> },
          { path: "/:domain/:slug", element: <CollectionPage /> },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

const FIRST_PAGES: Record<string, LazyPage> = {
  "/auth": AuthPage,
  "/:domain/:slug": CollectionPage,
  "/books/:bookId": ReaderPage,
  "/books/:bookId/:chapter": ReaderPage,
  "/dictionary": DictionaryPage,
  "/review": ReviewPage,
};

/**
 * What the first screen needs, asked for at start-up in parallel with the session check instead of
 * one after the other (session → page code → data): the page's code and, on a collection page, its
 * one request (the page's query then finds it under way, done, or seeded from the server's first
 * screen). Resolves when the page's code is loaded (never rejects).
 */
export function preloadRoute(pathname: string, queryClient: QueryClient): Promise<unknown> {
  const match = matchRoutes(routes, pathname)?.at(-1);
  const path = match?.route.path ?? "";
  if (path === "/") return preloadRoute(HOME_PATH, queryClient);
  if (path === "/:domain/:slug") {
    void queryClient.prefetchQuery(getCollectionPageQueryOptions(match!.params.domain ?? "", match!.params.slug ?? ""));
  }
  return FIRST_PAGES[path]?.preload().catch(() => {}) ?? Promise.resolve();
}

/** The app's router, made when the app starts (app.tsx#startApp), not as this module is evaluated. */
export const createRouter = () => createBrowserRouter(routes);
