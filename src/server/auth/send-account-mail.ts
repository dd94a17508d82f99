import { LOCALE_COOKIE, requestLocale, type Locale } from "../../shared/i18n/locales";
import type { Db } from "../db/client";
import type { MailMessage, Mailer } from "../integrations/mail/mailer";
import type { Logger } from "../lib/logger";
import { claimMailToAddress, findInterfaceLanguage } from "./queries";

/** An account e-mail, written in the recipient's interface language once it is known. */
export interface AccountMail {
  to: string;
  /** The account it is about: its interface language, when chosen, is the mail's. */
  userId: string | null;
  /** The request that caused it: its cookie or Accept-Language otherwise. */
  request?: Request | undefined;
  compose(locale: Locale): Omit<MailMessage, "to">;
}

const cookieValue = (cookie: string | null | undefined, name: string) =>
  cookie?.split(";").map((c) => c.trim().split("=")).find(([k]) => k === name)?.[1] ?? null;

/** The recipient's interface language: the account's setting, else the request's language (cookie, Accept-Language), else English. */
export async function mailLocale(db: Db, userId: string | null, request: Request | undefined): Promise<Locale> {
  const setting = userId ? await findInterfaceLanguage(db, userId) : null;
  return requestLocale({
    setting,
    cookie: cookieValue(request?.headers.get("cookie"), LOCALE_COOKIE),
    acceptLanguage: request?.headers.get("accept-language"),
  });
}

/** At most this many account e-mails (confirmation, reset, "someone tried") per address per hour. */
export const ACCOUNT_MAILS_PER_HOUR = 5;

/**
 * Sends an account e-mail in the background: the caller answers at once, and alike whether or not
 * a mail goes out (so neither the time nor the answer tells whether the address has an account).
 * Past the per-address limit the mail is dropped and logged: no one can flood a mailbox by asking
 * for resets or signing up with someone's address from many clients.
 */
export function sendAccountMail(db: Db, mailer: Mailer, log: Logger, now: () => Date, mail: AccountMail): void {
  void (async () => {
    // In the background too: looking up a known account's language must not slow its answer.
    const message: MailMessage = { to: mail.to, ...mail.compose(await mailLocale(db, mail.userId, mail.request)) };
    if (!(await claimMailToAddress(db, message.to, now().getTime(), 60 * 60 * 1000, ACCOUNT_MAILS_PER_HOUR))) {
      log.warn({ subject: message.subject }, "Account e-mail not sent: this address had its hourly share already");
      return;
    }
    await mailer.send(message);
  })().catch((err: unknown) => log.error({ err }, "Could not send an account e-mail"));
}
