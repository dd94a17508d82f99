import { isJobFinished, type Job } from "../../src/shared/api/jobs";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createApp } from "../../src/server/app";
import { TEST_CLIENT_IP_HEADER } from "../../src/server/auth/client-ip";
import { firstAdminSetupToken, SETUP_TOKEN_HEADER } from "../../src/server/auth/first-admin";
import { countAdmins } from "../../src/server/auth/queries";
import { loadConfig, type Config } from "../../src/server/config";
import { createDeps } from "../../src/server/create-deps";
import { openPglite, openPostgres, type Database } from "../../src/server/db/client";
import type { Deps } from "../../src/server/deps";
import type { MailMessage, Mailer } from "../../src/server/integrations/mail/mailer";
import { createLogger, type Logger } from "../../src/server/lib/logger";
import { seedDatabase } from "../../src/server/seed/seed";
import { inject } from "vitest";
import { createFreshPgDatabase } from "../support/fresh-pg-database";
import { jobReadPause } from "../support/job-read-pause";
import { testDatabasePrefix } from "../support/test-database-template";
import { testPasswordHasher } from "./test-password-hasher";

/**
 * One migrated, seeded database and app per test file: a copy of the run's template
 * (tests/support/test-database-template.ts, migrated and seeded once) — an in-memory PGlite loaded
 * from its dump, or with MILIM_TEST_DB=pg a fresh database on the PostgreSQL server at DATABASE_URL
 * created from the template database (per context, dropped with the others when the run ends).
 */
/**
 * The database thread's entry as `npm start` runs it (dist/server, which the API tests' global
 * set-up builds when out of date): the source tree's entry loads the worker through tsx, whose
 * loader then answers every import of the thread (0.6 s of CPU at each of the run's ~110 opens).
 */
const BUILT_PGLITE_WORKER = new URL("../../dist/server/pglite-worker-entry.mjs", import.meta.url);

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  config: Config;
  /** Messages "sent" by the mailer (the real outbox/SMTP mailers are tested on their own). */
  mail: MailMessage[];
  close(): Promise<void>;
}

/**
 * `startJobs`: start the background-job queue (pg-boss) as main.ts does. SEFARIA_URL and the lexicon
 * URLs default to a closed local port, so no test ever reaches the real texts library or GitHub; GEOIP_URL
 * defaults to "off" (no sign-up place, no download of DB-IP's database). No limit on requests in flight per
 * account (tests fire 50 answers at once): tests/api/request-places.test.ts turns it on.
 * Passwords are hashed at a test cost (test-password-hasher.ts) unless `realPasswordHashing`.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  { startJobs = false, overrides = {}, realPasswordHashing = false, realMailer = false, log = createLogger("silent") }: {
    startJobs?: boolean; overrides?: Omit<Parameters<typeof createDeps>[4], "mailer" | "passwordHasher">; realPasswordHashing?: boolean;
    /** The mailer SMTP_URL (or the outbox) makes, as the server's: `mail` stays empty. */
    realMailer?: boolean;
    log?: Logger;
  } = {},
): Promise<TestContext> {
  const dataDir = path.join(os.tmpdir(), `milim-test-${crypto.randomUUID()}`);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", RATE_LIMIT: "false", MAX_REQUESTS_PER_ACCOUNT: "0", RESTORE_PAUSE_FACTOR: "0", PUBLIC_URL: "http://localhost:3000", SEFARIA_URL: "http://127.0.0.1:9",
    DICTIONARY_BDB_URL: "http://127.0.0.1:9/BrownDriverBriggs.xml", DICTIONARY_STRONGS_URL: "http://127.0.0.1:9/HebrewStrong.xml",
    DICTIONARY_KAIKKI_ARAMAIC_URL: "http://127.0.0.1:9/kaikki.org-dictionary-Aramaic.jsonl",
    DICTIONARY_KAIKKI_HEBREW_URL: "http://127.0.0.1:9/kaikki.org-dictionary-Hebrew.jsonl", DICTIONARY_JASTROW_URL: "http://127.0.0.1:9/jastrow/",
    OSHB_URL: "http://127.0.0.1:9/", GEOIP_URL: "off", ...env });
  let database: Database;
  let dropDb: (() => Promise<void>) | undefined;
  if (process.env.MILIM_TEST_DB === "pg") {
    const base = process.env.DATABASE_URL;
    if (!base) throw new Error("MILIM_TEST_DB=pg needs DATABASE_URL (a PostgreSQL server where the test may create databases)");
    const template = inject("pgTemplate");
    const fresh = await createFreshPgDatabase(base, template ? testDatabasePrefix(template) : "milim_test", template);
    database = await openPostgres(fresh.url, { max: 5 });
    // A copy of the run's template is dropped with the others at the run's end (test-database-template.ts).
    if (!template) dropDb = fresh.drop;
    if (!template) await migrateAndSeed(database);
  } else {
    const template = inject("pgliteTemplate");
    database = await openPglite(undefined, { loadDataDir: template, worker: BUILT_PGLITE_WORKER });
    if (!template) await migrateAndSeed(database);
  }
  const mail: MailMessage[] = [];
  const mailer: Mailer = { send: async (m) => void mail.push(m) };
  const deps = createDeps(config, database, log, TEST_AUTH_SECRET, { ...(realMailer ? {} : { mailer }), ...(realPasswordHashing ? {} : { passwordHasher: testPasswordHasher }), ...overrides });
  const app = createApp(deps);
  if (startJobs) await deps.jobs.start();
  return {
    app, deps, config, mail,
    async close() {
      await deps.jobs.stop();
      await deps.answers.drain().catch(() => {});
      await database.close();
      await dropDb?.();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function migrateAndSeed(database: Database): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db);
}

