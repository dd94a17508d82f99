import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import {
  account, collections, gettingStartedDismissals, jobs, parsingAnswers, parsingCards, profiles, progress, rateLimit, reviewCards, reviewFits,
  session, settings, studySessions, twoFactor, user, userBookCoverage, userReadingProgress, userRoles,
} from "../db/schema";
import type { Locale } from "../../shared/i18n/locales";

/** profiles.last_sign_in_at ← now (a session was created: log-in, sign-up or second factor). */
export async function touchLastSignIn(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db.update(profiles).set({ lastSignInAt: at }).where(eq(profiles.id, userId));
}

/** profiles.country / city ← the place, where neither is set yet. */
export async function setProfilePlace(db: DbOrTx, userId: string, place: { country: string | null; city: string | null }): Promise<void> {
  await db.update(profiles).set({ country: place.country, city: place.city })
    .where(and(eq(profiles.id, userId), isNull(profiles.country), isNull(profiles.city)));
}

/** How many accounts hold the admin role (in `db`, which may be a transaction). */
export async function countAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(userRoles).where(eq(userRoles.role, "admin"));
  return row?.n ?? 0;
}

/** The account's address and whether it has been verified (null when the account is gone). */
export async function readUserAddress(db: DbOrTx, userId: string): Promise<{ id: string; email: string; emailVerified: boolean } | null> {
  const [row] = await db.select({ id: user.id, email: user.email, emailVerified: user.emailVerified }).from(user).where(eq(user.id, userId)).limit(1);
  return row ?? null;
}

/**
 * The address is confirmed by someone who may not have chosen the password (confirm-address.ts), in
 * `tx` (a transaction): the address is marked verified, only if it was not (false, and nothing else
 * done, when another request verified it first); the credential password and the second factor go;
 * every session of the account is deleted last, so a session written meanwhile is gone too.
 */
export async function confirmAddressWithoutPassword(tx: DbOrTx, userId: string): Promise<boolean> {
  const marked = await tx.update(user).set({ emailVerified: true, twoFactorEnabled: false, updatedAt: sql`now()` })
    .where(and(eq(user.id, userId), eq(user.emailVerified, false))).returning({ id: user.id });
  if (marked.length === 0) return false;
  await tx.update(account).set({ password: null, updatedAt: sql`now()` }).where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await tx.delete(session).where(eq(session.userId, userId));
  return true;
}

/**
 * Everything the account holds goes back to a new account's state, as deleting it and signing up
 * again would, but keeping its id and address (confirm-address.ts: what a sign-up made before someone
 * else confirmed the address is not the owner's). In `tx`, a transaction. Gone: its own collections
 * (with their words, and every answer, card and progress row on them), its progress, answers and
 * review log, review and parsing cards, a pending fit, study sessions, reading places and coverage,
 * its jobs (a running one finds its row gone and writes nothing: jobs/queries.ts#completeJobIn),
 * and who dismissed a 'Get started' step. Back to a sign-up's defaults: its settings, its names
 * (the display name is the address), its photo, its place and last sign-in. Kept: the id, the address,
 * the role (only the set-up link's operator or an administrator grants one, never the sign-up) and
 * the credential row (its password is removed by confirmAddressWithoutPassword), and the library
 * version (a sequence's number, which only goes up). The backups are files: the caller removes them.
 * tests/api/auth-confirm-address.test.ts checks every table that refers to an account against this.
 */
export async function clearAccountData(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(collections).where(eq(collections.ownerId, userId));
  // The answer log has no foreign key (migration 0004): its rows go by hand, as deleteAccount's do.
  await tx.execute(sql`delete from progress_events where user_id = ${userId}`);
  await tx.delete(progress).where(eq(progress.userId, userId));
  await tx.delete(reviewCards).where(eq(reviewCards.userId, userId));
  await tx.delete(reviewFits).where(eq(reviewFits.userId, userId));
  await tx.delete(parsingAnswers).where(eq(parsingAnswers.userId, userId));
  await tx.delete(parsingCards).where(eq(parsingCards.userId, userId));
  await tx.delete(studySessions).where(eq(studySessions.userId, userId));
  await tx.delete(userReadingProgress).where(eq(userReadingProgress.userId, userId));
  await tx.delete(userBookCoverage).where(eq(userBookCoverage.userId, userId));
  await tx.delete(jobs).where(eq(jobs.userId, userId));
  await tx.update(gettingStartedDismissals).set({ dismissedBy: null }).where(eq(gettingStartedDismissals.dismissedBy, userId));
  await tx.delete(settings).where(eq(settings.userId, userId));
  await tx.insert(settings).values({ userId });
  await tx.update(profiles).set({ firstName: null, lastName: null, country: null, city: null, lastSignInAt: null, createdAt: sql`now()` })
    .where(eq(profiles.id, userId));
  await tx.update(user).set({ name: user.email, firstName: null, lastName: null, image: null, createdAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(user.id, userId));
}

/**
 * Whether the account's credential password was removed (confirmAddressWithoutPassword), read FOR
 * SHARE: a removal in progress is waited for, so a log-in that checked the old password just before
 * it sees the removal here.
 */
export async function passwordRemoved(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ password: account.password }).from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential"))).limit(1).for("share");
  return row !== undefined && row.password === null;
}

