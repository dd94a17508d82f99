import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETUP_TOKEN_HEADER } from "../../src/server/auth/first-admin";
import { setupTokenFromLog, type ServerProcess } from "../e2e/support/server-process";
import { createProcessHarness, onPg, type ProcessHarness } from "../support/process-harness";

/**
 * Two real server processes on one PostgreSQL database: a session ended on one (a sign-out, a
 * password change that ends the other sessions, an administrator deleting the account) is refused
 * by the other at once, though the other had just validated it and keeps validated sessions for
 * 5 s (auth/session-cache.ts): the statement that deletes sessions notifies every server at its
 * commit (migration 0039). While a server cannot hear that notice, it caches no session. Runs under
 * `npm run test:pg` (the embedded database is one process by design).
 */
let h: ProcessHarness;
let a: ServerProcess;
let b: ServerProcess;
let db: pg.Client;

beforeAll(async () => {
  if (!onPg) return;
  h = await createProcessHarness("milim_two_sessions");
  [a, b] = await Promise.all([h.start(), h.start()]);
  db = new pg.Client({ connectionString: `${process.env.DATABASE_URL!.replace(/\/[^/]*$/, "")}/${h.databaseName}` });
  await db.connect();
}, 300_000);
afterAll(async () => {
  await db?.end();
  await h?.close();
}, 60_000);

async function api(server: ServerProcess, method: string, url: string, opts: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { origin: server.url, ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(opts.body ? { "content-type": "application/json" } : {}), ...opts.headers },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return { status: res.status, json: (await res.json().catch(() => null)) as any, cookie }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const PASSWORD = "two-sessions-1";
let accounts = 0;
/** A new account (the first: the administrator, by the start-up set-up link), signed in: its id and session cookie. */
async function account(server: ServerProcess, { admin = false } = {}) {
  const email = `two-sessions-${++accounts}@example.com`;
  const headers: Record<string, string> = admin ? { [SETUP_TOKEN_HEADER]: await setupTokenFromLog(server.logFile) } : {};
  const up = await api(server, "POST", "/api/auth/sign-up/email", { body: { email, password: PASSWORD, name: "Two Sessions", firstName: "Two", lastName: "Sessions" }, headers });
  expect(up.status).toBe(200);
  const signedIn = await signIn(server, email);
  return { id: signedIn.json.user.id as string, email, cookie: signedIn.cookie };
}
async function signIn(server: ServerProcess, email: string, password = PASSWORD) {
  const r = await api(server, "POST", "/api/auth/sign-in/email", { body: { email, password } });
  expect(r.status).toBe(200);
  return r;
}

/**
 * How long after `end` (run on A) server B still answered /api/me with the session, which B had
 * validated (and cached) just before. The notice travels after A's commit, so B may answer one
 * request more within a few milliseconds; without it, B answered for its cache's 5 s.
 */
async function stillAcceptedFor(cookie: string, end: () => Promise<void>): Promise<number> {
  expect((await api(b, "GET", "/api/me", { cookie })).status).toBe(200);
  await end();
  const from = Date.now();
  while ((await api(b, "GET", "/api/me", { cookie })).status === 200) {
    if (Date.now() - from > 8_000) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - from;
}

/** The sessions' listening connections (one per server). */
const listeners = async () =>
  (await db.query("select pid from pg_stat_activity where datname = current_database() and application_name = 'milim-listener'")).rows as { pid: number }[];

describe.skipIf(!onPg)("a session ended on one server is refused by the other at once", () => {
  let admin: Awaited<ReturnType<typeof account>>;

  it("after a sign-out", async () => {
    admin = await account(a, { admin: true });
    const learner = await account(a);
    expect(await stillAcceptedFor(learner.cookie, async () => {
      expect((await api(a, "POST", "/api/auth/sign-out", { cookie: learner.cookie, body: {} })).status).toBe(200);
    })).toBeLessThan(1_500);
  });

  it("after a password change that ends the account's other sessions", async () => {
    const learner = await account(a);
    const phone = await signIn(b, learner.email);
    expect(await stillAcceptedFor(phone.cookie, async () => {
      const changed = await api(a, "POST", "/api/auth/change-password", { cookie: learner.cookie, body: { currentPassword: PASSWORD, newPassword: "two-sessions-2" } });
      expect(changed.status).toBe(200);
    })).toBeLessThan(1_500);
  });

  it("after an administrator deletes the account", async () => {
    const learner = await account(b);
    expect(await stillAcceptedFor(learner.cookie, async () => {
      expect((await api(a, "DELETE", `/api/admin/users/${learner.id}`, { cookie: admin.cookie })).status).toBe(204);
    })).toBeLessThan(1_500);
  });

  it("caches nothing while the notices cannot arrive, and listens again after a lost connection", async () => {
    const before = await listeners();
    expect(before).toHaveLength(2);
    const learner = await account(a);
    expect((await api(b, "GET", "/api/me", { cookie: learner.cookie })).status).toBe(200);
    // Both servers lose their listening connection; a sign-out on A at the same moment is not told to B.
    await db.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'milim-listener'");
    await new Promise((r) => setTimeout(r, 300)); // each server sees its connection closed
    await db.query("delete from session where user_id = $1", [learner.id]);
    expect((await api(b, "GET", "/api/me", { cookie: learner.cookie })).status).toBe(401);
    // Each connects again (1 s later) and caches again.
    const from = Date.now();
    while ((await listeners()).length < 2) {
      expect(Date.now() - from).toBeLessThan(10_000);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await listeners()).map((l) => l.pid)).not.toEqual(expect.arrayContaining(before.map((l) => l.pid)));
    const again = await signIn(a, learner.email);
    expect(await stillAcceptedFor(again.cookie, async () => {
      expect((await api(a, "POST", "/api/auth/sign-out", { cookie: again.cookie, body: {} })).status).toBe(200);
    })).toBeLessThan(1_500);
  });
});
