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
 * those refusals (bench fairness, a loaded machine); with four times as many (then 6 places: 30 in
 * all) the loops waited their turn. At 3 places, four times as many left 15 of the 30 loops refused
 * and retrying, 300–800 refusals a second, a quarter of the request thread: ten times as many
 * (30 at the default) let such a burst wait instead.
 */
export const WAITING_PER_PLACE = 10;
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

/**
 * Fair admission for every API request: at most MAX_REQUESTS_PER_ACCOUNT in flight per account
 * (signed in) or per client address (anonymous, behind TRUST_PROXY proxies as the sign-in limits
 * read it); more wait (WAITING_PER_PLACE per place, up to MAX_WAIT_MS, first come first served), then 429
 * rate_limited with Retry-After. A heavy route's request (RouteSpec.heavy: the collection page) also
 * takes its requester's one heavy place, waiting in the same way (c.get("takeHeavyPlace")). One
 * learner's 30 large pages at once then wait their turn and are built one at a time, so another
 * learner's request waits behind one page's work at each of its steps on the request thread, not
 * behind several. A place is held until the handler has its Response: an event stream (a job's
 * progress) or a download holds none while it is sent.
 * Not counted: the health checks, and the first screen's requests (above: the page drawing them
 * holds a place itself, takePagePlace); the account routes under /api/auth answer before it (their
 * own rate limits). 0: no limit.
 */
export function limitRequests(deps: Deps, places: RequestPlaces | null = createRequestPlaces(deps)): MiddlewareHandler<AppEnv> {
  // A heavy request's second place (RouteSpec.heavy): one per requester; at most its other places wait for it.
  const heavyPlaces = new RequestPlaces(1, deps.config.MAX_REQUESTS_PER_ACCOUNT, MAX_WAIT_MS);
  return async (c, next) => {
    if (!places || !counted(c)) return next();
    const signal = c.req.raw.signal;
    const key = requesterKey(deps, c);
    const release = await take(places, key, signal);
    if (!release) return refuse(c, deps);
    c.set("takeHeavyPlace", () => take(heavyPlaces, key, signal));
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

/** Whether a request takes its requester's places: not a health check or a first screen's read. */
function counted(c: Context<AppEnv>): boolean {
  return c.req.path !== "/api/health" && !c.req.path.startsWith("/api/health/")
    && !(c.env as { firstScreen?: boolean } | undefined)?.firstScreen;
}

/** Whose places a request takes: its account's when signed in, else its client address' (read as the sign-in limits read it). */
const requesterKey = (deps: Deps, c: Context<AppEnv>): string => placeKey(c, c.get("actor"), deps.config.TRUST_PROXY);
const placeKey = (c: Context, actor: Actor | null, trustProxy: number) =>
  (actor ? `account:${actor.userId}` : `address:${clientAddress(c, trustProxy)}`);

/**
 * A place of `places` for `key`, or null when it must be refused (the queue is full, the wait ran
 * out, the client went away). A place handed to a waiter whose client went away in the same turn
 * (its abort not yet heard) is given back at once, for its handler might wait for a body that never comes.
 */
async function take(places: RequestPlaces, key: string, signal: AbortSignal): Promise<Release | null> {
  const release = await places.take(key, signal);
  if (release && signal.aborted) release();
  return release && !signal.aborted ? release : null;
}

/** 429 rate_limited with Retry-After. */
export function refuse(c: Context<AppEnv>, deps: Deps): Response {
  const res = toErrorResponse(c, HttpError.keyed(429, "rate_limited", "error_too_many_requests"), deps.log);
  res.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return res;
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
  return take(places, placeKey(c, actor, deps.config.TRUST_PROXY), c.req.raw.signal);
}
