import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "@/client/components/ui/button";

/** The router's error element: a page that threw, or code that failed to load (e.g. after an update). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="max-w-md break-words text-sm text-muted-foreground">{message}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <Link to="/" reloadDocument>Return to Home</Link>
        </Button>
      </div>
    </div>
  );
}
