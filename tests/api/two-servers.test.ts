import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETUP_TOKEN_HEADER } from "../../src/server/auth/first-admin";
import { setupTokenFromLog, startServer, type ServerProcess } from "../e2e/support/server-process";
import { createFreshPgDatabase } from "../support/fresh-pg-database";
import { freePort } from "../support/free-port";

/**
 * Two real server processes (node src/server/main.ts) behind no load balancer, on one PostgreSQL
 * database, as a community that outgrew one machine runs them: sessions, roles, content, caches
 * and rate limits hold across both. Runs under `npm run test:pg` (the embedded database is one
 * process by design).
 */
const onPg = process.env.MILIM_TEST_DB === "pg";
const servers: ServerProcess[] = [];
let dataDir = "";
let db: pg.Client | undefined;
let dropDb: (() => Promise<void>) | undefined;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (!onPg) return;
  const fresh = await createFreshPgDatabase(process.env.DATABASE_URL!, "milim_two");
  dropDb = fresh.drop;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-two-"));
  // Each server its own folder; one AUTH_SECRET, as the README's 'Running several servers' says.
  const start = (port: number) => startServer({
    port, dataDir: path.join(dataDir, String(port)), timeoutMs: 150_000,
    env: { DATABASE_URL: fresh.url, AUTH_SECRET: "a-shared-secret-of-at-least-32-characters!", RATE_LIMIT: "true" },
  });
  a = await start(await freePort());
  b = await start(await freePort());
  servers.push(a, b);
  db = new pg.Client({ connectionString: fresh.url });
  await db.connect();
}, 300_000);
afterAll(async () => {
  for (const s of servers) await s.stop();
  await db?.end();
  await dropDb?.();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function api(server: ServerProcess, method: string, url: string, opts: { cookie?: string; body?: unknown; ip?: string } = {}) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { origin: server.url, ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(opts.body ? { "content-type": "application/json" } : {}) },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return { status: res.status, json: (await res.json().catch(() => null)) as any, cookie }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
/** Sign-in requests made so far (they count against the per-address limit below). */
let signIns = 0;
/** Signs up (with the start-up set-up link's token for the administrator), then logs in: the session cookie. */
async function signUp(server: ServerProcess, email: string, { admin = false } = {}) {
  const headers: Record<string, string> = { origin: server.url, "content-type": "application/json" };
  if (admin) headers[SETUP_TOKEN_HEADER] = await setupTokenFromLog(server.logFile);
  const up = await fetch(`${server.url}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify({ email, password: "two-servers-1", name: "Two Servers", firstName: "Two", lastName: "Servers" }) });
  expect(up.status).toBe(200);
  const signedIn = await api(server, "POST", "/api/auth/sign-in/email", { body: { email, password: "two-servers-1" } });
  signIns++;
  expect(signedIn.status).toBe(200);
  return signedIn.cookie;
}

describe.skipIf(!onPg)("two servers on one PostgreSQL database", () => {
  let admin = "";
  let learner = "";

  it("accepts a session made on one server on the other", async () => {
    admin = await signUp(a, "two-admin@example.com", { admin: true }); // the operator's set-up link
    learner = await signUp(b, "two-learner@example.com");
    expect((await api(b, "GET", "/api/me", { cookie: admin })).json).toMatchObject({ isAdmin: true });
    expect((await api(a, "GET", "/api/me", { cookie: learner })).json).toMatchObject({ isAdmin: false });
  });

  it("shows a collection imported through one server, and a changed word, through the other at once", async () => {
    const page = async () => api(b, "GET", "/api/collections/modern/two-servers", { cookie: learner });
    expect((await page()).status).toBe(404);
    const csv = "hebrew,english\r\nשָׁלוֹם,peace\r\nבַּיִת,house\r\n";
    const imported = await api(a, "POST", "/api/collections/import", { cookie: admin, body: { content: csv, fileName: "two-servers.csv", shared: true, domain: "modern", slug: "two-servers", name: "Two servers" } });
    expect(imported.status, JSON.stringify(imported.json)).toBe(200);
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.json.words.map((w: { english: string }) => w.english).sort()).toEqual(["house", "peace"]);
    // A word changed in the shared database (as an edit through server A does) is what B serves
    // next: B's word-list cache is keyed by the collection's words_version, which a trigger bumps.
    await db!.query("update words set english = 'home' where english = 'house'");
    expect((await page()).json.words.map((w: { english: string }) => w.english).sort()).toEqual(["home", "peace"]);
  });

  it("takes the admin role away on both at once, and signs out on both at once (two-servers-sessions.test.ts)", async () => {
    expect((await api(b, "POST", "/api/dictionary/imports/cleanup", { cookie: admin })).status).toBe(200);
    await db!.query("delete from user_roles where role = 'admin'"); // as `npm run admin -- revoke` does
    expect((await api(b, "POST", "/api/dictionary/imports/cleanup", { cookie: admin })).status).toBe(403);
    expect((await api(a, "POST", "/api/dictionary/imports/cleanup", { cookie: admin })).status).toBe(403);

    expect((await api(b, "GET", "/api/me", { cookie: learner })).status).toBe(200); // cached on B now
    expect((await api(a, "POST", "/api/auth/sign-out", { cookie: learner, body: {} })).status).toBe(200);
    const from = Date.now();
    while ((await api(b, "GET", "/api/me", { cookie: learner })).status !== 401) {
      expect(Date.now() - from).toBeLessThan(1_500);
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  it("holds the sign-in rate limit across both (kept in the database)", async () => {
    // better-auth allows 10 sign-in attempts a minute per client address, of which the log-ins
    // above used `signIns`; the rest go alternately to A and B, then both refuse.
    const attempt = (server: ServerProcess, i: number) =>
      api(server, "POST", "/api/auth/sign-in/email", { body: { email: `nobody-${i}@example.com`, password: "wrong-pass-1" } });
    const left = 10 - signIns;
    expect(left).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < left; i++) expect((await attempt(i % 2 ? b : a, i)).status).toBe(401);
    expect((await attempt(a, left)).status).toBe(429);
    expect((await attempt(b, left + 1)).status).toBe(429);
  });
});
