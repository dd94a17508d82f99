import { describe, expect, it } from "vitest";
import type { Job } from "../../src/shared/api/jobs";
import type { ServerProcess } from "../e2e/support/server-process";
import { onPg, useProcessHarness } from "../support/process-harness";
import { hasSefariaData, NO_SEFARIA_DATA, startSefariaServer } from "../support/sefaria-server";

/**
 * Background jobs across real server processes (node src/server/main.ts), importing from the
 * Sefaria test server: a job whose server is killed (-9) is marked failed, never left running;
 * with two servers on one PostgreSQL database every job runs exactly once. The embedded database
 * part runs under `npm test`, the PostgreSQL part under `npm run test:pg`.
 */
if (!hasSefariaData) console.warn(`jobs-processes.test.ts ${NO_SEFARIA_DATA}`);

const suite = useProcessHarness("milim_jobs", startSefariaServer, hasSefariaData);

/** A server on the shared data folder (so one auth secret) and, on PostgreSQL, the shared database. */
const start = () => suite.h.start({ SEFARIA_URL: suite.local.url, JOB_STALE_SECONDS: "5" });
const api = (server: ServerProcess, method: string, url: string, body?: unknown) => suite.h.api(server, method, url, body);
const waitForJob = (server: ServerProcess, id: string, done: (job: Job) => boolean, ms?: number) => suite.h.waitForJob(server, id, done, ms);

describe.skipIf(!hasSefariaData)(`background jobs across real server processes (${onPg ? "PostgreSQL" : "embedded PGlite"})`, () => {
  it("marks a job failed when its server is killed mid-import, and leaves no half book", async () => {
    const first = await start();
    await suite.h.signUp(first, { email: "jobs@example.com", password: "jobs-pass-123" }, { admin: true });
    suite.local.options.delayMs = 400;
    const started = await api(first, "POST", "/api/books/import", { title: "Genesis", range: "1-20" });
    expect(started.status).toBe(202);
    await waitForJob(first, started.json.job.id, (j) => j.status === "running" && j.percent > 2);
    await suite.h.killHard(first);
    suite.local.options.delayMs = 0;

    // The embedded database fails it at the next start; on PostgreSQL the other server does once
    // the heartbeat is JOB_STALE_SECONDS old.
    const second = await start();
    const failed = await waitForJob(second, started.json.job.id, (j) => j.status === "failed", 60_000);
    expect(failed.error).toMatch(/server stopped/);
    expect((await api(second, "GET", "/api/books")).json.books).toEqual([]);
  }, 300_000);

  it.skipIf(!onPg)("runs each job exactly once with two servers on one PostgreSQL database", async () => {
    const a = suite.h.servers[0]!;
    const b = await start();
    expect(b.url).not.toBe(a.url);
    const before = suite.local.requests.length;
    suite.local.options.delayMs = 100;
    const ids: string[] = [];
    for (const chapter of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const r = await api(chapter % 2 ? a : b, "POST", "/api/books/import", { title: "Mishnah Berakhot", range: String(chapter) });
      expect(r.status).toBe(202);
      ids.push(r.json.job.id as string);
    }
    for (const id of ids) expect((await waitForJob(a, id, (j) => j.status === "completed" || j.status === "failed")).status).toBe("completed");
    suite.local.options.delayMs = 0;
    const requests = suite.local.requests.slice(before);
    const indexRequests = requests.filter((r) => r.startsWith("/api/v2/raw/index/"));
    expect(indexRequests).toHaveLength(8);
    const sections = requests.filter((r) => r.startsWith("/api/texts/")).map((r) => r.split("?")[0]);
    expect(new Set(sections).size).toBe(8);
    expect(sections).toHaveLength(8);
    const book = (await api(b, "GET", "/api/books")).json.books.find((x: { title: string }) => x.title === "Mishnah Berakhot");
    expect(book).toMatchObject({ totalChapters: 8 });
  }, 300_000);
});
