import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import type { ZodType } from "zod";
import {
  NewPasswordSchema, RequestPasswordResetSchema, SignInSchema, SignUpSchema, UpdateUserSchema,
} from "../../shared/api/auth";
import { readIssueMessage } from "../../shared/i18n/server-messages";
import type { Config } from "../config";
import { authErrorBody } from "./auth-error-shape";
import type { Db } from "../db/client";
import type { Storage } from "../integrations/storage/storage";
import type { Logger } from "../lib/logger";
import { CLIENT_IP_HEADER } from "./client-ip";
import { clearWhileNoPassword, confirmAddressOutsideSession } from "./confirm-address";
import { readSetupLinkState, SETUP_TOKEN_HEADER } from "./first-admin";
import { claimTotpCode, clearAccountFailures, readUserAddress } from "./queries";
import {
  noteSignInFailure, noteSignInSuccess, noteTwoFactorFailure, noteTwoFactorSuccess, signInWaitFor, twoFactorWait, twoFactorWaitFor, signInWait,
} from "./sign-in-email-limit";

/** Where the e-mailed reset link leads: the client's set-new-password form. */
export const newPasswordUrl = (config: Config) => `${config.publicUrl}/auth?mode=new-password`;
/** The page whose button confirms an address from the sign-up link opened in another browser. */
export const confirmAddressPageUrl = (config: Config) => `${config.publicUrl}/auth?mode=confirm-address`;
/** Where that button leads: the new-password form, or the log-in form when the password stands. */
export const confirmAddressUrls = (config: Config) => ({ newPassword: newPasswordUrl(config), logIn: `${config.publicUrl}/auth?mode=login` });
/** The form that asks for a reset link. */
export const newPasswordRequestUrl = (config: Config) => `${config.publicUrl}/auth?mode=reset`;

function parseOrThrow<T>(schema: ZodType<T>, input: unknown): T {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data;
  const { message, keyed } = readIssueMessage(r.error.issues[0]?.message ?? "Invalid input");
  throw new APIError("BAD_REQUEST", keyed ? authErrorBody("VALIDATION_FAILED", keyed.key, keyed.params) : { message, code: "VALIDATION_FAILED" });
}

/** The client's address, as app.ts set it from the socket (see client-ip.ts). */
const clientIp = (ctx: { headers?: Headers | undefined; request?: Request | undefined }) =>
  ctx.headers?.get(CLIENT_IP_HEADER) ?? ctx.request?.headers.get(CLIENT_IP_HEADER) ?? "unknown";

