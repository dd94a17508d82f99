import { useQuery } from "@tanstack/react-query";
import { isJobFinished, JobSchema } from "@/shared/api/jobs";
import { api } from "@/client/lib/api-client";
import { JOBS_KEY } from "@/client/lib/query-keys";

/** GET /api/jobs/:jobId, every second until the job has finished. */
export const getJob = (jobId: string, signal?: AbortSignal) => api(`/jobs/${encodeURIComponent(jobId)}`, { schema: JobSchema, signal });
export const useJob = (jobId: string | null) =>
  useQuery({
    queryKey: [...JOBS_KEY, jobId], queryFn: ({ signal }) => getJob(jobId!, signal), enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data && isJobFinished(query.state.data) ? false : 1000),
  });