export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(session).where(eq(session.id, sessionId));
}

/** The account's role rows become the one row "admin" (in `tx`, a transaction); false when it already was admin. */
export async function grantAdminRole(tx: DbOrTx, userId: string): Promise<boolean> {
  const held = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).for("update");
  if (held.length === 1 && held[0]!.role === "admin") return false;
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values({ userId, role: "admin" });
  return true;
}

/*
 * Failed log-ins per address live in better-auth's rate_limit table under the key
 * "signin-email:<address>". For these rows last_request holds the END of the lock window
 * (last failure + window), so better-auth's pruning of rows older than its own longest window
 * only removes them once they no longer matter.
 */
/** One counter per e-mail address and client address: another client's failures never slow this one. */
export const signInEmailKey = (email: string, ip: string) => `signin-email:${email.trim().toLowerCase()}|${ip}`;

/** One counter per account and client address for wrong second-factor codes (TOTP, backup code). */
export const twoFactorKey = (userId: string, ip: string) => `two-factor:${userId}|${ip}`;

export interface FailureWindow { count: number; windowEndsAt: number }

export async function readSignInFailures(db: DbOrTx, email: string, ip: string): Promise<FailureWindow | null> {
  return readFailures(db, signInEmailKey(email, ip));
}

/** The failure window kept under `key` (signInEmailKey, twoFactorKey), or null. */
export async function readFailures(db: DbOrTx, key: string): Promise<FailureWindow | null> {
  const [row] = await db
    .select({ count: rateLimit.count, windowEndsAt: rateLimit.lastRequest })
    .from(rateLimit)
    .where(eq(rateLimit.key, key))
    .limit(1);
  return row ?? null;
}

/** Counts one failure in SQL (a fresh window when the previous one has ended); returns the new count. */
export async function recordSignInFailure(db: DbOrTx, email: string, ip: string, now: number, windowMs: number): Promise<number> {
  return recordFailure(db, signInEmailKey(email, ip), now, windowMs);
}

export async function recordFailure(db: DbOrTx, key: string, now: number, windowMs: number): Promise<number> {
  const ends = now + windowMs;
  const rows = await db
    .insert(rateLimit)
    .values({ id: sql`gen_random_uuid()::text`, key, count: 1, lastRequest: ends })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${now} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: ends,
      },
    })
    .returning({ count: rateLimit.count });
  return rows[0]?.count ?? 1;
}

export async function clearSignInFailures(db: DbOrTx, email: string, ip: string): Promise<void> {
  await clearFailures(db, signInEmailKey(email, ip));
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, key));
}

/**
 * Every failed log-in counted for `email` (from every client address) and every wrong second-factor
 * code counted for the account `userId`: a new password (reset by the mailed link, or changed)
 * lifts the locks the old one's owner may have run into. By prefix, not LIKE: an address may hold `_`.
 */
export async function clearAccountFailures(db: DbOrTx, email: string, userId: string): Promise<void> {
  const signIn = signInEmailKey(email, "");
  const twoFactorCodes = twoFactorKey(userId, "");
  await db.delete(rateLimit).where(sql`starts_with(${rateLimit.key}, ${signIn}) or starts_with(${rateLimit.key}, ${twoFactorCodes})`);
}

/**
 * Counts one account e-mail to `email` in SQL (a fresh window when the last one has ended); true
 * while the count stays within `max` in the window. Shared by every server on the database.
 */
export async function claimMailToAddress(db: DbOrTx, email: string, now: number, windowMs: number, max: number): Promise<boolean> {
  const rows = await db
    .insert(rateLimit)
    .values({ id: sql`gen_random_uuid()::text`, key: `mail-to:${email.trim().toLowerCase()}`, count: 1, lastRequest: now + windowMs })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${now} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${now} then ${now + windowMs} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count });
  return (rows[0]?.count ?? 1) <= max;
}

/**
 * Claims a TOTP code for a user: true the first time within `ttlMs` (a code is valid for at most
 * its 30 s step plus the verifier's drift window), false when it was used already. One statement.
 */
export async function claimTotpCode(db: DbOrTx, userId: string, code: string, now: number, ttlMs: number): Promise<boolean> {
  const rows = await db
    .insert(rateLimit)
    .values({ id: sql`gen_random_uuid()::text`, key: `totp-used:${userId}:${code}`, count: 1, lastRequest: now + ttlMs })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: { count: 1, lastRequest: now + ttlMs },
      setWhere: sql`${rateLimit.lastRequest} <= ${now}`,
    })
    .returning({ id: rateLimit.id });
  return rows.length > 0;
}

/** The interface language the account chose in Account (settings.interface_language), or null. */
export async function findInterfaceLanguage(db: DbOrTx, userId: string): Promise<Locale | null> {
  const [row] = await db.select({ locale: settings.interfaceLanguage }).from(settings).where(eq(settings.userId, userId)).limit(1);
  return row?.locale ?? null;
}
