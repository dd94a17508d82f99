import type { z } from "zod";
import type { Job } from "../../shared/api/jobs";
import type { KeyedServerMessage, ServerMessageKey, ServerMessageParams } from "../../shared/i18n/server-messages";
import type { DbOrTx } from "../db/client";

/** A job's message by key (the catalogues' `server_<key>`) with its parameters. */
export const jobMessage = (key: ServerMessageKey, params: ServerMessageParams = {}): KeyedServerMessage => ({ key, params });

/**
 * What a running job can tell the user: any of a message (its key and parameters), percent
 * (0–100) and named counts.
 */
export interface JobProgress {
  key?: ServerMessageKey;
  params?: ServerMessageParams;
  percent?: number;
  counts?: Record<string, number>;
}

export interface JobContext {
  jobId: string;
  /** Who started the job (null for a system job). */
  userId: string | null;
  /** Aborted when the server stops: a job should stop at its next step. */
  signal: AbortSignal;
  /** Stores the progress (readable by GET /api/jobs/:id at once) and renews the job's heartbeat. */
  report(progress: JobProgress): Promise<void>;
  /**
   * Completes the job inside the caller's transaction, so its work and its completion commit
   * together; false when the job is no longer running (deleted, timed out, failed by a sweep):
   * the caller then rolls its work back.
   */
  completeIn(tx: DbOrTx, result: Record<string, unknown>, message?: KeyedServerMessage): Promise<boolean>;
}

/**
 * How jobs of a kind share the queue. "one": at most one queued or running job of the kind (a
 * unique index); starting another returns that one. "per-user": each user's jobs run one at a
 * time (a unique index on the running one), oldest first, `pauseMs` apart; the others stay queued.
 */
export type JobSerial = { scope: "one" } | { scope: "per-user"; pauseMs: number };

/**
 * A kind of background work. `run` does it and returns what it made (stored as the job's result,
 * e.g. { bookId }; its `message`, a KeyedServerMessage, is the job's last message); it throws to
 * fail the job: a DomainError's message is shown to the user as it is, any other error as `failureMessage` (the cause goes to the log). Work that must not be
 * left half done writes in one transaction at the end (or is resumable): a job whose server dies
 * is marked failed, not run again.
 */
export interface JobDefinition<P> {
  kind: string;
  payload: z.ZodType<P>;
  /** The message of a job that waits for a worker (default `job_queued`). */
  queuedMessage?: ServerMessageKey;
  /** Shown when the job fails with an unexpected error. */
  failureMessage: ServerMessageKey;
  /** How many of this kind one server runs at once (default 1). */
  concurrency?: number;
  serial?: JobSerial;
  /**
   * What a stopping server does with a run that did not end within the shutdown limit: "fail" (the
   * default: SERVER_STOPPED_MESSAGE, the user starts it again) or "hand-over": it is aborted and
   * queued again, so another server on the database (or this one's next start) runs it from the
   * start. Only for kinds whose aborted run leaves nothing a new run trips over (work written in one
   * transaction at the end, or resumable).
   */
  onServerStop?: "fail" | "hand-over";
  /** A job running longer than `ms` (by the queue's clock) fails with `message`. */
  timeout?: { ms: number; message: KeyedServerMessage };
  run(payload: P, context: JobContext): Promise<Record<string, unknown>>;
}

export interface JobQueue {
  /** Adds a kind of job; call before start(). */
  register<P>(definition: JobDefinition<P>): void;
  /** Starts pg-boss and the workers, and fails the jobs left running by a dead process. */
  start(): Promise<void>;
  /**
   * Stops taking jobs; running ones get up to `graceMs` to end, then are told to stop: handed over
   * (kinds with onServerStop "hand-over") or marked failed.
   */
  stop(graceMs?: number): Promise<void>;
  /** Whether the workers are running (started and not stopped): the readiness check. */
  isRunning(): boolean;
  /**
   * Queues a job for `userId` (validated against its kind's payload schema) and returns it; for a
   * kind with serial "one", the job already queued or running when there is one (`existing`).
   */
  enqueue(kind: string, payload: unknown, userId: string | null): Promise<Job & { existing?: true }>;
  /** Queues several jobs of one kind for `userId` in one transaction. */
  enqueueMany(kind: string, payloads: unknown[], userId: string | null): Promise<Job[]>;
  /** Hands the oldest queued job of a "per-user" kind of this user to a worker, unless one runs: true when it did. */
  resume(kind: string, userId: string): Promise<boolean>;
}
