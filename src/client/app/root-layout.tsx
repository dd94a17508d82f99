import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageFallback } from "./page-fallback";
import { SiteFooter } from "./shell/site-footer";

/**
 * Every page (also /auth and the 404 page): the routed content, then the footer. The content is at
 * least one screen tall, so the footer starts below the first screen and does not jump down (a
 * layout shift) when the page's data arrives after the first paint.
 */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="flex min-h-dvh flex-1 flex-col">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
      <SiteFooter />
    </div>
  );
}
