import { DueReviewsQuerySchema, DueReviewsSchema } from "../../../shared/api/review";
import { defineRoute } from "../../http/route";
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
];
