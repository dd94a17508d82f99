import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../helpers/test-app";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";

/**
 * SMTP_URL with a user and password over smtp://: nodemailer upgrades to TLS only when the server
 * offers STARTTLS, so someone in the middle who strips the offer would read the password (AUTH
 * PLAIN is its base64). Against a real local SMTP server that offers no STARTTLS: by default the
 * mail is refused before AUTH, with a logged message naming the server and SMTP_ALLOW_PLAINTEXT;
 * with SMTP_ALLOW_PLAINTEXT=true (a local relay without TLS) it goes.
 */
const USER = "milim-mailer";
const PASSWORD = "smtp-password-0123456789";
const b64 = (s: string) => Buffer.from(s).toString("base64");

let smtp: TestSmtpServer;
beforeAll(async () => { smtp = await startSmtpServer({ auth: true }); });
afterAll(async () => { await smtp?.close(); });

/** A context whose mails go to the test SMTP server, and the log records it wrote. */
async function serverWith(env: Record<string, string>, query = ""): Promise<{ ctx: TestContext; records: Record<string, unknown>[] }> {
  const records: Record<string, unknown>[] = [];
  const log = pino({ level: "info", base: undefined }, { write: (line: string) => void records.push(JSON.parse(line) as Record<string, unknown>) });
  const ctx = await createTestContext({ SMTP_URL: `smtp://${USER}:${PASSWORD}@127.0.0.1:${smtp.port}${query}`, ...env }, { realMailer: true, log });
  return { ctx, records };
}

/** Signs up `email`: the address confirmation goes out in the background. */
async function signUp(ctx: TestContext, email: string) {
  const res = await ctx.app.request("/api/auth/sign-up/email", {
    method: "POST", headers: { "content-type": "application/json", origin: ctx.config.publicUrl },
    body: JSON.stringify({ email, password: "correct horse", name: "Dana Levi", firstName: "Dana", lastName: "Levi" }),
  });
  expect(res.status).toBe(200);
}

async function until(what: () => boolean) {
  for (let i = 0; i < 500 && !what(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(what()).toBe(true);
}

describe("SMTP_URL with credentials and a server that offers no STARTTLS", () => {
  it.each([
    ["by default", ""],
    ["whatever the URL's query says (nodemailer's options)", "?requireTLS=false&ignoreTLS=true"],
  ])("%s: the mail is refused, the log says why, and no credentials are sent", async (_, query) => {
    const { ctx, records } = await serverWith({}, query);
    try {
      const before = smtp.lines.length;
      const email = `dana-tls${query ? "-query" : ""}@example.com`;
      await signUp(ctx, email);
      const failed = () => records.find((r) => r.msg === "Could not send an account e-mail");
      await until(() => failed() !== undefined);
      const err = failed()!.err as { message: string };
      expect(err.message).toContain(`The mail server smtp://${USER}@127.0.0.1:${smtp.port} (SMTP_URL) did not take STARTTLS: the mail was not sent, and the SMTP password was not sent in plain text.`);
      expect(err.message).toContain("SMTP_ALLOW_PLAINTEXT=true");
      const sent = smtp.lines.slice(before);
      expect(sent.some((l) => /^STARTTLS$/i.test(l))).toBe(true);
      expect(sent.some((l) => /^(AUTH|MAIL|RCPT|DATA)\b/i.test(l))).toBe(false);
      for (const secret of [PASSWORD, b64(PASSWORD), b64(`\0${USER}\0${PASSWORD}`), b64(USER)]) expect(sent.join("\n")).not.toContain(secret);
      expect(smtp.messages.filter((m) => m.to.includes(email))).toEqual([]);
      expect(JSON.stringify(records)).not.toContain(PASSWORD);
    } finally {
      await ctx.close();
    }
  });

  it("with SMTP_ALLOW_PLAINTEXT=true: the mail goes, signed in with the credentials", async () => {
    const { ctx, records } = await serverWith({ SMTP_ALLOW_PLAINTEXT: "true" });
    try {
      await signUp(ctx, "dana-plain@example.com");
      const mine = () => smtp.messages.filter((m) => m.to.includes("dana-plain@example.com"));
      await until(() => mine().length === 1);
      expect(mine()[0]!.auth).toBe(USER);
      expect(mine()[0]!.data.replace(/=\r?\n/g, "")).toContain("/api/auth/verify-email?token=");
      expect(records.filter((r) => r.msg === "Could not send an account e-mail")).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
