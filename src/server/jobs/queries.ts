import { and, eq, lt, sql } from "drizzle-orm";
import type { Job } from "../../shared/api/jobs";
import type { DbOrTx } from "../db/client";
import { jobFiles, jobs } from "../db/schema";
import type { JobProgress } from "./job-types";

type JobRow = typeof jobs.$inferSelect;

export function presentJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    message: row.message,
    percent: row.percent,
    counts: row.counts,
    result: row.result ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function insertJob(db: DbOrTx, job: { id: string; kind: string; userId: string | null; payload: Record<string, unknown>; message: string }): Promise<Job> {
  const [row] = await db.insert(jobs).values(job).returning();
  return presentJob(row!);
}

/** queued → running, once: false when another worker (or the recovery) got there first. */
export async function claimJob(db: DbOrTx, id: string): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ status: "running", startedAt: sql`now()`, heartbeatAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, "queued")))
    .returning();
  return row ?? null;
}

export async function reportJob(db: DbOrTx, id: string, progress: JobProgress): Promise<void> {
  await db
    .update(jobs)
    .set({
      ...(progress.message !== undefined ? { message: progress.message } : {}),
      ...(progress.percent !== undefined ? { percent: Math.max(0, Math.min(100, progress.percent)) } : {}),
      ...(progress.counts !== undefined ? { counts: progress.counts } : {}),
      heartbeatAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, "running")));
}

export async function heartbeatJobs(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(jobs).set({ heartbeatAt: sql`now()` }).where(and(sql`${jobs.id} = any(${ids}::uuid[])`, eq(jobs.status, "running")));
}

export async function finishJob(db: DbOrTx, id: string, outcome: { status: "completed"; message: string; result: Record<string, unknown> } | { status: "failed"; error: string }): Promise<void> {
  await db
    .update(jobs)
    .set(outcome.status === "completed"
      ? { status: "completed", message: outcome.message, percent: 100, result: outcome.result, finishedAt: sql`now()` }
      : { status: "failed", error: outcome.error, message: outcome.error, finishedAt: sql`now()` })
    .where(and(eq(jobs.id, id), sql`${jobs.status} in ('queued', 'running')`));
}

/**
 * Fails the jobs whose process stopped renewing their heartbeat (it died, or was killed): they
 * are never left 'running' for ever. Returns their ids.
 */
/** `staleSeconds: "all"`: every running job (the embedded database at start). */
export async function failAbandonedJobs(db: DbOrTx, staleSeconds: number | "all", error: string, exceptIds: string[] = []): Promise<string[]> {
  const rows = await db
    .update(jobs)
    .set({ status: "failed", error, message: error, finishedAt: sql`now()` })
    .where(and(
      eq(jobs.status, "running"),
      staleSeconds === "all" ? undefined : lt(jobs.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds})`),
      exceptIds.length > 0 ? sql`not (${jobs.id} = any(${exceptIds}::uuid[]))` : undefined,
    ))
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

/** Drops a job file and its parts (job-file.ts writes and reads them). */
export async function deleteJobFile(db: DbOrTx, id: string): Promise<void> {
  await db.delete(jobFiles).where(eq(jobFiles.id, id));
}
