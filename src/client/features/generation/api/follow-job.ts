import { isJobFinished, JobSchema, type Job } from "@/shared/api/jobs";
import { api } from "@/client/lib/api-client";

const POLL_MS = 1000;

/** Reads GET /api/jobs/:id every second until the job has completed or failed. */
export async function waitForJob(jobId: string, onJob: (job: Job) => void, signal: AbortSignal): Promise<Job> {
  for (;;) {
    const job = await api(`/jobs/${encodeURIComponent(jobId)}`, { schema: JobSchema, signal });
    onJob(job);
    if (isJobFinished(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    signal.throwIfAborted();
  }
}
