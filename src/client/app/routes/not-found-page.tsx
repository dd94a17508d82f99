import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/client/components/ui/button";
import { m } from "@/client/lib/i18n";

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-6xl font-bold tracking-tight text-muted-foreground/60">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">{m.shell_not_found_title()}</h1>
      <p className="max-w-sm text-muted-foreground">{m.shell_not_found_description()}</p>
      <Button asChild>
        <Link to="/">{m.common_return_home()}</Link>
      </Button>
    </div>
  );
}
