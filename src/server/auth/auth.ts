import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import type { Config } from "../config";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import type { Geolocator } from "../integrations/geolocation/geolocator";
import type { Mailer } from "../integrations/mail/mailer";
import type { Storage } from "../integrations/storage/storage";
import type { Logger } from "../lib/logger";
import { createAuthHooks, newPasswordRequestUrl } from "./auth-hooks";
import { CLIENT_IP_HEADER } from "./client-ip";
import { isFirstAdminSetupToken, SETUP_TOKEN_HEADER } from "./first-admin";
import { grantListedAdmin } from "./grant-listed-admin";
import { onUserCreated } from "./on-user-created";
import { recordSignUpPlace } from "./record-sign-up-place";
import { m } from "../../paraglide/messages";
import { sendAccountMail } from "./send-account-mail";
import { deleteSession, passwordRemoved, touchLastSignIn } from "./queries";
import { trustedOrigins } from "./trusted-origins";

export interface AuthOptions {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: Logger;
  secret: string;
  geolocator: Geolocator;
  /** The backups' store: an account confirmed outside its session loses the backups made before (confirm-address.ts). */
  storage: Storage;
  /** The server's clock (deps.now): the log-in limits, the TOTP re-use window and the mail limit decide by it. */
  now: () => Date;
  /**
   * How passwords are hashed and checked; better-auth's own (scrypt N=16384, r=16: about 0.1 CPU-
   * seconds a hash) unless given. Only the in-process API tests give a cheaper scrypt.
   */
  passwordHasher?: PasswordHasher;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

export function createAuth({ config, db, mailer, log, secret, geolocator, now, passwordHasher, storage }: AuthOptions) {
  const hooks = createAuthHooks({ config, db, log, secret, now, storage });
  return betterAuth({
    appName: "Milim",
    secret,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    trustedOrigins: (request) => trustedOrigins(config, request),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user, session: schema.session, account: schema.account,
        verification: schema.verification, twoFactor: schema.twoFactor, rateLimit: schema.rateLimit,
      },
    }),
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, input: true },
        lastName: { type: "string", required: false, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 72,
      // Sign-up answers alike whether or not the address has an account (better-auth answers a
      // known address with a stand-in user after hashing the password, so the time matches too);
      // the client then logs in with the same password. The e-mail tells the owner.
      autoSignIn: false,
      ...(passwordHasher ? { password: passwordHasher } : {}),
      onExistingUserSignUp: async ({ user }, request) => {
        const url = newPasswordRequestUrl(config);
        sendAccountMail(db, mailer, log, now, {
          to: user.email, userId: user.id, request,
          compose: (locale) => ({ subject: m.mail_existing_subject({}, { locale }), text: m.mail_existing_body({ url }, { locale }), link: url }),
        });
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Not awaited: an unknown address (no mail) must answer as fast as a known one.
      async sendResetPassword({ user, url }, request) {
        sendAccountMail(db, mailer, log, now, {
          to: user.email, userId: user.id, request,
          compose: (locale) => ({ subject: m.mail_reset_subject({}, { locale }), text: m.mail_reset_body({ url }, { locale }), link: url }),
        });
      },
    },
    emailVerification: {
      // Every new account is asked to confirm its address; only ADMIN_EMAILS depends on it (log-in does not).
      // The link never signs anyone in: opened where the account's own session is (whoever signed
      // up), that session stays; opened anywhere else, it ends the account's sessions, removes its
      // password and asks for a new one (confirm-address.ts).
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24 * 7,
      async sendVerificationEmail({ user, url }, request) {
        sendAccountMail(db, mailer, log, now, {
          to: user.email, userId: user.id, request,
          compose: (locale) => ({ subject: m.mail_confirm_subject({}, { locale }), text: m.mail_confirm_body({ url }, { locale }), link: url }),
        });
      },
      async afterEmailVerification(user) {
        await grantListedAdmin(db, config, log, user.id);
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No cookie cache: a log-out, a password reset or a two-factor change takes effect at once.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: config.RATE_LIMIT,
      storage: "database",
      window: 60,
      max: 200,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 10 },
        "/request-password-reset": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 5 },
        "/two-factor/verify-totp": { window: 60, max: 10 },
      },
    },
    advanced: {
      // Set by app.ts from the TCP socket (a client-sent copy is dropped): the per-IP rate limit key.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Always check Origin against trustedOrigins (better-auth skips it under NODE_ENV=test), so
      // the tests run the check production runs.
      disableOriginCheck: false,
    },
    hooks: { before: hooks.before, after: hooks.after },
    // better-auth's account-wide lock (10 wrong codes from anywhere: 15 minutes) is off: wrong codes
    // are limited per account and client address by the hooks (sign-in-email-limit.ts), and each
    // password step still allows better-auth's 5 codes.
    plugins: [twoFactor({ issuer: "Milim", accountLockout: { enabled: false } })],
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            const token = ctx?.headers?.get(SETUP_TOKEN_HEADER) ?? ctx?.request?.headers.get(SETUP_TOKEN_HEADER);
            await onUserCreated(db, log, user, { setupToken: isFirstAdminSetupToken(secret, token) });
            // In the background: the answer must not wait for (or be timed by) the lookup.
            const ip = ctx?.headers?.get(CLIENT_IP_HEADER) ?? ctx?.request?.headers.get(CLIENT_IP_HEADER);
            if (ip) void recordSignUpPlace(db, geolocator, log, user.id, ip);
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            // A log-in that checked the password just before a confirmation outside the account's
            // session removed it (confirm-address.ts) gets no session, and no role.
            if (await passwordRemoved(db, session.userId)) {
              await deleteSession(db, session.id);
              log.warn({ userId: session.userId }, "A session made with a password removed meanwhile was deleted");
              return;
            }
            await touchLastSignIn(db, session.userId, session.createdAt ?? new Date());
            await grantListedAdmin(db, config, log, session.userId);
          },
        },
      },
    },
    logger: { disabled: config.LOG_LEVEL === "silent" },
  });
}

export type Auth = ReturnType<typeof createAuth>;
