import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Job } from "../../src/shared/api/jobs";
import { dictionaryImportProgress, jobs } from "../../src/server/db/schema";
import { createJobQueue, HANDED_OVER_MESSAGE, SERVER_STOPPED_MESSAGE } from "../../src/server/jobs/create-job-queue";
import { jobMessage } from "../../src/server/jobs/job-types";
import { renderServerMessage } from "../../src/shared/i18n/server-messages";

const STOPPED = renderServerMessage(SERVER_STOPPED_MESSAGE.key);
import type { JobDefinition, JobQueue } from "../../src/server/jobs/job-types";
import { failAbandonedJobs } from "../../src/server/jobs/queries";
import { invalid } from "../../src/server/lib/domain-error";
import { createLogger } from "../../src/server/lib/logger";
import { createAdmin, createLearner } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * The job runner on the test's database (PGlite, or PostgreSQL with MILIM_TEST_DB=pg): progress
 * readable while a job runs, success and both kinds of failure, a stop mid-job, and the jobs a dead
 * process left 'running'. Real server processes are in jobs-processes.test.ts.
 */
let ctx: TestContext;
const log = createLogger(process.env.JOBS_TEST_LOG === "1" ? "debug" : "silent");
const queues: JobQueue[] = [];

let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createAdmin(ctx);
});
afterAll(async () => {
  for (const q of queues) await q.stop();
  await ctx?.close();
});

