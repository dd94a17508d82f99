import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CLIENT_IP_HEADER } from "../../src/server/auth/client-ip";
import { createAdmin, createBook, createLearner } from "../helpers/factories";
import { call, cookieFrom, createTestContext, signUp, waitForJob, type TestContext } from "../helpers/test-app";
import { totp } from "../support/totp";

/**
 * The messages a learner meets in the server's answers arrive by key, and read in Hebrew when the
 * interface is Hebrew: each answer's `messageKey` and `params` worded from messages/he.json, as the
 * client does (client/lib/word-server-message.ts). Before, these four reached a Hebrew learner in English.
 */
const he = JSON.parse(fs.readFileSync(new URL("../../messages/he.json", import.meta.url), "utf8")) as Record<string, string>;
const HEBREW = /[\u05D0-\u05EA]/;

/** The Hebrew wording of a keyed answer (an API error or a job's error). */
function inHebrew(key: string | null | undefined, params: Record<string, string | number> | null | undefined): string {
  const template = key ? he[`server_${key}`] : undefined;
  expect(template, `no Hebrew for ${key}`).toBeTypeOf("string");
  return template!.replace(/\{(\w+)\}/g, (_, name: string) => String(params?.[name] ?? `{${name}}`));
}

let ctx: TestContext;
let missingFiles: http.Server;
beforeAll(async () => {
  // OpenScriptures' files, answered 404: the lemma download fails.
  missingFiles = http.createServer((_req, res) => res.writeHead(404).end("not here"));
  await new Promise<void>((resolve) => missingFiles.listen(0, "127.0.0.1", resolve));
  ctx = await createTestContext({ RATE_LIMIT: "true", OSHB_URL: `http://127.0.0.1:${(missingFiles.address() as AddressInfo).port}/` }, { startJobs: true });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  missingFiles?.close();
});

async function authPost(path: string, body: unknown, opts: { cookie?: string; ip?: string } = {}) {
  const res = await ctx.app.request(`/api/auth${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json", origin: ctx.config.publicUrl, [TEST_CLIENT_IP_HEADER]: opts.ip ?? "198.51.100.7",
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, cookie: cookieFrom(res) };
}

describe("in Hebrew", () => {
  it("the sign-in lock-out", async () => {
    const u = await signUp(ctx, { email: `he-${crypto.randomBytes(4).toString("hex")}@example.com`, password: "right-pass-1" });
    for (let i = 0; i < 5; i++) expect((await authPost("/sign-in/email", { email: u.email, password: `wrong-${i}-pass` }, { ip: "203.0.113.9" })).status).toBe(401);
    const locked = await authPost("/sign-in/email", { email: u.email, password: "right-pass-1" }, { ip: "203.0.113.9" });
    expect(locked.status).toBe(429);
    expect(locked.json.error).toMatchObject({ messageKey: "auth_sign_in_locked_seconds", params: { seconds: 30 } });
    expect(locked.json.error.message).toBe("Too many failed log-in attempts for this email address. Try again in 30 seconds, or reset your password.");
    expect(inHebrew(locked.json.error.messageKey, locked.json.error.params)).toBe("יותר מדי ניסיונות כניסה כושלים לכתובת הדוא״ל הזו. נסו שוב בעוד 30 שניות, או אפסו את הסיסמה.");
  });

  it("a TOTP code used already", async () => {
    const u = await signUp(ctx, { password: "totp-pass-1" });
    const enable = await authPost("/two-factor/enable", { password: "totp-pass-1" }, { cookie: u.cookie });
    const secret = new URL(enable.json.totpURI as string).searchParams.get("secret")!;
    const cookie = enable.cookie || u.cookie;
    expect((await authPost("/two-factor/verify-totp", { code: totp(secret) }, { cookie })).status).toBe(200);
    const step1 = await authPost("/sign-in/email", { email: u.email, password: "totp-pass-1" });
    const code = totp(secret);
    const step2 = await authPost("/two-factor/verify-totp", { code }, { cookie: step1.cookie });
    const replayed = step2.status === 200
      ? await authPost("/two-factor/verify-totp", { code }, { cookie: (await authPost("/sign-in/email", { email: u.email, password: "totp-pass-1" })).cookie })
      : step2; // the confirming code's step: already used at log-in
    expect(replayed.status).toBe(401);
    expect(replayed.json.error.messageKey).toBe("auth_totp_code_used");
    expect(inHebrew(replayed.json.error.messageKey, replayed.json.error.params)).toBe("הקוד הזה כבר שומש. המתינו לקוד הבא.");
  });

  it("a study session not found", async () => {
    const learner = await createLearner(ctx);
    const r = await call(ctx, "POST", `/api/study-sessions/${crypto.randomUUID()}/end`, { user: learner });
    expect(r.status).toBe(404);
    expect(r.json.error).toEqual({ code: "not_found", message: "Study session not found", messageKey: "study_session_not_found" });
    expect(inHebrew(r.json.error.messageKey, r.json.error.params)).toBe("מפגש הלימוד לא נמצא");
  });

  it("a failed lemma download", async () => {
    const admin = await createAdmin(ctx);
    const bookId = await createBook(ctx, { title: "Ruth" });
    const started = await call(ctx, "POST", "/api/dictionary/lemma-imports", { user: admin, body: { bookId } });
    expect(started.status).toBe(202);
    const job = await waitForJob(ctx, admin, started.json.job.id as string);
    expect(job.status).toBe("failed");
    expect(job.errorKey).toBe("lemmas_download_failed");
    expect(job.errorParams).toMatchObject({ status: 404 });
    expect(job.error).toMatch(/Ruth\.xml answered 404\.$/);
    const hebrew = inHebrew(job.errorKey, job.errorParams);
    expect(hebrew).toMatch(HEBREW);
    expect(hebrew).toMatch(/Ruth\.xml ענה בסטטוס 404\.$/);
  }, 60_000);
});
