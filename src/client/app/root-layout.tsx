import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageFallback } from "./page-fallback";
import { SiteFooter } from "./shell/site-footer";

/** Every page (also /auth and the 404 page): the routed content, then the footer. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="flex flex-1 flex-col">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
      <SiteFooter />
    </div>
  );
}
