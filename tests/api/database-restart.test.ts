import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerProcess } from "../e2e/support/server-process";
import { createProcessHarness, onPg, type ProcessHarness } from "../support/process-harness";

/**
 * PostgreSQL restarted or failed over under a running server, in a real
 * process: every backend of the server's pools (its own and pg-boss's work over it) is terminated,
 * as a restart does, and the database then refuses connections for a while. The server stays up;
 * readiness says 503, requests get 503 with the standard error body; once the database is back the
 * server answers again within 10 s. Runs under `npm run test:pg` (PGlite lives in the process).
 */
let h: ProcessHarness;
let server: ServerProcess;
let admin: pg.Client;
let dbName = "";

beforeAll(async () => {
  if (!onPg) return;
  h = await createProcessHarness("milim_restart");
  server = await h.start({ JOB_STALE_SECONDS: "5" });
  await h.signUp(server, { email: "restart@example.com", password: "restart-pass-123" }, { admin: true });
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  dbName = h.databaseName!;
}, 240_000);
afterAll(async () => {
  if (dbName) await admin.query(`alter database ${dbName} allow_connections true`).catch(() => {});
  await admin?.end();
  await h?.close();
}, 60_000);

/** Terminates every backend of the server's database (as a restart does); how many there were. */
async function terminateBackends(): Promise<number> {
  const r = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [dbName]);
  return r.rowCount ?? 0;
}
const get = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, json: (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null };
};

describe.skipIf(!onPg)("a restart of PostgreSQL under a running server", () => {
  it("keeps the server up, answers 503 while the database is away, and recovers within 10 s", async () => {
    expect((await get("/api/health/ready")).status).toBe(200);
    // Busy connections too: requests in flight while the backends go.
    const inFlight = Array.from({ length: 12 }, () => h.api(server, "GET", "/api/collections").catch(() => ({ status: 0, json: null })));
    expect(await terminateBackends()).toBeGreaterThan(0);
    await Promise.all(inFlight);
    await new Promise((r) => setTimeout(r, 500));
    expect(server.child.exitCode, "the server process died").toBeNull();

    // Away: no connection is accepted.
    await admin.query(`alter database ${dbName} allow_connections false`);
    await terminateBackends();
    await new Promise((r) => setTimeout(r, 500));
    expect(server.child.exitCode, "the server process died").toBeNull();
    expect((await get("/api/health")).status).toBe(200); // alive
    const ready = await get("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(ready.json?.error?.code).toBe("unavailable");
    const page = await h.api(server, "GET", "/api/collections");
    expect(page.status).toBe(503);
    expect(page.json).toEqual({ error: expect.objectContaining({ code: "unavailable", message: "The database is not available right now. Try again in a moment." }) });

    // Back: ready and answering within 10 s.
    await admin.query(`alter database ${dbName} allow_connections true`);
    const back = Date.now();
    for (;;) {
      if ((await get("/api/health/ready")).status === 200 && (await h.api(server, "GET", "/api/collections")).status === 200) break;
      expect(Date.now() - back, "not answering 10 s after the database came back").toBeLessThan(10_000);
      await new Promise((r) => setTimeout(r, 200));
    }
    // A signed-in learner's requests work again.
    expect((await h.api(server, "GET", "/api/me")).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(await import("node:fs").then((fs) => fs.readFileSync(server.logFile, "utf8"))).toContain("A database connection was lost");
  }, 120_000);
});
