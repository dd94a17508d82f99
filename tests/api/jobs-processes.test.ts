import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Job } from "../../src/shared/api/jobs";
import { startServer, type ServerProcess } from "../e2e/support/server-process";
import { createFreshPgDatabase } from "../support/fresh-pg-database";
import { hasSefariaData, NO_SEFARIA_DATA, startSefariaServer, type SefariaServer } from "../support/sefaria-server";

/**
 * Background jobs across real server processes (node src/server/main.ts), importing from the
 * Sefaria test server: a job whose server is killed (-9) is marked failed, never left running;
 * with two servers on one PostgreSQL database every job runs exactly once. The embedded database
 * part runs under `npm test`, the PostgreSQL part under `npm run test:pg`.
 */
const onPg = process.env.MILIM_TEST_DB === "pg";
if (!hasSefariaData) console.warn(`jobs-processes.test.ts ${NO_SEFARIA_DATA}`);

let sefaria: SefariaServer;
const servers: ServerProcess[] = [];
let dataDir = "";
let dropDb: (() => Promise<void>) | undefined;
let databaseUrl: string | undefined;

beforeAll(async () => {
  if (!hasSefariaData) return;
  sefaria = await startSefariaServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-jobs-"));
  if (onPg) {
    const fresh = await createFreshPgDatabase(process.env.DATABASE_URL!, "milim_jobs");
    databaseUrl = fresh.url;
    dropDb = fresh.drop;
  }
});
afterAll(async () => {
  for (const s of servers) await s.stop();
  await sefaria?.close();
  await dropDb?.();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** A server on the shared data folder (so one auth secret) and, on PostgreSQL, the shared database. */
async function start(port: number): Promise<ServerProcess> {
  const s = await startServer({
    port, dataDir, timeoutMs: 150_000,
    env: { SEFARIA_URL: sefaria.url, JOB_STALE_SECONDS: "5", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    logFile: path.join(dataDir, `server-${port}.log`),
  });
  servers.push(s);
  return s;
}

let cookie = "";
async function api(server: ServerProcess, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { origin: server.url, cookie, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const set = res.headers.getSetCookie();
  if (set.length) cookie = set.map((c) => c.split(";")[0]).join("; ");
  return { status: res.status, json: (await res.json().catch(() => null)) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function waitForJob(server: ServerProcess, id: string, done: (job: Job) => boolean, ms = 60_000): Promise<Job> {
  const until = Date.now() + ms;
  for (;;) {
    const job = (await api(server, "GET", `/api/jobs/${id}`)).json as Job;
    if (done(job)) return job;
    if (Date.now() > until) throw new Error(`job ${id}: ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function killHard(server: ServerProcess) {
  server.child.kill("SIGKILL");
  await new Promise((r) => server.child.once("exit", r));
  servers.splice(servers.indexOf(server), 1);
}

describe.skipIf(!hasSefariaData)(`background jobs across real server processes (${onPg ? "PostgreSQL" : "embedded PGlite"})`, () => {
  it("marks a job failed when its server is killed mid-import, and leaves no half book", async () => {
    const first = await start(8172);
    const signUp = await api(first, "POST", "/api/auth/sign-up/email", { email: "jobs@example.com", password: "jobs-pass-123", name: "Jobs Admin", firstName: "Jobs", lastName: "Admin" });
    expect(signUp.status).toBe(200);
    sefaria.options.delayMs = 400;
    const started = await api(first, "POST", "/api/books/import", { title: "Genesis", range: "1-20" });
    expect(started.status).toBe(202);
    await waitForJob(first, started.json.job.id, (j) => j.status === "running" && j.percent > 2);
    await killHard(first);
    sefaria.options.delayMs = 0;

    // The embedded database fails it at the next start; on PostgreSQL the other server does once
    // the heartbeat is JOB_STALE_SECONDS old.
    const second = await start(8173);
    const failed = await waitForJob(second, started.json.job.id, (j) => j.status === "failed", 60_000);
    expect(failed.error).toMatch(/server stopped/);
    expect((await api(second, "GET", "/api/books")).json.books).toEqual([]);
  }, 300_000);

  it.skipIf(!onPg)("runs each job exactly once with two servers on one PostgreSQL database", async () => {
    const a = servers[0]!;
    const b = await start(8172);
    expect(b.url).not.toBe(a.url);
    const before = sefaria.requests.length;
    sefaria.options.delayMs = 100;
    const ids: string[] = [];
    for (const chapter of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const r = await api(chapter % 2 ? a : b, "POST", "/api/books/import", { title: "Mishnah Berakhot", range: String(chapter) });
      expect(r.status).toBe(202);
      ids.push(r.json.job.id as string);
    }
    for (const id of ids) expect((await waitForJob(a, id, (j) => j.status === "completed" || j.status === "failed")).status).toBe("completed");
    sefaria.options.delayMs = 0;
    const requests = sefaria.requests.slice(before);
    const indexRequests = requests.filter((r) => r.startsWith("/api/v2/raw/index/"));
    expect(indexRequests).toHaveLength(8);
    const sections = requests.filter((r) => r.startsWith("/api/texts/")).map((r) => r.split("?")[0]);
    expect(new Set(sections).size).toBe(8);
    expect(sections).toHaveLength(8);
    const book = (await api(b, "GET", "/api/books")).json.books.find((x: { title: string }) => x.title === "Mishnah Berakhot");
    expect(book).toMatchObject({ totalChapters: 8 });
  }, 300_000);
});
