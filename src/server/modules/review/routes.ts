import { DueReviewsQuerySchema, DueReviewsSchema } from "../../../shared/api/review";
import {
  FitParamsSchema, ForecastQuerySchema, ReviewFitStateSchema, ReviewForecastSchema, StartFitResponseSchema,
} from "../../../shared/api/review-fit";
import { ReviewSettingsSchema } from "../../../shared/api/settings";
import { defineRoute } from "../../http/route";
import { acceptFit, getFitState, getForecast, rejectFit, startFit } from "./fit-service";
import { exportReviewLog, getDueReviews } from "./service";

export const reviewRoutes = [
  defineRoute({
    method: "GET",
    path: "/review/due",
    permission: "user",
    query: DueReviewsQuerySchema,
    response: DueReviewsSchema,
    handler: ({ deps, actor, query }) => getDueReviews(deps.db, actor.userId, query.tz, deps.now()),
  }),
  defineRoute({
    method: "GET",
    path: "/review/log.csv",
    permission: "user",
    response: "raw",
    handler: async ({ deps, actor }) => new Response(await exportReviewLog(deps.db, actor.userId), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="milim-revlog.csv"',
        "cache-control": "no-store",
      },
    }),
  }),
  /** 'Fit to my reviews': the learner's own fit only (each reads, starts, accepts and rejects their own). */
  defineRoute({
    method: "GET",
    path: "/review/fit",
    permission: "user",
    response: ReviewFitStateSchema,
    handler: ({ deps, actor }) => getFitState(deps.db, actor.userId, deps.now()),
  }),
  defineRoute({
    method: "POST",
    path: "/review/fit",
    permission: "user",
    response: StartFitResponseSchema, status: 202,
    handler: ({ deps, actor }) => startFit(deps.db, deps.jobs, actor.userId),
  }),
  defineRoute({
    method: "POST",
    path: "/review/fit/:jobId/accept",
    permission: "user",
    params: FitParamsSchema,
    response: ReviewSettingsSchema,
    handler: ({ deps, actor, params }) => acceptFit(deps.db, actor.userId, params.jobId),
  }),
  defineRoute({
    method: "POST",
    path: "/review/fit/:jobId/reject",
    permission: "user",
    params: FitParamsSchema,
    response: "empty",
    handler: async ({ c, deps, actor, params }) => {
      await rejectFit(deps.db, actor.userId, params.jobId);
      return c.body(null, 204);
    },
  }),
  defineRoute({
    method: "GET",
    path: "/review/forecast",
    permission: "user",
    query: ForecastQuerySchema,
    response: ReviewForecastSchema,
    handler: ({ deps, actor, query }) => getForecast(deps.db, actor.userId, query.retention, deps.now()),
  }),
];
