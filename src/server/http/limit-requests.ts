import type { Context, MiddlewareHandler } from "hono";
import type { Deps } from "../deps";
import { clientAddress } from "../auth/client-ip";
import type { Actor } from "../auth/actor";
import { resolveActor } from "../auth/resolve-actor";
import { RequestPlaces, type Release } from "../lib/request-places";
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
 * not counted on their own, for the page request drawing them holds one of its requester's places
 * while it is drawn (takePagePlace).
 */
export const FIRST_SCREEN_ENV = { firstScreen: true } as const;

/** The places of every requester on this server (null: no limit), shared by the API's requests and the pages drawn with a first screen. */
export function createRequestPlaces(deps: Pick<Deps, "config">): RequestPlaces | null {
  const perKey = deps.config.MAX_REQUESTS_PER_ACCOUNT;
  return perKey === 0 ? null : new RequestPlaces(perKey, perKey * WAITING_PER_PLACE, MAX_WAIT_MS);
}

/** Whose places a request takes: its account's, or its client address' when no one is signed in. */
const placeKey = (c: Context, actor: Actor | null, trustProxy: number) =>
  (actor ? `account:${actor.userId}` : `address:${clientAddress(c, trustProxy)}`);

/**
 * Fair admission for every API request: at most MAX_REQUESTS_PER_ACCOUNT in flight per account
 * (signed in) or per client address (anonymous, behind TRUST_PROXY proxies as the sign-in limits
 * read it); more wait (WAITING_PER_PLACE per place, up to MAX_WAIT_MS, first come first served), then 429
 * rate_limited with Retry-After. One learner's 30 heavy pages at once then run a few at a time and
 * no longer make everyone else's requests wait behind them. A place is held until the handler has
 * its Response: an event stream (a job's progress) or a download holds none while it is sent.
 * Not counted: the health checks, and the first screen's requests (above: the page drawing them
 * holds a place itself, takePagePlace); the account routes under /api/auth answer before it (their
 * own rate limits). 0: no limit.
 */
export function limitRequests(deps: Deps, places: RequestPlaces | null = createRequestPlaces(deps)): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!places || c.req.path === "/api/health" || c.req.path.startsWith("/api/health/") || (c.env as { firstScreen?: boolean } | undefined)?.firstScreen) return next();
    const signal = c.req.raw.signal;
    const release = await places.take(placeKey(c, c.get("actor"), deps.config.TRUST_PROXY), signal);
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

/**
 * A place for a page request whose first screen the server draws: its loaders' API reads (not
 * counted on their own, FIRST_SCREEN_ENV) and the render cost what API requests do, so the page
 * takes one of its requester's places, shared with their API requests, for as long as it is drawn.
 * Null when none is free after the wait (the page is then sent without its first screen, and the
 * app asks the API, which answers 429 itself); a release that does nothing when there is no limit.
 */
export async function takePagePlace(deps: Deps, places: RequestPlaces | null, c: Context): Promise<Release | null> {
  if (!places) return () => {};
  const actor = await resolveActor(deps, c.req.raw.headers);
  const signal = c.req.raw.signal;
  const release = await places.take(placeKey(c, actor, deps.config.TRUST_PROXY), signal);
  if (release && signal.aborted) {
    release();
    return null;
  }
  return release;
}
