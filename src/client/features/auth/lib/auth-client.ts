import { createAuthClient } from "better-auth/react";
import { twoFactorClient } from "better-auth/client/plugins";

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
  error: { message?: string; status: number; statusText?: string; code?: string } | null;
}

export async function unwrap<T>(call: Promise<BetterAuthResult<T>>): Promise<T> {
  const { data, error } = await call;
  if (error) throw new AuthError(error.message || error.statusText || "An unexpected error occurred", error.status, error.code);
  return data as T;
}
