import { randomUUID } from "node:crypto";
import PgBoss from "pg-boss";
import type { Job } from "../../shared/api/jobs";
import type { Database } from "../db/client";
import { DomainError, invalid } from "../lib/domain-error";
import type { Logger } from "../lib/logger";
import type { JobDefinition, JobQueue } from "./job-types";
import { claimJob, failAbandonedJobs, finishJob, heartbeatJobs, insertJob, reportJob } from "./queries";

export const SERVER_STOPPED_MESSAGE = "The server stopped while this job was running. Start it again.";

export interface JobQueueOptions {
  /** Heartbeat of running jobs (default 5 s). */
  heartbeatSeconds?: number;
  /** A running job whose heartbeat is older than this is failed (default 30 s). */
  staleSeconds?: number;
  /** How often each server looks for abandoned jobs (default 15 s). */
  sweepSeconds?: number;
  /** How often an idle worker asks pg-boss for a job (default 1 s; pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
}

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
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  const { db } = database;
  const definitions = new Map<string, JobDefinition<unknown>>();
  const running = new Map<string, AbortController>();
  const timers: NodeJS.Timeout[] = [];
  let boss: PgBoss | null = null;
  let stopping = false;

  const sweep = async () => {
    const failed = await failAbandonedJobs(db, staleSeconds, SERVER_STOPPED_MESSAGE, [...running.keys()]);
    if (failed.length > 0) log.warn({ jobs: failed }, "failed jobs abandoned by a stopped server");
  };

  async function runJob(definition: JobDefinition<unknown>, jobId: string): Promise<void> {
    const row = await claimJob(db, jobId);
    if (!row) return; // already taken, failed or finished: a second delivery does nothing
    const controller = new AbortController();
    running.set(jobId, controller);
    try {
      const payload = definition.payload.parse(row.payload);
      const result = await definition.run(payload, {
        jobId,
        userId: row.userId,
        signal: controller.signal,
        report: (progress) => reportJob(db, jobId, progress),
      });
      await finishJob(db, jobId, { status: "completed", message: typeof result.message === "string" ? result.message : "Complete!", result });
    } catch (error) {
      const message = stopping && controller.signal.aborted
        ? SERVER_STOPPED_MESSAGE
        : error instanceof DomainError ? error.message : definition.failureMessage;
      if (!(error instanceof DomainError)) log.error({ err: error, jobId, kind: definition.kind }, "job failed");
      await finishJob(db, jobId, { status: "failed", error: message }).catch((e: unknown) => log.error({ err: e, jobId }, "could not record a job's failure"));
    } finally {
      running.delete(jobId);
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
      await sweep();
      for (const definition of definitions.values()) {
        // Two servers may start together: the one that loses the race finds the queue made.
        if (!(await boss.getQueue(definition.kind))) {
          await boss.createQueue(definition.kind, { name: definition.kind, retryLimit: 0 }).catch(async (error: unknown) => {
            if (!(await boss!.getQueue(definition.kind))) throw error;
          });
        }
        for (let i = 0; i < (definition.concurrency ?? 1); i++) {
          await boss.work<{ jobId: string }>(definition.kind, { batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
            if (job) await runJob(definition, job.data.jobId);
          });
        }
      }
      timers.push(setInterval(() => void heartbeatJobs(db, [...running.keys()]).catch((err: unknown) => log.error({ err }, "job heartbeat failed")), heartbeatMs));
      timers.push(setInterval(() => void sweep().catch((err: unknown) => log.error({ err }, "job sweep failed")), sweepMs));
      for (const t of timers) t.unref();
    },

    async stop() {
      if (!boss) return;
      stopping = true;
      for (const t of timers.splice(0)) clearInterval(t);
      for (const controller of running.values()) controller.abort(new Error("server stopping"));
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 }).catch((err: unknown) => log.error({ err }, "job queue did not stop cleanly"));
      for (const jobId of running.keys()) await finishJob(db, jobId, { status: "failed", error: SERVER_STOPPED_MESSAGE }).catch(() => {});
      boss = null;
    },

    async enqueue(kind, payload, userId): Promise<Job> {
      const definition = definitions.get(kind);
      if (!definition) throw new Error(`unknown job kind: ${kind}`);
      if (!boss) throw new DomainError("unavailable", "Background jobs are not running on this server.");
      const parsed = definition.payload.safeParse(payload);
      if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? "Invalid job");
      const id = randomUUID();
      const job = await insertJob(db, { id, kind, userId, payload: parsed.data as Record<string, unknown>, message: definition.queuedMessage ?? "Queued" });
      try {
        await boss.send(kind, { jobId: id }, { id, retryLimit: 0, expireInHours: 4 });
      } catch (error) {
        await finishJob(db, id, { status: "failed", error: definition.failureMessage });
        throw error;
      }
      return job;
    },
  };
}
