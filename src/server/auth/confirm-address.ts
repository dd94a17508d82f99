import crypto from "node:crypto";
import { getSessionFromCtx, type createAuthMiddleware } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import type { Db } from "../db/client";
import type { Storage } from "../integrations/storage/storage";
import type { Logger } from "../lib/logger";
import type { Auth } from "./auth";
import type { SessionCache } from "./session-cache";
import { clearAccountData, confirmAddressWithoutPassword, passwordRemoved } from "./queries";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type AuthContext = Awaited<Auth["$context"]>;

/** The query flag of the new-password form reached this way: the form says why it asks. */
const CONFIRMED_ELSEWHERE_PARAM = "confirmed";

/** The account a confirmation link stands for, or null (a bad, expired or used link, an unknown account). */
async function linkAccount(auth: Pick<AuthContext, "secret" | "internalAdapter">, token: string) {
  const payload = token ? await verifyJWT<{ email?: unknown; userId?: unknown; updateTo?: unknown }>(token, auth.secret) : null;
  if (!payload || typeof payload.email !== "string" || payload.updateTo !== undefined) return null;
  const found = await auth.internalAdapter.findUserByEmail(payload.email);
  if (!found || (typeof payload.userId === "string" && payload.userId !== found.user.id)) return null;
  return found.user;
}

/**
 * The confirmation link e-mailed at sign-up (GET /api/auth/verify-email), before better-auth's own
 * handler. better-auth would mark the address verified and sign whoever opens the link in, to an
 * account whose password whoever signed up chose: someone who signs up with another person's
 * address would share the account its owner then uses (and, for an ADMIN_EMAILS address, its role).
 *
 * So better-auth confirms the address only in a browser holding a session of that very account (the
 * person who signed up, who knows the password; auth.ts turns its sign-in by the link off). Anywhere
 * else the GET changes nothing — mail scanners (Outlook Safe Links) open links on delivery, and
 * would otherwise end the session of whoever just signed up: it leads to the client's page
 * `confirmPageUrl` (with the link's token), whose button POSTs to confirmAddressByButton. That page
 * is also where the link leads while the password stays removed. Returns when better-auth should
 * answer the link itself (a bad, expired or used link, an unknown account, or the account's own
 * session); otherwise throws the redirect.
 */
export async function confirmAddressOutsideSession(
  ctx: HookContext, { db, confirmPageUrl }: { db: Db; /** the client's confirm-address page */ confirmPageUrl: string },
): Promise<void> {
  const token = typeof ctx.query?.token === "string" ? ctx.query.token : "";
  const account = await linkAccount(ctx.context, token);
  if (!account) return;
  if (account.emailVerified) {
    if (await passwordRemoved(db, account.id)) throw ctx.redirect(withToken(confirmPageUrl, token));
    return;
  }
  const current = await getSessionFromCtx(ctx);
  if (current?.user.id === account.id) return;
  throw ctx.redirect(withToken(confirmPageUrl, token));
}

/**
 * The button of the confirm-address page (POST /api/confirm-address): whoever opened the link proved
 * the mailbox but not that they chose the password, nor made what the account holds. In one
 * transaction the address is marked verified, the password and the second factor removed, every
 * session of the account ended and the account reset to a new account's state (queries.ts#clearAccountData:
 * whoever signed up with someone else's address must not leave them words, settings or a review
 * log); its backups are removed after. Then the answer leads to the new-password form with a fresh
 * reset token (better-auth's own, as a reset mail's). Until a password is set again the button does
 * so again, and clears the account again (see clearWhileNoPassword). An account confirmed meanwhile
 * whose password stands (its own session opened the link) leads to the log-in form. Null: a bad,
 * expired or used link, or an unknown account.
 */
export async function confirmAddressByButton(
  deps: { auth: Auth; db: Db; log: Logger; sessionCache: SessionCache; storage: Storage },
  token: string, urls: { newPassword: string; logIn: string },
): Promise<{ next: string } | null> {
  const { auth, db, log, sessionCache } = deps;
  const context = await auth.$context;
  const account = await linkAccount(context, token);
  if (!account) return null;
  const userId = account.id;
  const confirmed = !account.emailVerified && (await db.transaction(async (tx) => {
    if (!(await confirmAddressWithoutPassword(tx, userId))) return false;
    await clearAccountData(tx, userId);
    return true;
  }));
  if (confirmed) {
    sessionCache.clear();
    await removeBackups(deps, userId);
    log.info({ userId }, "An address was confirmed outside the account's session: its password, sessions and data were removed and a new password asked for");
  } else if (!(await clearWhileNoPassword(deps, userId))) {
    return { next: pathOf(urls.logIn) };
  }
  return { next: await newPasswordPath(context, userId, urls.newPassword) };
}

/**
 * While the password stays removed after the button, the account can have no session (auth.ts
 * deletes one made meanwhile), so whatever it holds was written by a request of the sign-up's that
 * was still running when the button was pressed (a long import, a backup): it is cleared again, at
 * each press of the button and before a new password is set (auth-hooks.ts). False, and nothing
 * done, when the password stands.
 */
export async function clearWhileNoPassword(deps: { db: Db; log: Logger; storage: Storage }, userId: string): Promise<boolean> {
  const cleared = await deps.db.transaction(async (tx) => {
    if (!(await passwordRemoved(tx, userId))) return false;
    await clearAccountData(tx, userId);
    return true;
  });
  if (cleared) await removeBackups(deps, userId);
  return cleared;
}

/** The account's stored backups (keys "<userId>/…", as modules/backup writes them); a failure is only logged. */
async function removeBackups({ storage, log }: { storage: Storage; log: Logger }, userId: string): Promise<void> {
  const keys = await storage.list(`${userId}/`).catch((err: unknown) => {
    log.warn({ err, userId }, "The backups of an account confirmed elsewhere could not be listed");
    return [] as string[];
  });
  for (const key of keys) {
    await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, "A backup of an account confirmed elsewhere could not be removed"));
  }
}

/** The new-password form's path with a fresh reset token for the account. */
async function newPasswordPath(context: AuthContext, userId: string, newPasswordUrl: string): Promise<string> {
  const resetToken = crypto.randomBytes(24).toString("base64url");
  const seconds = context.options.emailAndPassword?.resetPasswordTokenExpiresIn ?? 60 * 60;
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${resetToken}`,
    value: userId,
    // better-auth checks a reset token against its own clock (new Date()), as for a mailed one.
    expiresAt: new Date(Date.now() + seconds * 1000), // elapsed time: the token's lifetime on better-auth's clock
  });
  const to = new URL(withToken(newPasswordUrl, resetToken));
  to.searchParams.set(CONFIRMED_ELSEWHERE_PARAM, "1");
  return to.pathname + to.search;
}

function withToken(url: string, token: string): string {
  const to = new URL(url);
  to.searchParams.set("token", token);
  return to.href;
}

function pathOf(url: string): string {
  const to = new URL(url);
  return to.pathname + to.search;
}
