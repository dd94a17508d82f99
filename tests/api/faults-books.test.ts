import pg from "pg";
import { describe, expect, it } from "vitest";
import type { Job } from "../../src/shared/api/jobs";
import type { ServerProcess } from "../e2e/support/server-process";
import { onPg, useProcessHarness } from "../support/process-harness";
import { hasSefariaData, NO_SEFARIA_DATA, startSefariaServer } from "../support/sefaria-server";

/**
 * kill -9 while a text from the texts library is being written, in a real server process: the
 * import writes the book, its verses and its counted words in one transaction at the end (a first
 * import inserts them plainly, a re-import only what changed), so after a restart the library
 * holds the whole book or none of it, never part: Genesis with its 50 chapters, 1,533 verses and
 * every word counted (the library's coverage totals), or no Genesis. The kill comes as the last
 * chapter is fetched; the commit may just have happened, so both outcomes are allowed, a half one
 * never. PGlite under `npm test`, PostgreSQL under `npm run test:pg`.
 */
if (!hasSefariaData) console.warn(`faults-books.test.ts ${NO_SEFARIA_DATA}`);

/** Genesis' word tokens as the reader counts them (the library's total when it is whole). */
const GENESIS_TOKENS = 20_629;

const suite = useProcessHarness("milim_faults_books", startSefariaServer, hasSefariaData);

const start = () => suite.h.start({ SEFARIA_URL: suite.local.url, JOB_STALE_SECONDS: "5" });
const api = (server: ServerProcess, method: string, url: string, body?: unknown) => suite.h.api(server, method, url, body);

interface LibraryBook { title: string; totalChapters: number; totalVerses: number; coverage: { totalTokens: number } }
const genesisIn = async (server: ServerProcess): Promise<LibraryBook | undefined> =>
  ((await api(server, "GET", "/api/books")).json.books as LibraryBook[]).find((b) => b.title === "Genesis");
/**
 * Asks for the job without pausing until its last chapter is fetched (92 %: the book is written
 * next), then kills the server. On PGlite a request waits while the transaction runs (one
 * connection), so a kill on "saving" (95 %) always came after the commit.
 */
async function killWhileSaving(server: ServerProcess, jobId: string): Promise<Job> {
  if (onPg) return killWhileWriting(server, jobId);
  for (;;) {
    const job = (await api(server, "GET", `/api/jobs/${jobId}`)).json as Job;
    if (job.percent >= 92 || (job.status !== "running" && job.status !== "queued")) {
      await suite.h.killHard(server);
      return job;
    }
  }
}
/**
 * On PostgreSQL the moment is certain: the server is killed while its insert of the verses or of
 * the counted words is running (pg_stat_activity), inside the import's transaction.
 */
async function killWhileWriting(server: ServerProcess, jobId: string): Promise<Job> {
  const watcher = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await watcher.connect();
  try {
    for (;;) {
      const { rows } = await watcher.query(`select 1 from pg_stat_activity where datname = $1 and state = 'active'
        and (query like 'insert into "book_verses"%' or query like 'insert into "book_chapter_words"%')`, [suite.h.databaseName]);
      if (rows.length > 0) {
        await suite.h.killHard(server);
        break;
      }
    }
  } finally {
    await watcher.end();
  }
  return { id: jobId, status: "running", percent: 95 } as Job;
}
const expectWhole = (book: LibraryBook | undefined) =>
  expect(book).toMatchObject({ totalChapters: 50, totalVerses: 1533, coverage: { totalTokens: GENESIS_TOKENS } });

describe.skipIf(!hasSefariaData)(`kill -9 while a book is written (${onPg ? "PostgreSQL" : "embedded PGlite"})`, () => {
  it("leaves the whole book or none of it, on a first import and on a re-import", async () => {
    const first = await start();
    await suite.h.signUp(first, { email: "faults-books@example.com", password: "faults-pass-1" }, { admin: true });
    const started = await api(first, "POST", "/api/books/import", { title: "Genesis" });
    expect(started.status).toBe(202);
    const saving = await killWhileSaving(first, started.json.job.id);
    expect(saving.status).toBe("running");

    const second = await start(); // takes the data folder's lock over (PGlite)
    expect((await api(second, "POST", "/api/auth/sign-in/email", { email: "faults-books@example.com", password: "faults-pass-1" })).status).toBe(200);
    const after = await genesisIn(second);
    if (after) expectWhole(after);
    else expect((await suite.h.waitForJob(second, started.json.job.id, (j) => j.status === "failed")).error).toMatch(/server stopped/);

    // Imported whole now (again, if the first commit made it), then a re-import killed while saving.
    const again = await api(second, "POST", "/api/books/import", { title: "Genesis" });
    expect(await suite.h.waitForJob(second, again.json.job.id, (j) => j.status !== "running" && j.status !== "queued", 120_000)).toMatchObject({ status: "completed" });
    expectWhole(await genesisIn(second));
    const reimport = await api(second, "POST", "/api/books/import", { title: "Genesis" });
    expect((await killWhileSaving(second, reimport.json.job.id)).status).toBe("running");

    const third = await start();
    expect((await api(third, "POST", "/api/auth/sign-in/email", { email: "faults-books@example.com", password: "faults-pass-1" })).status).toBe(200);
    expectWhole(await genesisIn(third));
    expect(((await api(third, "GET", "/api/books")).json.books as LibraryBook[]).filter((b) => b.title === "Genesis")).toHaveLength(1);
  }, 300_000);
});
