/**
 * A short-lived, in-process cache of validated sessions, keyed by the session cookie's whole
 * (signed) value, so a signed-in request does not pay better-auth's session lookup every time.
 * Only a value better-auth has just validated enters the cache, so a forged cookie never hits it.
 * Every state-changing request to /api/auth (sign-out, password reset, two-factor changes, session
 * revocation) clears it, so within one server process a change is seen by the next request. With
 * several processes on one PostgreSQL, a statement that deletes sessions on any of them notifies
 * every one at its commit (migration 0039, db/listen-postgres.ts), which clears its cache
 * (create-deps.ts); while that notice cannot arrive (before LISTEN holds, a lost connection) the
 * cache is paused: every request validates its session.
 */
export interface CachedSession { userId: string; email: string; expiresAt: number }

export class SessionCache {
  private readonly entries = new Map<string, CachedSession & { cachedAt: number }>();
  private readonly loading = new Map<string, Promise<CachedSession | null>>();
  /** Bumped by clear(): a lookup started before it does not fill the cache afterwards. */
  private generation = 0;
  /** pause(): nothing is kept or served until resume(). */
  private paused = false;

  /** `now`: the real clock, as an elapsed-time cache's and better-auth's own session expiry (not deps.now). */
  constructor(private readonly ttlMs = 5_000, private readonly maxEntries = 10_000, private readonly now = () => Date.now()) {} // elapsed time: the cache's time to live

  get(key: string): CachedSession | undefined {
    if (this.paused) return undefined;
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
    if (this.paused) return;
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

  /** Stops caching (the news of ended sessions cannot arrive): what is kept goes, and nothing is kept until resume(). */
  pause(): void {
    this.paused = true;
    this.clear();
  }

  /** Caches again, from empty (what ended meanwhile was not told). */
  resume(): void {
    this.clear();
    this.paused = false;
  }
}

/**
 * The value of the cookie named `name` in a Cookie header as better-auth reads it (better-call's
 * parser: the first cookie of exactly that name, percent-decoded), or null. Only the session
 * cookie of better-auth's configured name counts (`__Secure-better-auth.session_token` when
 * PUBLIC_URL is https, else `better-auth.session_token`): a cookie of the other name is not the
 * session better-auth validates, so it is never a cache key (a planted one would otherwise stand
 * for the session validated from the real one).
 */
export function sessionCookieValue(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.codePointAt(0) === 34) value = value.slice(1, -1);
    try {
      value = value.includes("%") ? decodeURIComponent(value) : value;
    } catch {
      // better-call keeps a value it cannot decode as it is
    }
    return value || null;
  }
  return null;
}