const readJob = async (id: string) => (await ctx.deps.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

async function waitFor(id: string, done: (row: Awaited<ReturnType<typeof readJob>>) => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  for (;;) {
    const row = await readJob(id);
    if (done(row)) return row;
    if (Date.now() > until) throw new Error(`job ${id} is still ${row.status}: ${row.message}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A job that counts to `steps`, waiting for the test's go between steps. */
let kinds = 0;
function countingJob(gate: { open: Promise<void> }, runs: string[]): JobDefinition<{ steps: number; fail?: "domain" | "crash" }> {
  return {
    kind: `count-${++kinds}`,
    payload: z.object({ steps: z.number().int(), fail: z.enum(["domain", "crash"]).optional() }),
    failureMessage: "job_generation_failed",
    async run({ steps, fail }, context) {
      runs.push(context.jobId);
      for (let i = 1; i <= steps; i++) {
        await context.report({ key: "job_bible_importing", params: { title: "Count", done: i, total: steps }, percent: (100 * i) / steps, counts: { steps: i } });
        if (i === 1) await Promise.race([gate.open, new Promise((resolve) => context.signal.addEventListener("abort", resolve))]);
        context.signal.throwIfAborted();
      }
      if (fail === "domain") throw invalid("generation_no_glosses");
      if (fail === "crash") throw new Error("boom: an internal detail");
      return { counted: steps };
    },
  };
}

function newQueue(definition: JobDefinition<{ steps: number; fail?: "domain" | "crash" }>, staleSeconds = 30): JobQueue & { kind: string } {
  const queue = createJobQueue(ctx.deps.database, log, { staleSeconds, pollingIntervalSeconds: 0.5, heartbeatSeconds: 1, sweepSeconds: 1 });
  queue.register(definition as JobDefinition<unknown>);
  queues.push(queue);
  return Object.assign(queue, { kind: definition.kind });
}

/** A queue of `definition`'s kind with the runner's short test timings, on the clock `now` when given, started. */
async function startQueue<P>(definition: JobDefinition<P>, now?: () => Date): Promise<JobQueue> {
  const queue = createJobQueue(ctx.deps.database, log, { pollingIntervalSeconds: 0.5, heartbeatSeconds: 1, sweepSeconds: 1, ...(now ? { now } : {}) });
  queue.register(definition as JobDefinition<unknown>);
  queues.push(queue);
  await queue.start();
  return queue;
}

/** A kind limited to one minute whose run waits until it is told to stop (then `onStop`, and it throws). */
function oneMinuteKind(onStop = () => {}): JobDefinition<Record<string, never>> {
  return {
    kind: `limited-${++kinds}`,
    payload: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
    failureMessage: "job_generation_failed",
    timeout: { ms: 60_000, message: jobMessage("job_fit_timed_out", { minutes: 1 }) },
    async run(_payload, context) {
      await new Promise((resolve) => context.signal.addEventListener("abort", resolve));
      onStop();
      throw new Error("aborted");
    },
  };
}

describe("the background-job runner (pg-boss)", () => {
  it("runs a job once, with its progress readable while it runs, and its result at the end", async () => {
    let release!: () => void;
    const gate = { open: new Promise<void>((r) => { release = r; }) };
    const runs: string[] = [];
    const queue = newQueue(countingJob(gate, runs));
    await queue.start();
    const job: Job = await queue.enqueue(queue.kind, { steps: 3 }, null);
    expect(job).toMatchObject({ status: "queued", percent: 0, message: "Queued" });
    const running = await waitFor(job.id, (r) => r.status === "running" && r.percent > 0);
    expect(running).toMatchObject({ message: "Importing Count (1 of 3)...", messageKey: "job_bible_importing", messageParams: { title: "Count", done: 1, total: 3 }, counts: { steps: 1 } });
    release();
    const done = await waitFor(job.id, (r) => r.status === "completed");
    expect(done).toMatchObject({ percent: 100, message: "Complete!", result: { counted: 3 }, error: null });
    expect(done.finishedAt).not.toBeNull();
    expect(runs).toEqual([job.id]);
    await expect(queue.enqueue(queue.kind, { steps: "x" }, null)).rejects.toThrow();
    await queue.stop();
  });

  it("fails a job with the rule's message, or a plain message when it crashed (the cause stays in the log)", async () => {
    const queue = newQueue(countingJob({ open: Promise.resolve() }, []));
    await queue.start();
    const domain = await queue.enqueue(queue.kind, { steps: 1, fail: "domain" }, null);
    const crash = await queue.enqueue(queue.kind, { steps: 1, fail: "crash" }, null);
    expect(await waitFor(domain.id, (r) => r.status === "failed")).toMatchObject({ error: "No word of this text has an entry in the imported dictionary.", errorKey: "generation_no_glosses" });
    const crashed = await waitFor(crash.id, (r) => r.status === "failed");
    expect(crashed.error).toBe("Generation failed");
    expect(crashed.error).not.toContain("boom");
    await queue.stop();
  });

  it("marks a job failed when its server stops mid-way, and never leaves one 'running'", async () => {
    const gate = { open: new Promise<void>(() => {}) }; // never opens: the job is mid-way when we stop
    const queue = newQueue(countingJob(gate, []));
    await queue.start();
    const job = await queue.enqueue(queue.kind, { steps: 2 }, null);
    await waitFor(job.id, (r) => r.status === "running");
    await queue.stop();
    expect(await readJob(job.id)).toMatchObject({ status: "failed", error: STOPPED });
  }, 30_000);

  it("lets a running job end within the stop's limit; past it, hands a kind that may start over to the next server", async () => {
    let release!: () => void;
    const gate = { open: new Promise<void>((r) => { release = r; }) };
    const queue = newQueue(countingJob(gate, []));
    await queue.start();
    const job = await queue.enqueue(queue.kind, { steps: 2 }, null);
    await waitFor(job.id, (r) => r.status === "running");
    setTimeout(release, 300);
    await queue.stop(20_000);
    expect(await readJob(job.id)).toMatchObject({ status: "completed", result: { counted: 2 } });

    const runs: string[] = [];
    const stuck = { ...countingJob({ open: new Promise<void>(() => {}) }, runs), onServerStop: "hand-over" as const };
    const first = newQueue(stuck);
    await first.start();
    const handed = await first.enqueue(first.kind, { steps: 2 }, null);
    await waitFor(handed.id, (r) => r.status === "running" && r.percent > 0);
    await first.stop(200);
    expect(await readJob(handed.id)).toMatchObject({ status: "queued", message: renderServerMessage(HANDED_OVER_MESSAGE.key), messageKey: "job_handed_over", percent: 0, startedAt: null });
    // Another server on the database (or this one started again) takes it and runs it from the start.
    const second = newQueue({ ...countingJob({ open: Promise.resolve() }, runs), kind: stuck.kind, onServerStop: "hand-over" });
    await second.start();
    expect(await waitFor(handed.id, (r) => r.status === "completed")).toMatchObject({ result: { counted: 2 }, error: null });
    expect(runs).toEqual([handed.id, handed.id]);
    await second.stop();
  }, 60_000);

  it("fails the jobs a dead process left running once their heartbeat is stale, and leaves live ones", async () => {
    const dead = crypto.randomUUID();
    const live = crypto.randomUUID();
    await ctx.deps.db.insert(jobs).values([
      { id: dead, kind: "count", status: "running", payload: { steps: 1 }, message: "Step 1", heartbeatAt: new Date(Date.now() - 60_000), startedAt: new Date() },
      { id: live, kind: "count", status: "running", payload: { steps: 1 }, message: "Step 1", heartbeatAt: new Date(Date.now() + 60_000), startedAt: new Date() },
    ]);
    const queue = newQueue(countingJob({ open: Promise.resolve() }, []), 5);
    await queue.start();
    if (ctx.deps.database.kind === "pglite") {
      // One server per embedded database: everything still running at start is abandoned.
      expect((await readJob(live)).status).toBe("failed");
    } else {
      expect((await readJob(live)).status).toBe("running");
      await ctx.deps.db.delete(jobs).where(eq(jobs.id, live));
    }
    expect(await readJob(dead)).toMatchObject({ status: "failed", error: STOPPED });
    await queue.stop();
  });

  it("runs a per-user kind one job at a time per user, oldest first, its pause apart, beside another user's", async () => {
    const [anna, ben] = [await createLearner(ctx), await createLearner(ctx)];
    const runs: { user: string | null; id: string; start: number; end: number }[] = [];
    const definition: JobDefinition<{ n: number }> = {
      kind: `per-user-${++kinds}`,
      payload: z.object({ n: z.number().int() }),
      failureMessage: "job_generation_failed",
      concurrency: 2,
      serial: { scope: "per-user", pauseMs: 300 },
      async run({ n }, context) {
        const start = Date.now();
        await new Promise((r) => setTimeout(r, 150));
        runs.push({ user: context.userId, id: context.jobId, start, end: Date.now() });
        return { n };
      },
    };
    const queue = await startQueue(definition);
    const annas = await queue.enqueueMany(definition.kind, [{ n: 1 }, { n: 2 }, { n: 3 }], anna.id);
    const [bens] = await queue.enqueueMany(definition.kind, [{ n: 1 }], ben.id);
    for (const job of [...annas, bens!]) await waitFor(job.id, (r) => r.status === "completed");
    const annaRuns = runs.filter((r) => r.user === anna.id);
    expect(annaRuns.map((r) => r.id)).toEqual(annas.map((j) => j.id));
    for (let i = 1; i < annaRuns.length; i++) expect(annaRuns[i]!.start).toBeGreaterThanOrEqual(annaRuns[i - 1]!.end + 250);
    const benRun = runs.find((r) => r.user === ben.id)!;
    expect(benRun.start).toBeLessThan(annaRuns.at(-1)!.start); // not behind Anna's queue
    await queue.stop();
  }, 30_000);

  it("fails a job past its kind's time limit on the queue's clock, and tells the run to stop", async () => {
    let shift = 0;
    let stopped = false;
    const definition = oneMinuteKind(() => { stopped = true; });
    const queue = await startQueue(definition, () => new Date(Date.now() + shift));
    const job = await queue.enqueue(definition.kind, {}, null);
    const first = await waitFor(job.id, (r) => r.status === "running" && r.heartbeatAt !== null);
    // The running process renews its heartbeat (it once failed for one running job: an array passed as one value).
    await waitFor(job.id, (r) => r.heartbeatAt!.getTime() > first.heartbeatAt!.getTime(), 5_000);
    shift = 2 * 60_000;
    expect(await waitFor(job.id, (r) => r.status === "failed")).toMatchObject({ error: "The fit took longer than 1 minutes", errorKey: "job_fit_timed_out" });
    await expect.poll(() => stopped).toBe(true);
    await queue.stop();
  }, 30_000);

  it("times a job on the queue's clock alone: with that clock a day ahead, a running job is not failed at the next sweep", async () => {
    const DAY = 24 * 60 * 60 * 1000;
    let shift = DAY;
    const definition = oneMinuteKind();
    const queue = await startQueue(definition, () => new Date(Date.now() + shift));
    const job = await queue.enqueue(definition.kind, {}, null);
    const first = await waitFor(job.id, (r) => r.status === "running" && r.heartbeatAt !== null);
    // Two sweeps later (one a second) it still runs: its minute has not passed on the queue's clock.
    await new Promise((r) => setTimeout(r, 2_500));
    expect((await readJob(job.id)).status).toBe("running");
    // Started by the queue's clock (a day ahead), not by the database's.
    expect(Math.abs(first.startedAt!.getTime() - (Date.now() + DAY))).toBeLessThan(60_000);
    shift = DAY + 2 * 60_000;
    expect(await waitFor(job.id, (r) => r.status === "failed")).toMatchObject({ error: "The fit took longer than 1 minutes", errorKey: "job_fit_timed_out" });
    await queue.stop();
  }, 30_000);

  it("fails a lexicon import run at once when the restart rule fails its job; Clean Up Stale Imports counts it", async () => {
    const [strongsJob, bdbJob] = [crypto.randomUUID(), crypto.randomUUID()];
    const running = { status: "running" as const, message: "Imported 2,128 entries", heartbeatAt: new Date(), startedAt: new Date() };
    await ctx.deps.db.insert(jobs).values([
      { id: strongsJob, kind: "dictionary-import", payload: { source: "strongs" }, ...running },
      { id: bdbJob, kind: "dictionary-import", payload: { source: "bdb" }, ...running },
    ]);
    await ctx.deps.db.insert(dictionaryImportProgress).values([
      { source: "strongs", language: "hebrew", status: "running", importedWords: 2128, jobId: strongsJob },
      { source: "bdb", language: "hebrew", status: "running", importedWords: 2128, jobId: bdbJob },
    ]);
    const runOf = async (source: string) => (await call(ctx, "GET", "/api/dictionary/imports", { user: admin })).json.runs.find((r: { source: string }) => r.source === source);
    expect(await runOf("bdb")).toMatchObject({ status: "running", importedWords: 2128 });

    await failAbandonedJobs(ctx.deps.db, "all", SERVER_STOPPED_MESSAGE); // what a restarted server does first
    expect((await call(ctx, "POST", "/api/dictionary/imports/cleanup", { user: admin })).json).toEqual({ failed: 2 });
    expect((await ctx.deps.db.select().from(dictionaryImportProgress).where(eq(dictionaryImportProgress.jobId, strongsJob)))[0]).toMatchObject({ status: "failed", error: STOPPED });
    expect(await runOf("bdb")).toMatchObject({ status: "failed", error: STOPPED, importedWords: 2128 });
    expect((await call(ctx, "POST", "/api/dictionary/imports/cleanup", { user: admin })).json).toEqual({ failed: 0 });

    // The card's read shows it at once, without a cleanup first.
    const again = crypto.randomUUID();
    await ctx.deps.db.insert(jobs).values({ id: again, kind: "dictionary-import", payload: { source: "bdb" }, ...running });
    await ctx.deps.db.insert(dictionaryImportProgress).values({ source: "bdb", language: "hebrew", status: "running", importedWords: 10, jobId: again });
    expect(await runOf("bdb")).toMatchObject({ status: "running" });
    await failAbandonedJobs(ctx.deps.db, "all", SERVER_STOPPED_MESSAGE);
    expect(await runOf("bdb")).toMatchObject({ status: "failed", error: STOPPED, importedWords: 10 });
  });
});
