import { isJobFinished, JobSchema, type Job } from "@/shared/api/jobs";
import { apiUrl } from "@/client/lib/api-client";
import { getJob } from "./get-job";

/** How often the job is asked for when the event stream does not work (spec 001 §9: 2 s). */
export const POLL_MS = 2000;

/**
 * Follows a background job: GET /api/jobs/:id/events (server-sent "progress" events) and, if the
 * stream fails, polling GET /api/jobs/:id every 2 s. Calls `onJob` with each new state until the
 * job is finished; returns a function that stops following.
 */
export function followJob(jobId: string, onJob: (job: Job) => void, onError: (error: Error) => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const controller = new AbortController();
  const deliver = (job: Job) => {
    if (stopped) return;
    onJob(job);
    if (isJobFinished(job)) stop();
  };
  const poll = async () => {
    try {
      deliver(await getJob(jobId, controller.signal));
    } catch (e) {
      if (stopped) return;
      if ((e as { status?: number }).status === 404) {
        stop();
        onError(e as Error);
        return;
      }
    }
    if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
  };
  let source: EventSource | null = null;
  if (typeof EventSource !== "undefined") {
    source = new EventSource(apiUrl(`/jobs/${encodeURIComponent(jobId)}/events`));
    source.addEventListener("progress", (e) => {
      const parsed = JobSchema.safeParse(JSON.parse((e as MessageEvent<string>).data));
      if (parsed.success) deliver(parsed.data);
    });
    source.addEventListener("error", () => {
      // Closed by the server after the last event, or broken: either way, ask directly from now on.
      source?.close();
      source = null;
      if (!stopped) void poll();
    });
  } else {
    void poll();
  }
  function stop() {
    stopped = true;
    source?.close();
    clearTimeout(timer);
    controller.abort();
  }
  return stop;
}
