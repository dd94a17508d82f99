import type { Db } from "../db/client";
import type { MailMessage, Mailer } from "../integrations/mail/mailer";
import type { Logger } from "../lib/logger";
import { claimMailToAddress } from "./queries";

/** At most this many account e-mails (confirmation, reset, "someone tried") per address per hour. */
export const ACCOUNT_MAILS_PER_HOUR = 5;

/**
 * Sends an account e-mail in the background: the caller answers at once, and alike whether or not
 * a mail goes out (so neither the time nor the answer tells whether the address has an account).
 * Past the per-address limit the mail is dropped and logged: no one can flood a mailbox by asking
 * for resets or signing up with someone's address from many clients.
 */
export function sendAccountMail(db: Db, mailer: Mailer, log: Logger, message: MailMessage): void {
  void (async () => {
    if (!(await claimMailToAddress(db, message.to, Date.now(), 60 * 60 * 1000, ACCOUNT_MAILS_PER_HOUR))) {
      log.warn({ subject: message.subject }, "Account e-mail not sent: this address had its hourly share already");
      return;
    }
    await mailer.send(message);
  })().catch((err: unknown) => log.error({ err, subject: message.subject }, "Could not send an account e-mail"));
}
