import { JobListQuerySchema, JobListSchema, JobParamsSchema, JobSchema } from "../../../shared/api/jobs";
import { defineRoute } from "../../http/route";
import { sse } from "../../http/sse";
import { followJob, getJob, listJobs } from "./service";

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
      return sse(c, (stream) => followJob(deps.db, actor.userId, params.jobId, (job) => stream.send("progress", job), stream.signal));
    },
  }),
];
