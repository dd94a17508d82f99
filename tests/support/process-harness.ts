import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import type { Job } from "../../src/shared/api/jobs";
import { openPglite } from "../../src/server/db/client";
import { SETUP_TOKEN_HEADER } from "../../src/server/auth/first-admin";
import { setupTokenFromLog, startServer, type ServerProcess } from "../e2e/support/server-process";
import { createFreshPgDatabase } from "./fresh-pg-database";
import { freePort } from "./free-port";
import { jobReadPause } from "./job-read-pause";
import { isJobFinished } from "../../src/shared/api/job-finished";
import { testDatabasePrefix } from "./test-database-template";

/** Under `npm run test:pg` the real-process tests run on a fresh PostgreSQL database; else on PGlite. */
export const onPg = process.env.MILIM_TEST_DB === "pg";

/**
 * Real server processes (node src/server/main.ts) on one data folder and, on PostgreSQL, one
 * fresh database; with a client that keeps the session cookie. For the tests that kill servers
 * (-9) or run two at once.
 */
export interface ProcessHarness {
  /** Starts a server on a free port with these extra settings (the shared folder and database always). */
  start(env?: Record<string, string>): Promise<ServerProcess>;
  /** A JSON request with the session cookie; the cookie a response sets is kept. */
  api(server: ServerProcess, method: string, url: string, body?: unknown): Promise<{ status: number; json: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Reads /api/jobs/:id every 100 ms until `done` says so (at most `ms`): a state on the way too (a kill at a chosen point). */
  waitForJob(server: ServerProcess, id: string, done: (job: Job) => boolean, ms?: number): Promise<Job>;
  /** Reads /api/jobs/:id until the job has completed or failed (at most `ms`), paced as support/job-read-pause.ts says. */
  waitForJobEnd(server: ServerProcess, id: string, ms?: number): Promise<Job>;
  /**
   * Signs up through `server` (as the operator who opens the start-up set-up link when `admin`),
   * then logs in as the app does; the session cookie is kept. The account's id.
   */
  signUp(server: ServerProcess, account: { email: string; password: string }, opts?: { admin?: boolean }): Promise<string>;
  killHard(server: ServerProcess): Promise<void>;
  /** Stops every server and drops the folder and the database. */
  close(): Promise<void>;
  readonly servers: ServerProcess[];
  /** On PostgreSQL, the fresh database's name. */
  readonly databaseName?: string;
}

/**
 * `fromTemplate: false`: the first server runs initdb, the migrations and the seed itself, as a
 * new instance does (for a test that measures the server's memory from its idle state: PGlite's
 * WebAssembly heap grows to its working size once and never shrinks, so a server started on a
 * copied database has that growth still ahead of it).
 */
export async function createProcessHarness(prefix: string, { fromTemplate = true }: { fromTemplate?: boolean } = {}): Promise<ProcessHarness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replace(/_/g, "-")}-`));
  // The run's migrated, seeded template (tests/support/test-database-template.ts), so the first
  // server starts as on an existing instance instead of running initdb, the migrations and the seed.
  const template = onPg && fromTemplate ? inject("pgTemplate") : undefined;
  // A copy of the template is dropped with the run's others at its end (test-database-template.ts).
  const fresh = onPg ? await createFreshPgDatabase(process.env.DATABASE_URL!, template ? `${testDatabasePrefix(template)}_${prefix.replace(/^milim_/, "")}` : prefix, template) : undefined;
  if (!onPg && fromTemplate) await copyPgliteTemplate(path.join(dataDir, "pglite"));
  const servers: ServerProcess[] = [];
  let cookie = "";
  let started = 0;
  const harness: ProcessHarness = {
    servers,
    ...(fresh ? { databaseName: fresh.name } : {}),
    async start(env = {}) {
      const port = await freePort();
      // A log of its own for each server (a port may come round again): what a test reads in it is this server's.
      const s = await startServer({
        port, dataDir, timeoutMs: 150_000, logFile: path.join(dataDir, `server-${++started}-${port}.log`),
        env: { ...env, ...(fresh ? { DATABASE_URL: fresh.url } : {}) },
      });
      servers.push(s);
      return s;
    },
    async api(server, method, url, body) {
      const res = await fetch(`${server.url}${url}`, {
        method, headers: { origin: server.url, cookie, ...(body ? { "content-type": "application/json" } : {}) }, body: body ? JSON.stringify(body) : undefined,
      });
      const set = res.headers.getSetCookie();
      if (set.length) cookie = set.map((c) => c.split(";")[0]).join("; ");
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    async waitForJob(server, id, done, ms = 60_000) {
      const until = Date.now() + ms;
      for (;;) {
        const job = (await harness.api(server, "GET", `/api/jobs/${id}`)).json as Job;
        if (done(job)) return job;
        if (Date.now() > until) throw new Error(`job ${id}: ${JSON.stringify(job)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async waitForJobEnd(server, id, ms = 60_000) {
      const started = Date.now();
      for (;;) {
        const job = (await harness.api(server, "GET", `/api/jobs/${id}`)).json as Job;
        if (isJobFinished(job)) return job;
        if (Date.now() > started + ms) throw new Error(`job ${id}: ${JSON.stringify(job)}`);
        await new Promise((r) => setTimeout(r, jobReadPause(Date.now() - started)));
      }
    },
    async signUp(server, { email, password }, { admin = false } = {}) {
      const headers: Record<string, string> = { origin: server.url, "content-type": "application/json" };
      if (admin) headers[SETUP_TOKEN_HEADER] = await setupTokenFromLog(server.logFile);
      const up = await fetch(`${server.url}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify({ email, password, name: "Test Account", firstName: "Test", lastName: "Account" }) });
      if (up.status !== 200) throw new Error(`sign-up of ${email}: ${up.status} ${await up.text()}`);
      const signedIn = await harness.api(server, "POST", "/api/auth/sign-in/email", { email, password });
      if (signedIn.status !== 200) throw new Error(`sign-in of ${email}: ${signedIn.status} ${JSON.stringify(signedIn.json)}`);
      return signedIn.json.user.id as string;
    },
    async killHard(server) {
      server.child.kill("SIGKILL");
      await new Promise((r) => server.child.once("exit", r));
      servers.splice(servers.indexOf(server), 1);
    },
    async close() {
      for (const s of servers.splice(0)) await s.stop();
      if (!template) await fresh?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** Writes the run's PGlite template into the folder a server's DATA_DIR/pglite opens (none: the server makes its own). */
export async function copyPgliteTemplate(dir: string): Promise<void> {
  const template = inject("pgliteTemplate");
  if (!template) return;
  const database = await openPglite(dir, { loadDataDir: template });
  await database.close();
}

/**
 * A suite's process harness and the local server of the outside system its servers talk to
 * (`startLocal`: Sefaria's, the lexicon downloads'), started before the suite's tests when `when`
 * holds (the real data is there) and closed after them: `suite.h` and `suite.local` in the tests.
 */
export function useProcessHarness<L extends { close(): Promise<unknown> }>(prefix: string, startLocal: () => Promise<L>, when: boolean): { readonly h: ProcessHarness; readonly local: L } {
  const suite = {} as { h: ProcessHarness; local: L };
  beforeAll(async () => {
    if (!when) return;
    suite.local = await startLocal();
    suite.h = await createProcessHarness(prefix);
  });
  afterAll(async () => {
    await suite.h?.close();
    await suite.local?.close();
  }, 60_000);
  return suite;
}
