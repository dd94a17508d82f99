import { SIGN_IN_EMAIL_LIMIT } from "../../shared/api/auth";
import type { Db } from "../db/client";
import { clearSignInFailures, readSignInFailures, recordSignInFailure } from "./queries";

const WINDOW_MS = SIGN_IN_EMAIL_LIMIT.windowSeconds * 1000;

/** Seconds until the address may try again, or null when it is not locked. */
export async function signInLockedFor(db: Db, email: string, now = Date.now()): Promise<number | null> {
  const row = await readSignInFailures(db, email);
  if (!row || row.count < SIGN_IN_EMAIL_LIMIT.maxFailures || row.windowEndsAt <= now) return null;
  return Math.max(1, Math.ceil((row.windowEndsAt - now) / 1000));
}

export function lockedMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed log-in attempts for this email address. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or reset your password.`;
}

export async function noteSignInFailure(db: Db, email: string, now = Date.now()): Promise<number> {
  return recordSignInFailure(db, email, now, WINDOW_MS);
}

export async function noteSignInSuccess(db: Db, email: string): Promise<void> {
  await clearSignInFailures(db, email);
}
