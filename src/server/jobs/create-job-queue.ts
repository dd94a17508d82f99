import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import type { Job } from "../../shared/api/jobs";
import type { Database } from "../db/client";
import { DomainError, invalid } from "../lib/domain-error";
import type { Logger } from "../lib/logger";
import { readIssueMessage, isServerMessageKey, type KeyedServerMessage } from "../../shared/i18n/server-messages";
import { jobMessage, type JobDefinition, type JobQueue } from "./job-types";
import { isUniqueViolation } from "../db/pg-error-code";
import {
  claimJob, claimSerialJob, completeJobIn, failAbandonedJobs, failTimedOutJobs, findActiveJob, finishJob, heartbeatJobs, insertJob, insertJobs,
  nextWaitingJobs, reportJob, requeueJob,
} from "./queries";

export const SERVER_STOPPED_MESSAGE = jobMessage("job_server_stopped");
/** A job of a kind that may start over, put back in the queue by a stopping server. */
export const HANDED_OVER_MESSAGE = jobMessage("job_handed_over");

/** A run's last message: its result's `message` when it is a keyed message, else `job_complete`. */
function outcomeMessage(result: Record<string, unknown>): KeyedServerMessage {
  const m = result.message as Partial<KeyedServerMessage> | undefined;
  return m && typeof m === "object" && typeof m.key === "string" && isServerMessageKey(m.key) ? { key: m.key, params: m.params ?? {} } : jobMessage("job_complete");
}

/** An invalid payload's message: a schema's keyed message, else zod's own text. */
function payloadError(issueMessage: string | undefined): DomainError {
  const { keyed, message } = readIssueMessage(issueMessage ?? "Invalid job");
  return keyed ? invalid(keyed.key, keyed.params) : DomainError.forOperators("invalid", message);
}
/** How long a stopping server waits for the jobs it told to stop to return. */
const ABORT_WAIT_MS = 5_000;

export interface JobQueueOptions {
  /** Heartbeat of running jobs (default 5 s). */
  heartbeatSeconds?: number;
  /** A running job whose heartbeat is older than this is failed (default 30 s). */
  staleSeconds?: number;
  /** How often each server looks for abandoned jobs (default 15 s). */
  sweepSeconds?: number;
  /**
   * How often an idle worker asks pg-boss for a job when nothing woke it (default 10 s; pg-boss's
   * minimum is 0.5). A job this server sends wakes its own workers at once (or when it becomes due),
   * so polling only finds what another server sent: at 1 s it was most of an idle server's CPU.
   */
  pollingIntervalSeconds?: number;
  /** The clock of the kinds' time limits (tests move it on). */
  now?: () => Date;
  /** Told of each job this server ran to its end (completed or failed), for the metrics. */
  onJobEnded?: (kind: string, status: "completed" | "failed", seconds: number) => void;
}

class TimedOut extends Error {}

/**
 * The background-job runner: pg-boss (its own schema "pgboss", over the app's database through
 * Database.executeSql, so it runs on PGlite as on PostgreSQL) hands each job to exactly one worker
 * of one server (SELECT … FOR UPDATE SKIP LOCKED); the `jobs` table holds what users see
 * (status, message, percent, counts, result, error). A job is claimed queued → running once, so
 * even a second delivery does nothing. The running server renews each job's heartbeat; every server
 * fails the running jobs whose heartbeat went stale (their process died), at start and then
 * periodically, so no job stays 'running' for ever. Jobs are not retried: their work is written in
 * one transaction at the end, and the user starts a failed one again.
 */
