/** The steps of /auth; the mode is kept in the query string (?mode=login). Sign up is the default. */
export type AuthMode = "signup" | "login" | "reset" | "new-password" | "confirm-address";

const MODES: readonly AuthMode[] = ["signup", "login", "reset", "new-password", "confirm-address"];

export function parseAuthMode(value: string | null): AuthMode {
  return MODES.includes(value as AuthMode) ? (value as AuthMode) : "signup";
}

export function authModeHref(mode: AuthMode): string {
  return mode === "signup" ? "/auth" : `/auth?mode=${mode}`;
}
