/**
 * A short-lived, in-process cache of validated sessions, keyed by the session cookie's whole
 * (signed) value, so a signed-in request does not pay better-auth's session lookup every time.
 * Only a value better-auth has just validated enters the cache, so a forged cookie never hits it.
 * Every state-changing request to /api/auth (sign-out, password reset, two-factor changes, session
 * revocation) clears it, so within one server process a change is seen by the next request; with
 * several processes on one PostgreSQL, another process may accept a signed-out session for at most
 * `ttlMs`.
 */
export interface CachedSession { userId: string; email: string; expiresAt: number }

export class SessionCache {
  private readonly entries = new Map<string, CachedSession & { cachedAt: number }>();

  constructor(private readonly ttlMs = 5_000, private readonly maxEntries = 10_000, private readonly now = () => Date.now()) {}

  get(key: string): CachedSession | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    const t = this.now();
    if (t - e.cachedAt > this.ttlMs || t >= e.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  set(key: string, value: CachedSession): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { ...value, cachedAt: this.now() });
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The session cookie's value in a Cookie header (plain or __Secure- prefixed), or null. */
export function sessionCookieValue(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === "better-auth.session_token" || name === "__Secure-better-auth.session_token") return rest.join("=") || null;
  }
  return null;
}
