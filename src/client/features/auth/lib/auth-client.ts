import { createAuthClient } from "better-auth/react";
import { twoFactorClient } from "better-auth/client/plugins";
import { m } from "@/client/lib/i18n";

/** better-auth's browser client, same origin (the session lives in an HttpOnly cookie). */
export const authClient = createAuthClient({
  baseURL: `${typeof window !== "undefined" ? window.location.origin : "http://localhost"}/api/auth`,
  plugins: [twoFactorClient()],
});

/** better-auth answers { data, error }; this turns an error into a thrown Error with its message. */
export class AuthError extends Error {
  constructor(message: string, readonly status: number, readonly code?: string) {
    super(message);
    this.name = "AuthError";
  }
}

interface BetterAuthResult<T> {
  data: T | null;
  error: {
    message?: string; status: number; statusText?: string; code?: string;
    /** The project's shape beside better-auth's (src/server/auth/auth-error-shape.ts), with the message's key. */
    error?: { messageKey?: string; params?: Record<string, string | number> };
  } | null;
}

/** Throws an error as an AuthError with its message in the learner's language when the server keyed it. */
export async function unwrap<T>(call: Promise<BetterAuthResult<T>>): Promise<T> {
  const { data, error } = await call;
  if (error) {
    let message = error.message || error.statusText || m.auth_unexpected_error();
    const key = error.error?.messageKey;
    if (key && error.message) message = (await import("@/client/lib/word-server-message")).wordServerMessage(error.message, key, error.error?.params);
    throw new AuthError(message, error.status, error.code);
  }
  return data as T;
}
