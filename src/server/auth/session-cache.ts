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
  private readonly loading = new Map<string, Promise<CachedSession | null>>();
  /** Bumped by clear(): a lookup started before it does not fill the cache afterwards. */
  private generation = 0;

  /** `now`: the real clock, as an elapsed-time cache's and better-auth's own session expiry (not deps.now). */
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

  /**
   * The cached session for `key`, or the result of `load` (cached when not null). Concurrent
   * misses for one key share a single `load`, so an entry that expires under load costs one
   * session lookup, not one per waiting request.
   */
  async getOrLoad(key: string, load: () => Promise<CachedSession | null>): Promise<CachedSession | null> {
    const hit = this.get(key);
    if (hit) return hit;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load().then((value) => {
      if (value && generation === this.generation) this.set(key, value);
      return value;
    }).finally(() => {
      if (this.loading.get(key) === promise) this.loading.delete(key);
    });
    this.loading.set(key, promise);
    return promise;
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
    this.generation++;
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
