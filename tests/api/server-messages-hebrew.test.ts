import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createBook, createLearner } from "../helpers/factories";
import { authPostFrom, call, createTestContext, signUp, waitForJob, type TestContext } from "../helpers/test-app";
import { totp } from "../support/totp";

/**
 * The messages a learner meets in the server's answers arrive by key, and read in Hebrew when the
 * interface is Hebrew: each answer's `messageKey` and `params` worded from messages/he.json, as the
 * client does (client/lib/word-server-message.ts). Before, these four reached a Hebrew learner in English,
 * and so did the shared parsers' reasons (a backup file's, an import file's, a text reference's).
 */
const he = JSON.parse(fs.readFileSync(new URL("../../messages/he.json", import.meta.url), "utf8")) as Record<string, string>;
const HEBREW = /[\u05D0-\u05EA]/;

/**
 * The Hebrew wording of a keyed answer (an API error or a job's error); a parameter named `…Key`
 * (a file's field problem) is worded from its own key with the same parameters.
 */
function inHebrew(key: string | null | undefined, params: Record<string, string | number> | null | undefined): string {
  const template = key ? he[`server_${key}`] : undefined;
  expect(template, `no Hebrew for ${key}`).toBeTypeOf("string");
  return template!.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (name.endsWith("Key") && typeof value === "string") return inHebrew(value, Object.fromEntries(Object.entries(params!).filter(([n]) => n !== name)));
    return String(value ?? `{${name}}`);
  });
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

const authPost = (path: string, body: unknown, opts: { cookie?: string; ip?: string } = {}) => authPostFrom(ctx, path, body, { ...opts, ip: opts.ip ?? "198.51.100.7" });

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

describe("a file or a reference refused, in Hebrew (a learner whose interface is Hebrew)", () => {
  /** A learner with Hebrew as the interface language, calling with `Accept-Language: he` as a Hebrew browser does. */
  async function hebrewLearner() {
    const learner = await createLearner(ctx);
    expect((await call(ctx, "PATCH", "/api/settings", { user: learner, body: { interfaceLanguage: "he" } })).status).toBe(200);
    return learner;
  }
  const HE = { "accept-language": "he" };

  it("a malformed backup file", async () => {
    const learner = await hebrewLearner();
    const noData = await call(ctx, "POST", "/api/backups/restore", { user: learner, headers: HE, body: { version: "1.0", collections: [] } });
    expect(noData.status).toBe(400);
    expect(noData.json.error).toEqual({ code: "bad_request", message: "Invalid backup file format", messageKey: "backup_invalid_format" });
    expect(inHebrew(noData.json.error.messageKey, noData.json.error.params)).toBe("קובץ הגיבוי אינו בתבנית תקינה");

    const progress = { user_id: learner.id, word_id: crypto.randomUUID(), status: "forgotten", times_seen: 1, times_known: 0 };
    const bad = await call(ctx, "POST", "/api/backups/restore", { user: learner, headers: HE, body: { version: "1.0", data: { progress: [progress] } } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({
      message: "Invalid backup file format: data.progress[0].status must be one of learning, known, unknown",
      messageKey: "backup_invalid_field", params: { where: "data.progress[0].status", problemKey: "file_one_of", values: "learning, known, unknown" },
    });
    expect(inHebrew(bad.json.error.messageKey, bad.json.error.params)).toBe("קובץ הגיבוי אינו בתבנית תקינה: data.progress[0].status חייב להיות אחד מאלה: learning, known, unknown");
  });

  it("a malformed collection file", async () => {
    const learner = await hebrewLearner();
    const body = { content: "hebrew,english\r\nא,a\r\n,b\r\n", fileName: "modern_broken.csv" };
    const r = await call(ctx, "POST", "/api/collections/import", { user: learner, headers: HE, body });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatchObject({
      message: "Invalid file: row 3: hebrew is empty", messageKey: "transfer_file_row_field", params: { row: 3, field: "hebrew", problemKey: "file_is_empty" },
    });
    expect(inHebrew(r.json.error.messageKey, r.json.error.params)).toBe("קובץ לא תקין: שורה 3: hebrew ריק");

    const notJson = await call(ctx, "POST", "/api/collections/import", { user: learner, headers: HE, body: { content: "{oops", fileName: "a.json" } });
    expect(notJson.status).toBe(400);
    expect(inHebrew(notJson.json.error.messageKey, notJson.json.error.params)).toBe("קובץ לא תקין: אינו JSON תקין");
  });

  it("a text reference that ends before it starts", async () => {
    const admin = await createAdmin(ctx);
    expect((await call(ctx, "PATCH", "/api/settings", { user: admin, body: { interfaceLanguage: "he" } })).status).toBe(200);
    const body = { reference: "Genesis 5-1", collectionId: crypto.randomUUID(), maxWords: 5 };
    const r = await call(ctx, "POST", "/api/generation/library-import", { user: admin, headers: HE, body });
    expect(r.status).toBe(400);
    expect(r.json.error).toEqual({
      code: "bad_request", message: '"5-1" ends before it starts.', messageKey: "reference_ends_before_start", params: { address: "5-1" },
    });
    expect(inHebrew(r.json.error.messageKey, r.json.error.params)).toBe('"5-1" מסתיים לפני שהוא מתחיל.');
  });
});
