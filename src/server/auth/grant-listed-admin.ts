import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../lib/logger";
import { grantAdminRole, readUserAddress } from "./queries";

/**
 * ADMIN_EMAILS names administrators by address, but an address counts only once its owner has
 * proved it (the link e-mailed at sign-up), and a verified account's password is always one set by
 * whoever proved the mailbox: the link confirms an address within the session of the person who
 * signed up, and anywhere else removes the password, which only a reset link then sets again
 * (confirm-address.ts). So whoever signs up first with a listed address never gets the role. Runs
 * after a verification and at every log-in (so an address added to ADMIN_EMAILS later is honoured
 * at the next log-in). Returns whether the role was granted.
 */
export async function grantListedAdmin(db: Db, config: Config, log: Logger, userId: string): Promise<boolean> {
  if (config.ADMIN_EMAILS.length === 0) return false;
  const account = await readUserAddress(db, userId);
  if (!account?.emailVerified || !config.ADMIN_EMAILS.includes(account.email.toLowerCase())) return false;
  const granted = await db.transaction((tx) => grantAdminRole(tx, userId));
  if (granted) log.info({ userId }, "A verified address in ADMIN_EMAILS was granted the admin role");
  return granted;
}
