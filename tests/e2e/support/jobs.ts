import { expect, type APIResponse, type Page } from "@playwright/test";
import { isJobFinished } from "../../../src/shared/api/job-finished";
import type { JobStatus } from "../../../src/shared/api/jobs";
import { hasSefariaData } from "../../support/sefaria-server";

interface JobState { status: JobStatus; result?: Record<string, unknown>; error?: string | null }

/**
 * Waits until a background job (GET /api/jobs/:id) has ended and expects it completed; returns it as
 * it ended. A failed job fails the test at once with the job's error, instead of being read again
 * until the time is up (a failed lexicon import had each attempt wait its whole two minutes).
 */
export async function waitForJob(page: Page, jobId: string, timeout = 120_000): Promise<JobState> {
  let job: JobState = { status: "queued" };
  await expect.poll(async () => {
    job = (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as JobState;
    return isJobFinished(job);
  }, { timeout, message: `job ${jobId} did not end` }).toBe(true);
  expect(job, `job ${jobId}: ${JSON.stringify(job)}`).toMatchObject({ status: "completed" });
  return job;
}

/** The job a 202 answer started (book, lexicon and lemma imports), waited for to the end. */
export async function waitForStartedJob(page: Page, started: APIResponse, timeout?: number): Promise<JobState> {
  expect(started.status(), await started.text()).toBe(202);
  return waitForJob(page, ((await started.json()) as { job: { id: string } }).job.id, timeout);
}

/** Imports a text from the texts library as the signed-in administrator; returns the book's id. */
export async function importBook(page: Page, origin: string, title: string, range?: string): Promise<string> {
  const started = await page.request.post("/api/books/import", { data: { title, ...(range ? { range } : {}) }, headers: { origin } });
  const job = await waitForStartedJob(page, started);
  return String(job.result?.bookId);
}

/**
 * BDB and Strong's imported (from the lexicon test server) as the signed-in administrator: a source
 * another spec on this worker's server already imported is not imported again (each import parses
 * megabytes of XML on the server). dictionary.spec.ts imports them through the settings' cards.
 */
export async function importHebrewLexicons(page: Page, origin: string): Promise<void> {
  const { runs } = (await (await page.request.get("/api/dictionary/imports")).json()) as { runs: { source: string; status: string }[] };
  for (const source of ["bdb", "strongs"]) {
    if (runs.some((r) => r.source === source && r.status === "completed")) continue;
    await waitForStartedJob(page, await page.request.post("/api/dictionary/imports", { data: { source }, headers: { origin } }));
  }
}

/** Genesis 1 imported as the administrator (through the Sefaria test server), or the one already there; null without ../shared/data. */
export async function importGenesis(page: Page, origin: string): Promise<string | null> {
  if (!hasSefariaData) return null;
  const existing = await page.request.get("/api/books");
  const books = ((await existing.json()) as { books: { id: string; title: string }[] }).books;
  const found = books.find((b) => b.title === "Genesis");
  if (found) return found.id;
  return importBook(page, origin, "Genesis", "1");
}
