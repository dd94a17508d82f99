import { SIGN_IN_EMAIL_LIMIT } from "../../shared/api/auth";
import type { ServerMessageKey, ServerMessageParams } from "../../shared/i18n/server-messages";
import type { Db } from "../db/client";
import {
  clearFailures, clearSignInFailures, type FailureWindow, readFailures, readSignInFailures, recordFailure, recordSignInFailure, twoFactorKey,
} from "./queries";

const WINDOW_MS = SIGN_IN_EMAIL_LIMIT.windowSeconds * 1000;

/**
 * How long one client must wait after `failures` failed log-ins for one address: nothing for the
 * first few, then 30 s, doubling with each further failure, at most 15 minutes.
 */
export function backoffMs(failures: number): number {
  if (failures < SIGN_IN_EMAIL_LIMIT.maxFailures) return 0;
  return Math.min(SIGN_IN_EMAIL_LIMIT.firstWaitSeconds * 1000 * 2 ** (failures - SIGN_IN_EMAIL_LIMIT.maxFailures), WINDOW_MS);
}

/**
 * Seconds until this client may try this address again, or null. Failures are counted per address
 * and client address, so a stranger guessing at an address slows only themself: the owner, from
 * their own device, is never locked out by someone else.
 */
/** `now`: the server clock (deps.now), in ms. */
export async function signInWaitFor(db: Db, email: string, ip: string, now: number): Promise<number | null> {
  return waitSeconds(await readSignInFailures(db, email, ip), now);
}

/**
 * The wait that a failure window asks of a log-in at `now`. Below the free failures there is none,
 * even when a concurrent failure was counted at a clock reading later than `now` (its request
 * started earlier and ended later): that failure must not turn into a one-second wait.
 */
export function waitSeconds(row: FailureWindow | null, now: number): number | null {
  if (!row || row.windowEndsAt <= now) return null;
  const backoff = backoffMs(row.count);
  if (backoff === 0) return null;
  const lastFailureAt = row.windowEndsAt - WINDOW_MS;
  const wait = lastFailureAt + backoff - now;
  return wait > 0 ? Math.ceil(wait / 1000) : null;
}

/** The sign-in lock-out's message key and parameters for a wait of `seconds`. */
export function signInWait(seconds: number): [ServerMessageKey, ServerMessageParams] {
  if (seconds < 60) return seconds === 1 ? ["auth_sign_in_locked_one_second", {}] : ["auth_sign_in_locked_seconds", { seconds }];
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? ["auth_sign_in_locked_one_minute", {}] : ["auth_sign_in_locked_minutes", { minutes }];
}

export async function noteSignInFailure(db: Db, email: string, ip: string, now: number): Promise<number> {
  return recordSignInFailure(db, email, ip, now, WINDOW_MS);
}

export async function noteSignInSuccess(db: Db, email: string, ip: string): Promise<void> {
  await clearSignInFailures(db, email, ip);
}

/*
 * Wrong second-factor codes (TOTP, backup code) at log-in follow the same backoff, counted per
 * account and client address: someone who has the password and guesses codes slows only
 * themself; the owner, from their own device, still signs in. (better-auth's own account-wide
 * lock, ten wrong codes from anywhere, is off: it locked the owner out for 15 minutes.)
 */
/** `now`: the server clock (deps.now), in ms. */
export async function twoFactorWaitFor(db: Db, userId: string, ip: string, now: number): Promise<number | null> {
  return waitSeconds(await readFailures(db, twoFactorKey(userId, ip)), now);
}

/** The wrong-codes lock-out's message key and parameters for a wait of `seconds`. */
export function twoFactorWait(seconds: number): [ServerMessageKey, ServerMessageParams] {
  return seconds < 60 ? ["auth_wrong_codes_wait_seconds", { seconds }] : ["auth_wrong_codes_wait_minutes", { minutes: Math.ceil(seconds / 60) }];
}

/** `now`: the server clock (deps.now), in ms. */
export async function noteTwoFactorFailure(db: Db, userId: string, ip: string, now: number): Promise<number> {
  return recordFailure(db, twoFactorKey(userId, ip), now, WINDOW_MS);
}

export async function noteTwoFactorSuccess(db: Db, userId: string, ip: string): Promise<void> {
  await clearFailures(db, twoFactorKey(userId, ip));
}