export function createJobQueue(database: Database, log: Logger, options: JobQueueOptions = {}): JobQueue {
  const heartbeatMs = (options.heartbeatSeconds ?? 5) * 1000;
  const staleSeconds = options.staleSeconds ?? 30;
  const sweepMs = (options.sweepSeconds ?? 15) * 1000;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 10;
  const now = options.now ?? (() => new Date());
  const { db } = database;
  const definitions = new Map<string, JobDefinition<unknown>>();
  const running = new Map<string, AbortController>();
  /** Running jobs this server, stopping, puts back in the queue for another server (see stop()). */
  const handingOver = new Set<string>();
  const runningKinds = new Map<string, JobDefinition<unknown>>();
  const timers: NodeJS.Timeout[] = [];
  /** pg-boss's worker ids of each kind on this server, woken when this server sends it a job. */
  const workerIds = new Map<string, string[]>();
  /** Wake-ups set for jobs sent to start later (a per-user kind's pause). */
  const wakeTimers = new Set<NodeJS.Timeout>();
  let boss: PgBoss | null = null;
  let stopping = false;
  let workersRunning = false;

  const perUserKinds = () => [...definitions.values()].filter((d) => d.serial?.scope === "per-user").map((d) => d.kind);

  /**
   * Wakes this server's workers of a kind, now or when a job sent to start later becomes due, so
   * that they fetch it without waiting for their next poll. Another server's idle workers find the
   * job at their next poll; pg-boss still hands it to one worker only.
   */
  function wake(kind: string, startAfter?: Date): void {
    const notify = () => { for (const id of workerIds.get(kind) ?? []) boss?.notifyWorker(id); };
    // Elapsed time until pg-boss's start time (pg-boss and the timer both run on the real clock, not deps.now).
    const delay = startAfter ? startAfter.getTime() - Date.now() : 0; // elapsed time: the wake timer's delay
    if (delay <= 0) return notify();
    const timer = setTimeout(() => { wakeTimers.delete(timer); notify(); }, delay + 50);
    timer.unref();
    wakeTimers.add(timer);
  }

  /**
   * Hands a job to pg-boss and wakes this server's workers of its kind. A new job's first send
   * (`isNew`) gives pg-boss the job's id; a job handed before gets a new one.
   */
  async function send(kind: string, jobId: string, { startAfter, isNew = false }: { startAfter?: Date; isNew?: boolean } = {}): Promise<void> {
    if (!boss) return;
    await boss.send(kind, { jobId }, { retryLimit: 0, expireInHours: 4, ...(isNew ? { id: jobId } : {}), ...(startAfter ? { startAfter } : {}) });
    wake(kind, startAfter);
  }

  /** The oldest waiting job of each "per-user" kind's users with none running goes to a worker. */
  async function resumeWaiting(userId?: string, kinds = perUserKinds(), pause = false): Promise<number> {
    const next = await nextWaitingJobs(db, kinds, userId);
    for (const job of next) {
      const definition = definitions.get(job.kind);
      const pauseMs = pause && definition?.serial?.scope === "per-user" ? definition.serial.pauseMs : 0;
      // A pause of elapsed time, handed to pg-boss (which waits on the database's real clock, not deps.now).
      await send(job.kind, job.id, pauseMs > 0 ? { startAfter: new Date(Date.now() + pauseMs) } : {}); // elapsed time: the pause (see above)
    }
    return next.length;
  }

  const sweep = async () => {
    const failed = await failAbandonedJobs(db, staleSeconds, SERVER_STOPPED_MESSAGE, [...running.keys()]);
    if (failed.length > 0) log.warn({ jobs: failed }, "failed jobs abandoned by a stopped server");
    for (const definition of definitions.values()) {
      if (!definition.timeout) continue;
      const timedOut = await failTimedOutJobs(db, definition.kind, new Date(+now() - definition.timeout.ms), definition.timeout.message);
      for (const id of timedOut) running.get(id)?.abort(new TimedOut());
    }
    // A per-user chain broken by a stopped server (or a failed send) goes on, its pause kept: the
    // sweep may run just as a user's job ended, before that job's own hand-on (which pauses too).
    await resumeWaiting(undefined, perUserKinds(), true);
  };

  /** A job whose run this stopping server gave up: queued again and handed to pg-boss (any server's worker). */
  async function handOver(definition: JobDefinition<unknown>, jobId: string, userId: string | null): Promise<void> {
    if (!(await requeueJob(db, jobId, HANDED_OVER_MESSAGE))) return;
    if (definition.serial?.scope === "per-user" && userId) await resumeWaiting(userId, [definition.kind]);
    else await send(definition.kind, jobId);
    log.info({ jobId, kind: definition.kind }, "Handed a running job to another server");
  }

  async function runJob(definition: JobDefinition<unknown>, jobId: string): Promise<void> {
    const row = definition.serial?.scope === "per-user" ? await claimSerialJob(db, jobId, now()) : await claimJob(db, jobId, now());
    if (!row) return; // already taken, failed or finished, or (per-user) not its turn: a second delivery does nothing
    const controller = new AbortController();
    running.set(jobId, controller);
    runningKinds.set(jobId, definition);
    const limit = definition.timeout;
    const timer = limit ? setTimeout(() => controller.abort(new TimedOut()), limit.ms) : null;
    const started = performance.now();
    let status: "completed" | "failed" | "handed-over" = "failed";
    try {
      const payload = definition.payload.parse(row.payload);
      const result = await definition.run(payload, {
        jobId,
        userId: row.userId,
        signal: controller.signal,
        report: (progress) => reportJob(db, jobId, progress),
        completeIn: (tx, done, message) => completeJobIn(tx, jobId, message ?? outcomeMessage(done), done),
      });
      await finishJob(db, jobId, { status: "completed", message: outcomeMessage(result), result });
      status = "completed";
    } catch (error) {
      if (handingOver.has(jobId) && controller.signal.aborted) {
        status = "handed-over";
        await handOver(definition, jobId, row.userId).catch(async (e: unknown) => {
          log.error({ err: e, jobId }, "could not hand a job over; failing it");
          await finishJob(db, jobId, { status: "failed", error: SERVER_STOPPED_MESSAGE }).catch(() => {});
        });
        return;
      }
      const timedOut = limit && controller.signal.aborted && controller.signal.reason instanceof TimedOut;
      const message = timedOut
        ? limit.message
        : stopping && controller.signal.aborted
          ? SERVER_STOPPED_MESSAGE
          : error instanceof DomainError ? (error.key ? { key: error.key, params: error.params } : { text: error.message }) : jobMessage(definition.failureMessage);
      if (!(error instanceof DomainError) && !timedOut) log.error({ err: error, jobId, kind: definition.kind }, "job failed");
      await finishJob(db, jobId, { status: "failed", error: message }).catch((e: unknown) => log.error({ err: e, jobId }, "could not record a job's failure"));
    } finally {
      if (timer) clearTimeout(timer);
      running.delete(jobId);
      runningKinds.delete(jobId);
      if (status !== "handed-over") options.onJobEnded?.(definition.kind, status, (performance.now() - started) / 1000);
      if (definition.serial?.scope === "per-user" && row.userId && !stopping) {
        await resumeWaiting(row.userId, [definition.kind], true).catch((err: unknown) => log.error({ err, jobId }, "could not hand on the next job"));
      }
    }
  }

  return {
    register(definition) {
      if (boss) throw new Error("register job kinds before start()");
      definitions.set(definition.kind, definition as JobDefinition<unknown>);
    },

    async start() {
      boss = new PgBoss({
        db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
        schema: "pgboss",
        schedule: false,
        supervise: true,
        migrate: true,
      });
      boss.on("error", (err) => log.error({ err }, "job queue error"));
      await boss.start();
      // The embedded database has one server by construction (the data-folder lock): every job
      // still 'running' at start belonged to a process that died. On PostgreSQL another server may
      // be running it, so only stale heartbeats count.
      if (database.kind === "pglite") await failAbandonedJobs(db, "all", SERVER_STOPPED_MESSAGE);
      for (const definition of definitions.values()) {
        // Two servers may start together: the one that loses the race finds the queue made.
        if (!(await boss.getQueue(definition.kind))) {
          await boss.createQueue(definition.kind, { name: definition.kind, retryLimit: 0 }).catch(async (error: unknown) => {
            if (!(await boss!.getQueue(definition.kind))) throw error;
          });
        }
        const ids: string[] = [];
        for (let i = 0; i < (definition.concurrency ?? 1); i++) {
          ids.push(await boss.work<{ jobId: string }>(definition.kind, { batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
            if (!job) return;
            await runJob(definition, job.data.jobId);
            // pg-boss waits out the rest of the polling interval after a job: a queue with more
            // jobs waiting (enqueueMany) goes on at once instead.
            wake(definition.kind);
          }));
        }
        workerIds.set(definition.kind, ids);
      }
      await sweep();
      workersRunning = true;
      timers.push(setInterval(() => void heartbeatJobs(db, [...running.keys()]).catch((err: unknown) => log.error({ err }, "job heartbeat failed")), heartbeatMs));
      timers.push(setInterval(() => void sweep().catch((err: unknown) => log.error({ err }, "job sweep failed")), sweepMs));
      for (const t of timers) t.unref();
    },

    async stop(graceMs = 0) {
      if (!boss) return;
      stopping = true;
      workersRunning = false;
      // No new job from here on; the running ones may end within the limit (their heartbeat goes on).
      for (const kind of definitions.keys()) await boss.offWork(kind).catch((err: unknown) => log.error({ err, kind }, "could not stop a worker"));
      const until = Date.now() + graceMs; // elapsed time: the stop's grace
      while (running.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50)); // elapsed time
      // The rest are told to stop: a kind that may start over is queued again for another server
      // (or this one's next start), the others fail with SERVER_STOPPED_MESSAGE.
      for (const [jobId, controller] of running) {
        if (runningKinds.get(jobId)?.onServerStop === "hand-over") handingOver.add(jobId);
        controller.abort(new Error("server stopping"));
      }
      const settled = Date.now() + ABORT_WAIT_MS; // elapsed time: the aborted runs' wait
      while (running.size > 0 && Date.now() < settled) await new Promise((r) => setTimeout(r, 25)); // elapsed time
      for (const t of timers.splice(0)) clearInterval(t);
      for (const t of wakeTimers) clearTimeout(t);
      wakeTimers.clear();
      workerIds.clear();
      await boss.stop({ graceful: true, wait: true, timeout: 1_000 }).catch((err: unknown) => log.error({ err }, "job queue did not stop cleanly"));
      for (const jobId of running.keys()) await finishJob(db, jobId, { status: "failed", error: SERVER_STOPPED_MESSAGE }).catch(() => {});
      boss = null;
    },

    isRunning: () => workersRunning && !!boss,

    async enqueue(kind, payload, userId) {
      const definition = definitions.get(kind);
      if (!definition) throw new Error(`unknown job kind: ${kind}`);
      if (!boss) throw new DomainError("unavailable", "jobs_not_running");
      const parsed = definition.payload.safeParse(payload);
      if (!parsed.success) throw payloadError(parsed.error.issues[0]?.message);
      const id = randomUUID();
      let job: Job | null = null;
      // Two starts at once: the unique index lets one in and the other answers with it. When that
      // run has already ended by the time it is read, the start tries again (a new run is right).
      for (let attempt = 1; !job; attempt++) {
        if (definition.serial?.scope === "one") {
          const active = await findActiveJob(db, kind);
          if (active) return { ...active, existing: true as const };
        }
        try {
          job = await insertJob(db, { id, kind, userId, payload: parsed.data as Record<string, unknown>, message: definition.queuedMessage ?? "job_queued" });
        } catch (error) {
          if (definition.serial?.scope !== "one" || !isUniqueViolation(error) || attempt >= 3) throw error;
        }
      }
      try {
        if (definition.serial?.scope === "per-user" && userId) await resumeWaiting(userId, [kind]);
        else await send(kind, id, { isNew: true });
      } catch (error) {
        await finishJob(db, id, { status: "failed", error: jobMessage(definition.failureMessage) });
        throw error;
      }
      return job;
    },

    async enqueueMany(kind, payloads, userId) {
      const definition = definitions.get(kind);
      if (!definition) throw new Error(`unknown job kind: ${kind}`);
      if (!boss) throw new DomainError("unavailable", "jobs_not_running");
      const rows = payloads.map((payload) => {
        const parsed = definition.payload.safeParse(payload);
        if (!parsed.success) throw payloadError(parsed.error.issues[0]?.message);
        return { id: randomUUID(), kind, userId, payload: parsed.data as Record<string, unknown>, message: definition.queuedMessage ?? "job_queued" };
      });
      const created = await insertJobs(db, rows);
      if (definition.serial?.scope === "per-user" && userId) await resumeWaiting(userId, [kind]);
      else for (const r of rows) await send(kind, r.id, { isNew: true });
      return created;
    },

    async resume(kind, userId) {
      if (!boss) throw new DomainError("unavailable", "jobs_not_running");
      return (await resumeWaiting(userId, [kind])) > 0;
    },
  };
}
