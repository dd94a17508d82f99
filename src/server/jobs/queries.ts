import { and, asc, eq, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { Job } from "../../shared/api/jobs";
import { renderServerMessage, type KeyedServerMessage, type ServerMessageKey } from "../../shared/i18n/server-messages";
import type { DbOrTx } from "../db/client";
import { isUniqueViolation } from "../db/pg-error-code";
import { jobFiles, jobs } from "../db/schema";
import type { JobProgress } from "./job-types";

type JobRow = typeof jobs.$inferSelect;

/** A job's failure: a message by key, or (an error only operators or a shared parser word) an English text. */
export type JobFailure = KeyedServerMessage | { text: string };

/** The message columns of a keyed message: its English text, key and parameters. */
const messageColumns = (m: KeyedServerMessage) => ({ message: renderServerMessage(m.key, m.params), messageKey: m.key, messageParams: m.params });

/** The error columns of a failure (also its message). */
function failureColumns(f: JobFailure) {
  if ("text" in f) return { error: f.text, errorKey: null, errorParams: null, message: f.text, messageKey: null, messageParams: null };
  const text = renderServerMessage(f.key, f.params);
  return { error: text, errorKey: f.key, errorParams: f.params, message: text, messageKey: f.key, messageParams: f.params };
}

/** A job as users read it: the English texts, and the keys they were written from (the client words them). */
export function presentJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    message: row.message,
    messageKey: row.messageKey,
    messageParams: row.messageKey ? row.messageParams ?? {} : null,
    percent: row.percent,
    counts: row.counts,
    result: row.result ?? null,
    error: row.error,
    errorKey: row.errorKey,
    errorParams: row.errorKey ? row.errorParams ?? {} : null,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export interface NewJob { id: string; kind: string; userId: string | null; payload: Record<string, unknown>; message: ServerMessageKey }

export async function insertJob(db: DbOrTx, job: NewJob): Promise<Job> {
  const [row] = await db.insert(jobs).values({ ...job, ...messageColumns({ key: job.message, params: {} }) }).returning();
  return presentJob(row!);
}

/**
 * queued → running, once: false when another worker (or the recovery) got there first. `at`: the
 * queue's clock (deps.now), which the time limit's sweep compares started_at with.
 */
export async function claimJob(db: DbOrTx, id: string, at: Date): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ status: "running", startedAt: at, heartbeatAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, "queued")))
    .returning();
  return row ?? null;
}

export async function reportJob(db: DbOrTx, id: string, progress: JobProgress): Promise<void> {
  await db
    .update(jobs)
    .set({
      ...(progress.key !== undefined ? messageColumns({ key: progress.key, params: progress.params ?? {} }) : {}),
      ...(progress.percent !== undefined ? { percent: Math.max(0, Math.min(100, progress.percent)) } : {}),
      ...(progress.counts !== undefined ? { counts: progress.counts } : {}),
      heartbeatAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, "running")));
}

export async function heartbeatJobs(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(jobs).set({ heartbeatAt: sql`now()` }).where(and(inArray(jobs.id, ids), eq(jobs.status, "running")));
}

export async function finishJob(db: DbOrTx, id: string, outcome: { status: "completed"; message: KeyedServerMessage; result: Record<string, unknown> } | { status: "failed"; error: JobFailure }): Promise<void> {
  await db
    .update(jobs)
    .set(outcome.status === "completed"
      ? { status: "completed", ...messageColumns(outcome.message), percent: 100, result: outcome.result, finishedAt: sql`now()` }
      : { status: "failed", ...failureColumns(outcome.error), finishedAt: sql`now()` })
    .where(and(eq(jobs.id, id), sql`${jobs.status} in ('queued', 'running')`));
}

/**
 * Fails the jobs whose process stopped renewing their heartbeat (it died, or was killed): they
 * are never left 'running' for ever. Returns their ids.
 */
