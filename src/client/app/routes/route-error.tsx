import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "@/client/components/ui/button";
import { m } from "@/client/lib/i18n";

/** The router's error element: a page that threw, or code that failed to load (e.g. after an update). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">{m.shell_error_title()}</h1>
      <p className="max-w-md break-words text-sm text-muted-foreground">{message}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{m.shell_reload()}</Button>
        <Button variant="outline" asChild>
          <Link to="/" reloadDocument>{m.common_return_home()}</Link>
        </Button>
      </div>
    </div>
  );
}
