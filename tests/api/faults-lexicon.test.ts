import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Job } from "../../src/shared/api/jobs";
import { startServer, type ServerProcess } from "../e2e/support/server-process";
import { createFreshPgDatabase } from "../support/fresh-pg-database";
import { hasLexiconData, NO_LEXICON_DATA, startLexiconServer, type LexiconServer } from "../support/lexicon-server";

/**
 * kill -9 in the middle of a lexicon import, in a real server process: after a restart the job is
 * failed, the data folder opens, and the dictionary holds nothing of the killed run (all or
 * nothing: entries are staged and merged only when a run completes). PGlite under `npm test`,
 * PostgreSQL under `npm run test:pg`.
 */
const onPg = process.env.MILIM_TEST_DB === "pg";
if (!hasLexiconData) console.warn(`faults-lexicon.test.ts ${NO_LEXICON_DATA}`);

let lexicons: LexiconServer;
const servers: ServerProcess[] = [];
let dataDir = "";
let databaseUrl: string | undefined;
let dropDb: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (!hasLexiconData) return;
  lexicons = await startLexiconServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-faults-"));
  if (onPg) {
    const fresh = await createFreshPgDatabase(process.env.DATABASE_URL!, "milim_faults");
    databaseUrl = fresh.url;
    dropDb = fresh.drop;
  }
});
afterAll(async () => {
  for (const s of servers) await s.stop();
  await lexicons?.close();
  await dropDb?.();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function start(port: number): Promise<ServerProcess> {
  const s = await startServer({
    port, dataDir, timeoutMs: 150_000, logFile: path.join(dataDir, `server-${port}.log`),
    env: { DICTIONARY_BDB_URL: `${lexicons.url}/BrownDriverBriggs.xml`, JOB_STALE_SECONDS: "5", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  servers.push(s);
  return s;
}

let cookie = "";
async function api(server: ServerProcess, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method, headers: { origin: server.url, cookie, ...(body ? { "content-type": "application/json" } : {}) }, body: body ? JSON.stringify(body) : undefined,
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
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!hasLexiconData)(`kill -9 during a lexicon import (${onPg ? "PostgreSQL" : "embedded PGlite"})`, () => {
  it("leaves no half lexicon, fails the job, and the next import completes", async () => {
    const first = await start(8174);
    expect((await api(first, "POST", "/api/auth/sign-up/email", { email: "faults@example.com", password: "faults-pass-1", name: "F A", firstName: "F", lastName: "A" })).status).toBe(200);
    const started = await api(first, "POST", "/api/dictionary/imports", { source: "bdb" });
    expect(started.status).toBe(202);
    // Mid-way: some batches staged, the run not complete.
    const running = await waitForJob(first, started.json.job.id, (j) => (j.counts.entries ?? 0) >= 2000 || j.status === "completed" || j.status === "failed");
    expect(running.status).toBe("running");
    first.child.kill("SIGKILL");
    await new Promise((r) => first.child.once("exit", r));
    servers.splice(servers.indexOf(first), 1);

    const second = await start(8175); // takes the data folder's lock over (PGlite)
    expect((await api(second, "POST", "/api/auth/sign-in/email", { email: "faults@example.com", password: "faults-pass-1" })).status).toBe(200);
    const failed = await waitForJob(second, started.json.job.id, (j) => j.status === "failed");
    expect(failed.error).toMatch(/server stopped/);
    expect((await api(second, "GET", "/api/dictionary/stats")).json).toEqual({ hebrew: 0, aramaic: 0 });
    const again = await api(second, "POST", "/api/dictionary/imports", { source: "bdb" });
    const done = await waitForJob(second, again.json.job.id, (j) => j.status !== "running" && j.status !== "queued", 120_000);
    expect(done).toMatchObject({ status: "completed", counts: { entries: 11_845 } });
    expect((await api(second, "GET", "/api/dictionary/stats")).json).toEqual({ hebrew: 10_993, aramaic: 852 });
  }, 300_000);
});