/** `staleSeconds: "all"`: every running job (the embedded database at start). */
export async function failAbandonedJobs(db: DbOrTx, staleSeconds: number | "all", error: KeyedServerMessage, exceptIds: string[] = []): Promise<string[]> {
  const rows = await db
    .update(jobs)
    .set({ status: "failed", ...failureColumns(error), finishedAt: sql`now()` })
    .where(and(
      eq(jobs.status, "running"),
      staleSeconds === "all" ? undefined : lt(jobs.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds})`),
      exceptIds.length > 0 ? notInArray(jobs.id, exceptIds) : undefined,
    ))
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

/** Drops a job file and its parts (job-file.ts writes and reads them). */
export async function deleteJobFile(db: DbOrTx, id: string): Promise<void> {
  await db.delete(jobFiles).where(eq(jobFiles.id, id));
}

/** Inserts several jobs of one kind, their created_at a millisecond apart in the given order (so "oldest first" keeps it). */
export async function insertJobs(db: DbOrTx, rows: NewJob[]): Promise<Job[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(jobs).values(rows.map((r, i) => ({ ...r, ...messageColumns({ key: r.message, params: {} }), createdAt: sql`now() + make_interval(secs => ${i / 1000})` }))).returning();
  return inserted.map(presentJob);
}

/** The job of this kind that is queued or running, if any (kinds with serial "one"). */
export async function findActiveJob(db: DbOrTx, kind: string): Promise<Job | null> {
  const [row] = await db.select().from(jobs).where(and(eq(jobs.kind, kind), inArray(jobs.status, ["queued", "running"]))).orderBy(asc(jobs.createdAt)).limit(1);
  return row ? presentJob(row) : null;
}

/**
 * queued → running for a "per-user" kind: only the user's oldest queued job of the kind, and only
 * while none of theirs runs (a partial unique index on the running one, which such a kind needs in
 * a migration, decides between servers).
 */
export async function claimSerialJob(db: DbOrTx, id: string, at: Date): Promise<JobRow | null> {
  try {
    const [row] = await db
      .update(jobs)
      .set({ status: "running", startedAt: at, heartbeatAt: sql`now()` })
      .where(and(eq(jobs.id, id), eq(jobs.status, "queued"), sql`not exists (
        select 1 from jobs o where o.kind = jobs.kind and o.user_id = jobs.user_id
          and (o.status = 'running' or (o.status = 'queued' and (o.created_at, o.id) < (jobs.created_at, jobs.id))))`))
      .returning();
    return row ?? null;
  } catch (e) {
    if (isUniqueViolation(e)) return null;
    throw e;
  }
}

/** The oldest queued job of each user of these kinds who has none running (the next to hand to a worker). */
export async function nextWaitingJobs(db: DbOrTx, kinds: string[], userId?: string): Promise<{ id: string; kind: string; userId: string }[]> {
  if (kinds.length === 0) return [];
  const rows = await db.selectDistinctOn([jobs.kind, jobs.userId], { id: jobs.id, kind: jobs.kind, userId: jobs.userId }).from(jobs)
    .where(and(
      inArray(jobs.kind, kinds), eq(jobs.status, "queued"), userId ? eq(jobs.userId, userId) : sql`${jobs.userId} is not null`,
      sql`not exists (select 1 from jobs r where r.kind = jobs.kind and r.user_id = jobs.user_id and r.status = 'running')`,
    ))
    .orderBy(jobs.kind, jobs.userId, asc(jobs.createdAt), asc(jobs.id));
  return rows.map((r) => ({ id: r.id, kind: r.kind, userId: r.userId! }));
}

/** Fails the running jobs of a kind started before `cutoff` (its time limit, on the clock that wrote started_at: deps.now): returns their ids. */
export async function failTimedOutJobs(db: DbOrTx, kind: string, cutoff: Date, error: KeyedServerMessage): Promise<string[]> {
  const rows = await db
    .update(jobs)
    .set({ status: "failed", ...failureColumns(error), finishedAt: sql`now()` })
    .where(and(eq(jobs.kind, kind), eq(jobs.status, "running"), lt(jobs.startedAt, cutoff)))
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

/**
 * running → queued for another server (a stopping server gave its run up): the progress starts
 * afresh; false when it was no longer running (failed by a sweep, deleted).
 */
export async function requeueJob(db: DbOrTx, id: string, message: KeyedServerMessage): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: "queued", ...messageColumns(message), percent: 0, counts: {}, startedAt: null, heartbeatAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, "running")))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/** Completes a running job (in the caller's transaction): false when it is no longer running. */
export async function completeJobIn(db: DbOrTx, id: string, message: KeyedServerMessage, result: Record<string, unknown>): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: "completed", ...messageColumns(message), percent: 100, result, finishedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, "running")))
    .returning({ id: jobs.id });
  return rows.length === 1;
}