export interface TestUser { id: string; email: string; password: string; cookie: string }

/** The auth secret of every test context. */
export const TEST_AUTH_SECRET = "test-secret-0123456789-0123456789-abcdef";
/** The set-up token a test server prints at start-up (first-admin.ts). */
export const TEST_SETUP_TOKEN = firstAdminSetupToken(TEST_AUTH_SECRET);

const CONFIRM_SUBJECT = "Confirm your Milim address";
let counter = 0;
/**
 * Signs up a user through the real auth routes, then logs in as the app does (sign-up starts no
 * session), and returns the session cookie. Like the operator who opens the start-up link, the
 * sign-up carries the set-up token while the instance has no administrator (unless `setupToken`
 * says otherwise; null: none): the first account of a context is its administrator, later ones
 * are users.
 */
export async function signUp(ctx: TestContext, opts: { email?: string; password?: string; firstName?: string; lastName?: string; setupToken?: string | null } = {}): Promise<TestUser> {
  const email = opts.email ?? `user${++counter}-${crypto.randomBytes(3).toString("hex")}@example.com`;
  const password = opts.password ?? "correct horse";
  const token = opts.setupToken !== undefined ? opts.setupToken : (await countAdmins(ctx.deps.db)) === 0 ? TEST_SETUP_TOKEN : null;
  const res = await ctx.app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: ctx.config.publicUrl, ...(token ? { [SETUP_TOKEN_HEADER]: token } : {}) },
    body: JSON.stringify({ email, password, name: `${opts.firstName ?? "Test"} ${opts.lastName ?? "User"}`, firstName: opts.firstName ?? "Test", lastName: opts.lastName ?? "User" }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  // The address confirmation goes out in the background: let it arrive, so that a test which
  // clears ctx.mail next sees only the mail it causes.
  for (let i = 0; i < 200 && !ctx.mail.some((m) => m.to === email.trim().toLowerCase() && m.subject === CONFIRM_SUBJECT); i++) await new Promise((r) => setTimeout(r, 10));
  return { ...(await signIn(ctx, email, password)), email, password };
}

/** Logs in through /api/auth/sign-in/email; the account's id and session cookie. */
export async function signIn(ctx: TestContext, email: string, password: string): Promise<{ id: string; cookie: string }> {
  const res = await ctx.app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: ctx.config.publicUrl },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return { id: body.user.id, cookie: cookieFrom(res) };
}

export function cookieFrom(res: Response): string {
  const set = res.headers.getSetCookie();
  return set.map((c) => c.split(";")[0]).join("; ");
}

/**
 * POSTs to better-auth's `/api/auth<path>` as a browser at client address `ip` (the test servers
 * trust TEST_CLIENT_IP_HEADER), with the session `cookie` if given: the sign-in and two-factor
 * limits count per client address.
 */
export async function authPostFrom(ctx: TestContext, path: string, body: unknown, opts: { ip: string; cookie?: string }) {
  const res = await ctx.app.request(`/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ctx.config.publicUrl, [TEST_CLIENT_IP_HEADER]: opts.ip, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, cookie: cookieFrom(res) };
}

/** Calls the API as `user` (or anonymously) with a JSON body. */
export async function call(ctx: TestContext, method: string, url: string, opts: { user?: TestUser | null; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { origin: ctx.config.publicUrl, ...opts.headers };
  if (opts.user) headers.cookie = opts.user.cookie;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  const res = await ctx.app.request(url, { method, headers, body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined });
  const text = await res.text();
  let json: unknown = undefined;
  try { json = text ? JSON.parse(text) : undefined; } catch { /* not JSON */ }
  return { status: res.status, json: json as any, text, headers: res.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** POST /api/dictionary/imports as `admin` (202), then the job when it has ended. */
export async function importDictionarySource(ctx: TestContext, admin: TestUser, source: string): Promise<Job> {
  const started = await call(ctx, "POST", "/api/dictionary/imports", { user: admin, body: { source } });
  if (started.status !== 202) throw new Error(`import of ${source} not started: ${started.status} ${started.text}`);
  return waitForJob(ctx, admin, started.json.job.id as string);
}

/**
 * Reads GET /api/jobs/:id as `user` until the job is completed or failed (at most `ms`), pausing
 * between reads as support/job-read-pause.ts says. Each read is a request through the app (the
 * session, the job's row) at 2–3 ms of CPU: read every 100 ms, the library set-up's 76 s job was
 * read 760 times.
 */
export async function waitForJob(ctx: TestContext, user: TestUser, jobId: string, ms = 120_000, seen?: (job: Job) => void): Promise<Job> {
  const started = Date.now();
  const until = started + ms;
  for (;;) {
    const job = (await call(ctx, "GET", `/api/jobs/${jobId}`, { user })).json as Job;
    seen?.(job);
    if (isJobFinished(job)) return job;
    if (Date.now() > until) throw new Error(`job ${jobId} did not end: ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, jobReadPause(Date.now() - started)));
  }
}
