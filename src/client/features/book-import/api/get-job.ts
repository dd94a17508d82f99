import { JobSchema } from "@/shared/api/jobs";
import { api } from "@/client/lib/api-client";

/** GET /api/jobs/:jobId: the job as it is now (the fallback when the event stream is unavailable). */
export const getJob = (jobId: string, signal?: AbortSignal) => api(`/jobs/${encodeURIComponent(jobId)}`, { schema: JobSchema, signal });
