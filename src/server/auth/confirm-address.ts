import crypto from "node:crypto";
import { getSessionFromCtx, type createAuthMiddleware } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import type { Db } from "../db/client";
import type { Logger } from "../lib/logger";
import { confirmAddressWithoutPassword, passwordRemoved } from "./queries";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The query flag of the new-password form reached this way: the form says why it asks. */
const CONFIRMED_ELSEWHERE_PARAM = "confirmed";

/**
 * The confirmation link e-mailed at sign-up (GET /api/auth/verify-email), before better-auth's own
 * handler. better-auth would mark the address verified and sign whoever opens the link in, to an
 * account whose password whoever signed up chose: someone who signs up with another person's
 * address would share the account its owner then uses (and, for an ADMIN_EMAILS address, its role).
 *
 * So better-auth confirms the address only in a browser holding a session of that very account (the
 * person who signed up, who knows the password; auth.ts turns its sign-in by the link off). Anyone
 * else who opens it proved the mailbox but not that they chose the password: in one transaction the
 * address is marked verified, the password and the second factor removed and every session of the
 * account ended; then the link leads to the new-password form with a fresh reset token (better-auth's
 * own, as a reset mail's). Until a password is set again the link keeps leading there (a mail
 * scanner may have opened it before its reader). Returns when better-auth should answer the link
 * itself (a bad, expired or used link, an unknown account, or the account's own session); otherwise
 * throws the redirect.
 */
export async function confirmAddressOutsideSession(
  ctx: HookContext, { db, log, newPasswordUrl }: { db: Db; log: Logger; /** the new-password form */ newPasswordUrl: string },
): Promise<void> {
  const token = typeof ctx.query?.token === "string" ? ctx.query.token : "";
  const payload = token ? await verifyJWT<{ email?: unknown; userId?: unknown; updateTo?: unknown }>(token, ctx.context.secret) : null;
  if (!payload || typeof payload.email !== "string" || payload.updateTo !== undefined) return;
  const found = await ctx.context.internalAdapter.findUserByEmail(payload.email);
  if (!found || (typeof payload.userId === "string" && payload.userId !== found.user.id)) return;
  const userId = found.user.id;
  if (found.user.emailVerified) {
    if (await passwordRemoved(db, userId)) await askForNewPassword(ctx, userId, newPasswordUrl);
    return;
  }
  const current = await getSessionFromCtx(ctx);
  if (current?.user.id === userId) return;
  if (!(await db.transaction((tx) => confirmAddressWithoutPassword(tx, userId)))) return;
  log.info({ userId }, "An address was confirmed outside the account's session: its password and sessions were removed and a new password asked for");
  await askForNewPassword(ctx, userId, newPasswordUrl);
}

/** Redirects to the new-password form with a fresh reset token for the account. */
async function askForNewPassword(ctx: HookContext, userId: string, newPasswordUrl: string): Promise<never> {
  const resetToken = crypto.randomBytes(24).toString("base64url");
  const seconds = ctx.context.options.emailAndPassword?.resetPasswordTokenExpiresIn ?? 60 * 60;
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${resetToken}`,
    value: userId,
    // better-auth checks a reset token against its own clock (new Date()), as for a mailed one.
    expiresAt: new Date(Date.now() + seconds * 1000), // elapsed time: the token's lifetime on better-auth's clock
  });
  const to = new URL(newPasswordUrl);
  to.searchParams.set("token", resetToken);
  to.searchParams.set(CONFIRMED_ELSEWHERE_PARAM, "1");
  throw ctx.redirect(to.href);
}
