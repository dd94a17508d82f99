import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AuthMode } from "../lib/auth-mode";
import { authModeHref } from "../lib/auth-mode";

/** A link that switches /auth to another mode (kept in the URL, so Back works). */
export function ModeLink({ to, children }: { to: AuthMode; children: ReactNode }) {
  return (
    <Link to={authModeHref(to)} replace className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline">
      {children}
    </Link>
  );
}
