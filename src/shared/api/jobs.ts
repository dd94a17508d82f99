import { z } from "zod";
import { MessageParamsSchema } from "./message-params";

/**
 * Background jobs (src/server/jobs): long work that outlives the request and the browser tab
 * (book, lexicon and lemma imports, translation, word generation). A job's progress is
 * stored in the database and read with one request, or followed as server-sent events.
 */
export const JOB_STATUSES = ["queued", "running", "completed", "failed"] as const;
export const JobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatusSchema>;

export const JobSchema = z.object({
  id: z.string().uuid(),
  /** What the job does, e.g. "book-import". */
  kind: z.string(),
  status: JobStatusSchema,
  /** The latest progress message, e.g. "Importing Genesis 12 of 50". */
  message: z.string(),
  /** The key and parameters `message` was written from (src/shared/i18n/server-messages.ts), else null. */
  messageKey: z.string().nullable(),
  messageParams: MessageParamsSchema.nullable(),
  /** 0 to 100. */
  percent: z.number().min(0).max(100),
  /** Named counters the job reports, e.g. { chapters: 12, verses: 310 }. */
  counts: z.record(z.string(), z.number()),
  /** What a completed job made, e.g. { bookId }; null until it completes. */
  result: z.record(z.string(), z.unknown()).nullable(),
  /** Why a failed job failed (a message for the user); null otherwise. */
  error: z.string().nullable(),
  /** The key and parameters `error` was written from, else null. */
  errorKey: z.string().nullable(),
  errorParams: MessageParamsSchema.nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Job = z.infer<typeof JobSchema>;

export const JobParamsSchema = z.object({ jobId: z.string().uuid() });

/** GET /api/jobs?kind=book-import&active=true : the actor's own jobs, newest first (at most 50). */
export const JobListQuerySchema = z.object({
  kind: z.string().min(1).max(64).optional(),
  /** true: only queued or running jobs. */
  active: z.enum(["true", "false"]).optional(),
});
export const JobListSchema = z.object({ jobs: z.array(JobSchema) });

export { isJobFinished } from "./job-finished";
