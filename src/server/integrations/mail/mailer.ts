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

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
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
