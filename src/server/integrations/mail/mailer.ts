import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../../lib/logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The main link of the message (printed in the log when using the outbox). */
  link?: string;
}

/** Sends e-mail. SMTP when SMTP_URL is set; otherwise the outbox folder (see README). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface SmtpOptions {
  /** Send the password even when the server does not take STARTTLS (SMTP_ALLOW_PLAINTEXT: a local relay without TLS). */
  allowPlaintext?: boolean;
}

/** SMTP_URL without its password, for messages and logs. */
const withoutPassword = (url: URL) => `${url.protocol}//${url.username ? `${decodeURIComponent(url.username)}@` : ""}${url.host}`;

/**
 * SMTP at `smtpUrl` (nodemailer). Over smtp:// nodemailer upgrades to TLS only when the server offers
 * STARTTLS, so someone in the middle who strips the offer would read the password: when the URL
 * carries credentials and is not smtps:// (nor ?secure=true), TLS is required (requireTLS) unless
 * `allowPlaintext`, and a server without STARTTLS fails the send before AUTH, with a message that
 * names it and the setting.
 */
export function createSmtpMailer(smtpUrl: string, from: string, { allowPlaintext = false }: SmtpOptions = {}): Mailer {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:" || url.searchParams.get("secure") === "true";
  const requireTLS = (url.username !== "" || url.password !== "") && !secure && !allowPlaintext;
  // nodemailer lets the URL's query override options (?requireTLS=false, ?ignoreTLS=true): plain text is SMTP_ALLOW_PLAINTEXT's to allow.
  const target = new URL(smtpUrl);
  if (requireTLS) for (const key of [...target.searchParams.keys()]) if (/^(requireTLS|ignoreTLS|opportunisticTLS)$/i.test(key)) target.searchParams.delete(key);
  const transport = nodemailer.createTransport({ url: requireTLS ? target.href : smtpUrl, ...(requireTLS ? { requireTLS: true } : {}) });
  return {
    async send(m) {
      try {
        await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      } catch (e) {
        if (!requireTLS || (e as { code?: unknown }).code !== "ETLS") throw e;
        throw new Error(`The mail server ${withoutPassword(url)} (SMTP_URL) did not take STARTTLS: the mail was not sent, and the SMTP password was not sent in plain text. `
          + "Use a mail server that offers STARTTLS, or smtps://; for a local relay without TLS, SMTP_ALLOW_PLAINTEXT=true.", { cause: e });
      }
    },
  };
}

/** Writes each message as a .eml file to `dir` and logs its link, for instances without a mail server. */
export function createOutboxMailer(dir: string, from: string, log: Logger): Mailer {
  return {
    async send(m) {
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const safeTo = m.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
      const file = path.join(dir, `${stamp}-${safeTo}.eml`);
      const raw = [
        `From: ${from}`, `To: ${m.to}`, `Subject: ${m.subject}`, `Date: ${new Date().toUTCString()}`,
        "Content-Type: text/plain; charset=utf-8", "", m.text, "",
      ].join("\r\n");
      await fs.writeFile(file, raw, { flag: "wx" });
      log.info({ to: m.to, file, link: m.link }, `E-mail written to the outbox: ${m.subject}${m.link ? ` — ${m.link}` : ""}`);
    },
  };
}
