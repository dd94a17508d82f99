import type { Job } from "./jobs";

/** Whether a job has ended (completed or failed). Kept apart from the job's zod schemas (./jobs re-exports it), so the pages that follow a job do not build them. */
export const isJobFinished = (job: Pick<Job, "status">): boolean => job.status === "completed" || job.status === "failed";
