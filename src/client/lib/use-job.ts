import { useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { isJobFinished } from "@/shared/api/job-finished";
import { JobSchema, type Job } from "@/shared/api/jobs";
import { api, apiUrl } from "./api-client";
import { JOBS_KEY } from "./query-keys";

/** How often a job is asked for when its event stream is unavailable (2 s). */
export const JOB_POLL_MS = 2000;

export const jobQueryKey = (jobId: string) => [...JOBS_KEY, jobId] as const;

/**
 * A job's texts in the learner's language: `message` and `error` worded from their keys (the server
 * writes them in English with the key beside them), else left as the server wrote them.
 */
export async function wordJob(job: Job): Promise<Job> {
  if (!job.messageKey && !job.errorKey) return job;
  const { wordServerMessage } = await import("./word-server-message");
  return {
    ...job,
    message: wordServerMessage(job.message, job.messageKey, job.messageParams),
    error: job.error === null ? null : wordServerMessage(job.error, job.errorKey, job.errorParams),
  };
}

/** GET /api/jobs/:jobId: the job as it is now, its texts in the learner's language. */
export const getJob = (jobId: string, signal?: AbortSignal): Promise<Job> => api(`/jobs/${encodeURIComponent(jobId)}`, { schema: JobSchema, signal }).then(wordJob);

export interface UseJobOptions {
  /** Called once when the followed job has completed or failed (also when it had before it was followed). */
  onFinished?: (job: Job) => void;
  /** Overrides JOB_POLL_MS (tests). */
  pollMs?: number;
  /** The EventSource constructor (tests); none: polling only. */
  eventSource?: typeof EventSource | null;
}

/**
 * The one way the browser follows a background job: the job's query (TanStack Query, key
 * ["jobs", id]) fed by GET /api/jobs/:id/events (server-sent "progress" events) while the job runs,
 * falling back to polling GET /api/jobs/:id every 2 s when the stream fails or is unavailable.
 * Everything that shows the job reads this query, so a page opened twice follows it once.
 * `null`: nothing followed.
 */
export function useJob(jobId: string | null, options: UseJobOptions = {}): UseQueryResult<Job> {
  const queryClient = useQueryClient();
  const EventSourceImpl = options.eventSource === undefined ? (typeof EventSource === "undefined" ? null : EventSource) : options.eventSource;
  const [streaming, setStreaming] = useState<string | null>(null);
  const query = useQuery({
    queryKey: jobQueryKey(jobId ?? ""),
    queryFn: ({ signal }) => getJob(jobId!, signal),
    enabled: jobId !== null,
    refetchInterval: (q) => (q.state.data && isJobFinished(q.state.data)) || streaming === jobId ? false : (options.pollMs ?? JOB_POLL_MS),
  });
  const finished = query.data ? isJobFinished(query.data) : false;

  useEffect(() => {
    if (!jobId || finished || !EventSourceImpl) return;
    const source = new EventSourceImpl(apiUrl(`/jobs/${encodeURIComponent(jobId)}/events`));
    setStreaming(jobId);
    const close = () => {
      source.close();
      setStreaming((s) => (s === jobId ? null : s));
    };
    source.addEventListener("progress", (e) => {
      // Checked against its schema in development and tests; the production client trusts the API's types (as api() does).
      const data: unknown = JSON.parse((e as MessageEvent<string>).data);
      const parsed = import.meta.env.PROD ? { success: true as const, data: data as Job } : JobSchema.safeParse(data);
      if (!parsed.success) return;
      if (isJobFinished(parsed.data)) close();
      void wordJob(parsed.data).then((job) => queryClient.setQueryData(jobQueryKey(jobId), job));
    });
    // Closed by the server after the last event, or broken: either way, poll from now on.
    source.addEventListener("error", close);
    return close;
  }, [jobId, finished, EventSourceImpl, queryClient]);

  const onFinished = useRef(options.onFinished);
  useEffect(() => {
    onFinished.current = options.onFinished;
  });
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!jobId || !query.data || query.data.id !== jobId || !isJobFinished(query.data) || reported.current === jobId) return;
    reported.current = jobId;
    onFinished.current?.(query.data);
  }, [jobId, query.data]);

  return query;
}
