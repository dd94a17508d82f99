import type { MiddlewareHandler } from "hono";
import type { Deps } from "../deps";
import { clientAddress } from "../auth/client-ip";
import { RequestPlaces } from "../lib/request-places";
import { HttpError, toErrorResponse } from "./errors";
import type { AppEnv } from "./route";

/** How long a request past its account's places may wait for one before it is refused. */
export const MAX_WAIT_MS = 5_000;
/**
 * How many may wait, per place. A wait costs a timer; a refusal invites a script's instant retry,
 * each a request through the middleware: with as many waiting as places, one learner's 30 loops
 * were refused 60 times a second and another learner's request still waited about a second behind
 * those refusals (bench fairness, a loaded machine); with four times as many, the loops wait their turn.
 */
export const WAITING_PER_PLACE = 4;
/** The Retry-After of a refused request (seconds): a place usually frees sooner. */
export const RETRY_AFTER_SECONDS = 1;

/**
 * What marks the first screen's own API requests (app.request's env, which no client can send):
 * the page request drawing it is not an API request, and its reads are not the learner's to count.
 */
export const FIRST_SCREEN_ENV = { firstScreen: true } as const;

/**
 * Fair admission for every API request: at most MAX_REQUESTS_PER_ACCOUNT in flight per account
 * (signed in) or per client address (anonymous, behind TRUST_PROXY proxies as the sign-in limits
 * read it); more wait (WAITING_PER_PLACE per place, up to MAX_WAIT_MS, first come first served), then 429
 * rate_limited with Retry-After. One learner's 30 heavy pages at once then run a few at a time and
 * no longer make everyone else's requests wait behind them. A place is held until the handler has
 * its Response: an event stream (a job's progress) or a download holds none while it is sent.
 * Not counted: the health checks, and the first screen's requests (above); the account routes
 * under /api/auth answer before it (their own rate limits). 0: no limit.
 */
export function limitRequests(deps: Deps): MiddlewareHandler<AppEnv> {
  const perKey = deps.config.MAX_REQUESTS_PER_ACCOUNT;
  const places = new RequestPlaces(perKey, perKey * WAITING_PER_PLACE, MAX_WAIT_MS);
  return async (c, next) => {
    if (perKey === 0 || c.req.path === "/api/health" || c.req.path.startsWith("/api/health/") || (c.env as { firstScreen?: boolean } | undefined)?.firstScreen) return next();
    const actor = c.get("actor");
    const key = actor ? `account:${actor.userId}` : `address:${clientAddress(c, deps.config.TRUST_PROXY)}`;
    const signal = c.req.raw.signal;
    const release = await places.take(key, signal);
    // A place handed to a waiter whose client went away in the same turn (its abort not yet heard):
    // given back at once, for its handler might wait for a body that never comes.
    if (release && signal.aborted) release();
    if (!release || signal.aborted) {
      const res = toErrorResponse(c, HttpError.keyed(429, "rate_limited", "error_too_many_requests"), deps.log);
      res.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
      return res;
    }
    // A client that goes away gives its place back at once: its handler may still be waiting for a
    // body that will never come.
    signal.addEventListener("abort", release, { once: true });
    try {
      await next();
    } finally {
      signal.removeEventListener("abort", release);
      release();
    }
  };
}
