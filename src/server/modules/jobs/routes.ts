import { JobListQuerySchema, JobListSchema, JobParamsSchema, JobSchema } from "../../../shared/api/jobs";
import { HttpError } from "../../http/errors";
import { defineRoute } from "../../http/route";
import { sse } from "../../http/sse";
import { followJob, getJob, listJobs } from "./service";

/**
 * Event streams one account may hold open at once on this server: each reads its job every
 * FOLLOW_INTERVAL_MS while it is open. The app follows a job in one stream per page and polls
 * GET /api/jobs/:jobId when one is refused.
 */
export const MAX_JOB_STREAMS_PER_USER = 6;
const openStreams = new Map<string, number>();

/** A place for one more stream of `userId`'s, and the function that gives it back; null when they hold all theirs. */
function takeStream(userId: string): (() => void) | null {
  const open = openStreams.get(userId) ?? 0;
  if (open >= MAX_JOB_STREAMS_PER_USER) return null;
  openStreams.set(userId, open + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (openStreams.get(userId) ?? 1) - 1;
    if (left > 0) openStreams.set(userId, left);
    else openStreams.delete(userId);
  };
}

export const jobRoutes = [
  defineRoute({
    method: "GET",
    path: "/jobs",
    permission: "user",
    query: JobListQuerySchema,
    response: JobListSchema,
    handler: ({ deps, actor, query }) => listJobs(deps.db, actor.userId, {
      ...(query.kind ? { kind: query.kind } : {}), active: query.active === "true",
    }),
  }),
  defineRoute({
    method: "GET",
    path: "/jobs/:jobId",
    permission: "user",
    params: JobParamsSchema,
    response: JobSchema,
    handler: ({ deps, actor, params }) => getJob(deps.db, actor.userId, params.jobId),
  }),
  /** text/event-stream: a "progress" event (the Job) at once and on every change, until it ends. */
  defineRoute({
    method: "GET",
    path: "/jobs/:jobId/events",
    permission: "user",
    params: JobParamsSchema,
    response: "raw",
    handler: async ({ c, deps, actor, params }) => {
      await getJob(deps.db, actor.userId, params.jobId); // 404 before the stream starts
      const release = takeStream(actor.userId);
      if (!release) {
        throw HttpError.forDevelopers(429, "rate_limited", `At most ${MAX_JOB_STREAMS_PER_USER} job event streams per account at once: follow the job with GET /api/jobs/${params.jobId}.`);
      }
      return sse(c, async (stream) => {
        try {
          await followJob(deps.db, actor.userId, params.jobId, (job) => stream.send("progress", job), stream.signal);
        } finally {
          release();
        }
      });
    },
  }),
];
