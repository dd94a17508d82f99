import { isJobFinished, type Job } from "../../../shared/api/jobs";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/domain-error";
import { findOwnJob, listOwnJobs } from "./queries";

const NO_JOB = "jobs_no_job";

export async function getJob(db: Db, userId: string, jobId: string): Promise<Job> {
  const job = await findOwnJob(db, userId, jobId);
  if (!job) throw notFound(NO_JOB);
  return job;
}

export async function listJobs(db: Db, userId: string, filter: { kind?: string; active?: boolean }): Promise<{ jobs: Job[] }> {
  return { jobs: await listOwnJobs(db, userId, filter) };
}

/** How often a followed job is read again for its event stream. */
export const FOLLOW_INTERVAL_MS = 500;

/**
 * Calls `send` with the job now and each time it changes, until it is completed or failed (or the
 * signal aborts: the client went away). The job itself runs on whichever server took it.
 */
export async function followJob(db: Db, userId: string, jobId: string, send: (job: Job) => Promise<void>, signal: AbortSignal): Promise<void> {
  let last = "";
  while (!signal.aborted) {
    const job = await getJob(db, userId, jobId);
    const seen = JSON.stringify(job);
    if (seen !== last) {
      last = seen;
      await send(job);
    }
    if (isJobFinished(job)) return;
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_INTERVAL_MS));
  }
}
