import { StatisticsHistoryQuerySchema, StatisticsQuerySchema } from "../../../shared/api/statistics";
import { defineRoute } from "../../http/route";
import { getReviewStatistics, getStatistics, getStatisticsHistory, getTodayStatistics } from "./service";

export const statisticsRoutes = [
  defineRoute({
    method: "GET",
    path: "/statistics",
    permission: "user",
    query: StatisticsQuerySchema,
    handler: async ({ deps, actor, query }) => getStatistics(deps, actor, query.tz),
  }),
  defineRoute({
    method: "GET",
    path: "/statistics/today",
    permission: "user",
    query: StatisticsQuerySchema,
    handler: async ({ deps, actor, query }) => getTodayStatistics(deps, actor, query.tz),
  }),
  defineRoute({
    method: "GET",
    path: "/statistics/history",
    permission: "user",
    query: StatisticsHistoryQuerySchema,
    handler: async ({ deps, actor, query }) => getStatisticsHistory(deps, actor, query.tz, query.days),
  }),
  defineRoute({
    method: "GET",
    path: "/statistics/reviews",
    permission: "user",
    query: StatisticsQuerySchema,
    handler: async ({ deps, actor, query }) => getReviewStatistics(deps, actor, query.tz),
  }),
];
