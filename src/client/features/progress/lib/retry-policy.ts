import { ApiRequestError } from "@/client/lib/api-client";

/** How many times a failed answer is sent again before it is given up (with a toast and a rollback). */
export const MAX_ANSWER_RETRIES = 8;
const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * Network failures (api() reports them as status 0), time-outs, rate limits and server errors are
 * worth another try with the same answer id; refused input (4xx) is not.
 */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
  return error instanceof TypeError; // a failed fetch that did not go through api()
}

/** TanStack Query's retry predicate; failureCount = failed attempts before this one (0 on the first failure). */
export function shouldRetryAnswer(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_ANSWER_RETRIES && isRetryableError(error);
}

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s (about 2 minutes in all). */
export function answerRetryDelay(failureCount: number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, failureCount));
}
