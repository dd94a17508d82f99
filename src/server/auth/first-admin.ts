import crypto from "node:crypto";
import path from "node:path";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../lib/logger";
import { countAdmins } from "./queries";

/**
 * The first administrator of an instance. An account becomes admin at sign-up only while the
 * instance has no administrator AND the sign-up carries the set-up token printed in the server's
 * log (whoever reads the log runs the instance). The token is derived from the auth secret, so
 * every server sharing AUTH_SECRET prints and accepts the same one, and it is useless once an
 * administrator exists. Later administrators are named by an administrator, or by ADMIN_EMAILS
 * once their address is verified (see grant-listed-admin.ts).
 */
export const SETUP_TOKEN_HEADER = "x-milim-setup-token";

export function firstAdminSetupToken(secret: string): string {
  return crypto.createHmac("sha256", secret).update("milim:first-admin-setup").digest("base64url").slice(0, 32);
}

export function isFirstAdminSetupToken(secret: string, candidate: string | null | undefined): boolean {
  if (!candidate) return false;
  const expected = Buffer.from(firstAdminSetupToken(secret));
  const given = Buffer.from(candidate);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * What a set-up link can do now: "open" (it is this server's and there is no administrator yet),
 * "invalid" (not this server's token), or "admin-exists" (an administrator exists: it is spent).
 * The sign-up checks it (auth-hooks.ts), and so does the page before it shows the form.
 */
export type SetupLinkState = "open" | "invalid" | "admin-exists";
export async function readSetupLinkState(db: Db, secret: string, token: string): Promise<SetupLinkState> {
  if (!isFirstAdminSetupToken(secret, token)) return "invalid";
  return (await countAdmins(db)) > 0 ? "admin-exists" : "open";
}

/** The sign-up page that carries the token (the link printed at start-up). */
export const firstAdminSetupUrl = (config: Config, token: string) => `${config.publicUrl}/auth?mode=signup&setup=${token}`;

/** Start-up lines: the set-up link while there is no administrator, and how ADMIN_EMAILS works. */
export async function announceAdminSetup(db: Db, config: Config, log: Logger, secret: string): Promise<void> {
  if ((await countAdmins(db)) === 0) {
    log.warn(
      `No administrator yet. To create the first administrator account, open ${firstAdminSetupUrl(config, firstAdminSetupToken(secret))} ` +
        "(keep this link private: it works until an administrator exists).",
    );
  }
  if (config.ADMIN_EMAILS.length > 0) {
    const mail = config.SMTP_URL ? "by e-mail" : `in the outbox folder ${path.join(config.dataDir, "outbox")} (no SMTP_URL; each link is also written to this log)`;
    log.info(`ADMIN_EMAILS: ${config.ADMIN_EMAILS.length} address(es) become administrators once they confirm their address with the link sent at sign-up (${mail}).`);
  }
}
