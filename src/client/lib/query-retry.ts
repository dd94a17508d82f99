import { ApiRequestError } from "./api-client";

/** How many times a read refused as busy (429: the learner has too many requests in flight) is asked again. */
export const BUSY_RETRIES = 3;
const MAX_DELAY_MS = 30_000;

/** A 429: the server asks the client to come back later (Retry-After). */
export const isBusy = (error: unknown): error is ApiRequestError => error instanceof ApiRequestError && error.status === 429;

/**
 * The app's retry of a failed read: a busy server's 429 up to BUSY_RETRIES times, anything else
 * once, except for answers that will not change on retry (other 4xx). `others`: the tries another
 * failure gets (1 by default).
 */
export function retryQuery(failureCount: number, error: unknown, others = 1): boolean {
  if (isBusy(error)) return failureCount < BUSY_RETRIES;
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < others;
}

/** The wait before the next try: the server's Retry-After when it gave one (at least), else 1 s, 2 s, 4 s … capped at 30 s. */
export function queryRetryDelay(failureCount: number, error: unknown): number {
  const backoff = Math.min(MAX_DELAY_MS, 1_000 * 2 ** Math.max(0, failureCount));
  const asked = error instanceof ApiRequestError ? error.retryAfterMs : undefined;
  return asked === undefined ? backoff : Math.min(MAX_DELAY_MS, Math.max(asked, backoff));
}
