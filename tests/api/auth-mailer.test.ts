import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { createDeps } from "../../src/server/create-deps";
import { openPglite } from "../../src/server/db/client";
import { createOutboxMailer, createSmtpMailer } from "../../src/server/integrations/mail/mailer";
import { createLogger } from "../../src/server/lib/logger";
import { startSmtpServer } from "../support/smtp-server";

const onPg = process.env.MILIM_TEST_DB === "pg";
if (onPg) console.log("auth-mailer.test.ts: skipped under MILIM_TEST_DB=pg (the mailers are the subject, on an embedded PGlite of its own; `npm test` runs it)");

describe.skipIf(onPg)("SMTP mailer (SMTP_URL)", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => { smtp = await startSmtpServer(); });
  afterAll(async () => { await smtp.close(); });

  it("delivers the message to the SMTP server", async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, "Milim <no-reply@milim.test>");
    const link = "http://localhost:3000/api/auth/reset-password/abc123?callbackURL=x";
    await mailer.send({ to: "dana@example.com", subject: "Reset your Milim password", text: `Open this link:\n\n${link}\n`, link });
    expect(smtp.messages).toHaveLength(1);
    const m = smtp.messages[0]!;
    expect(m.from).toBe("no-reply@milim.test");
    expect(m.to).toEqual(["dana@example.com"]);
    expect(m.data).toMatch(/^Subject: Reset your Milim password\r?$/m);
    expect(m.data).toMatch(/^To: dana@example.com\r?$/m);
    expect(m.data).toContain("abc123");
  });

  it("is what the server uses when SMTP_URL is set: the reset mail of a real request arrives there", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-smtp-"));
    const config = loadConfig({
      DATA_DIR: dataDir, LOG_LEVEL: "silent", RATE_LIMIT: "false", PUBLIC_URL: "http://localhost:3000",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "Milim <no-reply@milim.test>",
    });
    const database = await openPglite(undefined);
    try {
      await database.migrate();
      const app = createApp(createDeps(config, database, createLogger("silent"), "smtp-test-secret-0123456789-0123456789"));
      const headers = { "content-type": "application/json", origin: config.publicUrl };
      const up = await app.request("/api/auth/sign-up/email", {
        method: "POST", headers,
        body: JSON.stringify({ email: "reset-me@example.com", password: "secret-pw", firstName: "Reset", lastName: "Me", name: "Reset Me" }),
      });
      expect(up.status).toBe(200);
      // Sign-up sends the address confirmation; then the reset link.
      const mine = (what: string) => smtp.messages.filter((m) => m.to.includes("reset-me@example.com") && m.data.replace(/=\r?\n/g, "").includes(what));
      const arrived = async (what: string) => {
        for (let i = 0; i < 150 && mine(what).length === 0; i++) await new Promise((res) => setTimeout(res, 20));
        return mine(what);
      };
      expect(await arrived("/api/auth/verify-email?token=")).toHaveLength(1);
      const r = await app.request("/api/auth/request-password-reset", { method: "POST", headers, body: JSON.stringify({ email: "reset-me@example.com" }) });
      expect(r.status).toBe(200);
      const resets = await arrived("/api/auth/reset-password/");
      expect(resets).toHaveLength(1);
      const m = resets[0]!;
      expect(m.to).toEqual(["reset-me@example.com"]);
      expect(m.data.replace(/=\r?\n/g, "")).toContain("http://localhost:3000/api/auth/reset-password/");
      expect(fs.existsSync(path.join(dataDir, "outbox"))).toBe(false);
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("fails loudly when the server refuses the recipient", async () => {
    const refusing = net.createServer((s) => {
      s.write("220 no\r\n");
      s.on("data", (d) => {
        const line = d.toString();
        if (/^EHLO/i.test(line)) s.write("250 ok\r\n");
        else if (/^MAIL/i.test(line)) s.write("250 ok\r\n");
        else if (/^RCPT/i.test(line)) s.write("550 5.1.1 No such user\r\n");
        else if (/^QUIT/i.test(line)) s.end("221 bye\r\n");
        else s.write("250 ok\r\n");
      });
    });
    await new Promise<void>((r) => refusing.listen(0, "127.0.0.1", () => r()));
    const port = (refusing.address() as net.AddressInfo).port;
    try {
      const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, "no-reply@milim.test");
      await expect(mailer.send({ to: "ghost@example.com", subject: "x", text: "y" })).rejects.toThrow();
    } finally {
      await new Promise<void>((r) => refusing.close(() => r()));
    }
  });
});

describe.skipIf(onPg)("outbox mailer (no SMTP_URL)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-outbox-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes each message as an .eml file and logs its link", async () => {
    const lines: string[] = [];
    const log = createLogger("info");
    const logged = log.child({});
    // pino writes through `log.info`; capture the calls rather than stdout.
    logged.info = ((obj: unknown, msg?: string) => { lines.push(`${JSON.stringify(obj)} ${msg ?? ""}`); }) as typeof logged.info;
    const outbox = path.join(dir, "outbox");
    const mailer = createOutboxMailer(outbox, "Milim <no-reply@localhost>", logged);
    const link = "http://localhost:8080/api/auth/reset-password/tok?callbackURL=y";
    await mailer.send({ to: "dana@example.com", subject: "Reset your Milim password", text: `Hello\n\n${link}\n`, link });
    const files = fs.readdirSync(outbox).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const raw = fs.readFileSync(path.join(outbox, files[0]!), "utf8");
    expect(raw).toContain("To: dana@example.com\r\n");
    expect(raw).toContain("Subject: Reset your Milim password\r\n");
    expect(raw).toContain(link);
    expect(lines.join("\n")).toContain(link);
  });
});