/** The second factor's log-in steps (a code checked against the account of the two-factor cookie). */
const TWO_FACTOR_STEPS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code", "/two-factor/verify-otp"]);

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account a two-factor log-in step is for (its signed two_factor cookie's challenge), or null. */
async function twoFactorAccount(ctx: HookContext): Promise<string | null> {
  const name = ctx.context.createAuthCookie("two_factor").name;
  const challenge = await ctx.getSignedCookie(name, ctx.context.secret);
  if (!challenge) return null;
  const found = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return found?.value ?? null;
}

const bodyOf = (ctx: { body?: unknown }) => (ctx.body && typeof ctx.body === "object" ? (ctx.body as Record<string, unknown>) : {});

/**
 * better-auth's hooks: the account rules (src/shared/api/auth.ts) on the server (same zod schemas as the
 * forms), and the per-address limit on failed log-ins (better-auth's own limiter is per IP + path).
 */
export function createAuthHooks({ config, db, log, secret, now, storage }: { config: Config; db: Db; log: Logger; secret: string; now: () => Date; storage: Storage }) {
  const before = createAuthMiddleware(async (ctx) => {
    const body = bodyOf(ctx);
    switch (ctx.path) {
      case "/sign-up/email": {
        const v = parseOrThrow(SignUpSchema, body);
        await checkSetupLink(ctx.headers?.get(SETUP_TOKEN_HEADER) ?? ctx.request?.headers.get(SETUP_TOKEN_HEADER));
        return { context: { body: { ...body, ...v, name: `${v.firstName} ${v.lastName}` } } };
      }
      case "/sign-in/email": {
        const v = parseOrThrow(SignInSchema, body);
        if (config.RATE_LIMIT) {
          const wait = await signInWaitFor(db, v.email, clientIp(ctx), now().getTime());
          if (wait !== null) {
            log.warn({ wait }, "Log-in refused: too many failed attempts for this address from this client");
            throw new APIError("TOO_MANY_REQUESTS", authErrorBody("TOO_MANY_FAILED_LOGINS", ...signInWait(wait)), { "Retry-After": String(wait) });
          }
        }
        return { context: { body: { ...body, email: v.email } } };
      }
      case "/request-password-reset": {
        const v = parseOrThrow(RequestPasswordResetSchema, body);
        // The link always leads to this instance's own form, whatever the client asked for.
        return { context: { body: { ...body, email: v.email, redirectTo: newPasswordUrl(config) } } };
      }
      case "/update-user": {
        // The sign-up name rules; with both names the display name follows them.
        const v = parseOrThrow(UpdateUserSchema, body);
        const names = v.firstName !== undefined && v.lastName !== undefined ? { name: `${v.firstName} ${v.lastName}` } : {};
        return { context: { body: { ...v, ...names } } };
      }
      case "/verify-email":
        // The sign-up confirmation link: outside the account's own session, it leads to a page whose button confirms.
        return confirmAddressOutsideSession(ctx, { db, confirmPageUrl: confirmAddressPageUrl(config) });
      case "/reset-password": {
        parseOrThrow(NewPasswordSchema, { password: body.newPassword });
        // An account whose address was confirmed elsewhere gets its first password here: what a
        // request of the sign-up's still running at the button wrote since is cleared first.
        const token = typeof body.token === "string" ? body.token : typeof ctx.query?.token === "string" ? ctx.query.token : "";
        const reset = token ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`) : null;
        if (reset) await clearWhileNoPassword({ db, log, storage }, reset.value);
        // Handed to the after-hook (better-auth merges this into the request's context): the
        // token is used up by then, and only a reset that succeeded lifts the account's locks.
        return reset ? { context: { [RESET_FOR]: reset.value } } : undefined;
      }
      case "/change-password": {
        // A new password ends every other session of the account, as a reset does
        // (revokeSessionsOnPasswordReset), whatever the client asks: a stolen session must not outlive it.
        parseOrThrow(NewPasswordSchema, { password: body.newPassword });
        return { context: { body: { ...body, revokeOtherSessions: true } } };
      }
      default:
        if (TWO_FACTOR_STEPS.has(ctx.path) && config.RATE_LIMIT) {
          const userId = await twoFactorAccount(ctx);
          const wait = userId ? await twoFactorWaitFor(db, userId, clientIp(ctx), now().getTime()) : null;
          if (wait !== null) {
            log.warn({ wait }, "Second factor refused: too many wrong codes for this account from this client");
            throw new APIError("TOO_MANY_REQUESTS", authErrorBody("TOO_MANY_WRONG_CODES", ...twoFactorWait(wait)), { "Retry-After": String(wait) });
          }
        }
        return;
    }
  });

  /** A sign-up through the set-up link: a wrong token, or a link used once already, is said so. */
  async function checkSetupLink(token: string | null | undefined) {
    if (token == null) return;
    const state = await readSetupLinkState(db, secret, token);
    if (state === "invalid") throw new APIError("FORBIDDEN", authErrorBody("INVALID_SETUP_LINK", "auth_setup_link_invalid"));
    if (state === "admin-exists") throw new APIError("CONFLICT", authErrorBody("ADMIN_EXISTS", "auth_setup_admin_exists"));
  }

  const after = createAuthMiddleware(async (ctx) => {
    if (ctx.path === "/reset-password" || ctx.path === "/change-password") return liftLocksAfterNewPassword(ctx);
    if (TWO_FACTOR_STEPS.has(ctx.path) && config.RATE_LIMIT) await countTwoFactorStep(ctx);
    if (ctx.path === "/two-factor/verify-totp") return refuseReplayedTotp(ctx);
    if (ctx.path !== "/sign-in/email" || !config.RATE_LIMIT) return;
    const email = typeof bodyOf(ctx).email === "string" ? (bodyOf(ctx).email as string) : "";
    if (!email) return;
    const returned = ctx.context.returned;
    if (isAPIError(returned)) {
      // Wrong address or password (not a validation error or a refusal by the limits).
      if (returned.statusCode === 401) await noteSignInFailure(db, email, clientIp(ctx), now().getTime());
    } else {
      await noteSignInSuccess(db, email, clientIp(ctx));
    }
  });

  /**
   * A new password (reset by the mailed link, or changed in a session) lifts the sign-in lock on the
   * account's address from every client, and the wrong-code lock on the account: an owner who
   * locked themself out and reset their password signs in with it at once. Only after success.
   */
  async function liftLocksAfterNewPassword(ctx: HookContext) {
    const returned = ctx.context.returned;
    if (!returned || isAPIError(returned)) return;
    let account: { id: string; email: string } | null = null;
    if (ctx.path === "/change-password") {
      const changed = (returned as { user?: { id?: unknown; email?: unknown } }).user;
      if (typeof changed?.id === "string" && typeof changed.email === "string") account = { id: changed.id, email: changed.email };
    } else {
      const userId = (ctx as HookContext & { [RESET_FOR]?: unknown })[RESET_FOR];
      if (typeof userId === "string") account = await readUserAddress(db, userId);
    }
    if (account) await clearAccountFailures(db, account.email, account.id);
  }

  /** A wrong code at log-in counts against this account from this client; a right one clears its count. */
  async function countTwoFactorStep(ctx: HookContext) {
    const returned = ctx.context.returned;
    if (isAPIError(returned)) {
      if (returned.statusCode !== 401) return;
      const userId = await twoFactorAccount(ctx);
      if (userId) await noteTwoFactorFailure(db, userId, clientIp(ctx), now().getTime());
    } else if (ctx.context.newSession) {
      await noteTwoFactorSuccess(db, ctx.context.newSession.user.id, clientIp(ctx));
    }
  }

  /**
   * A TOTP code signs in once: the same code sent again within its validity (someone who saw it,
   * or a replayed request) is refused and the session it just made is removed.
   */
  async function refuseReplayedTotp(ctx: HookContext) {
    const signingIn = /(^|;\s*)[\w.-]*two_factor=/.test(ctx.request?.headers.get("cookie") ?? "");
    const made = ctx.context.newSession;
    const code = bodyOf(ctx).code;
    if (!signingIn || !made || isAPIError(ctx.context.returned) || typeof code !== "string") return;
    if (await claimTotpCode(db, made.user.id, code, now().getTime(), TOTP_CODE_TTL_MS)) return;
    await ctx.context.internalAdapter.deleteSession(made.session.token);
    log.warn({ userId: made.user.id }, "A two-factor code was used twice");
    throw new APIError("UNAUTHORIZED", authErrorBody("TOTP_CODE_REUSED", "auth_totp_code_used"));
  }

  return { before, after };
}

/** The key under which the before-hook hands a reset's account id to the after-hook. */
const RESET_FOR = "milimResetPasswordUserId";

/** A TOTP code is valid for its 30 s step and one step either side (better-auth's window). */
const TOTP_CODE_TTL_MS = 120_000;
