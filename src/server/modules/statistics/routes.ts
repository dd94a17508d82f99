import {
  ReviewStatisticsSchema, StatisticsHistoryQuerySchema, StatisticsHistorySchema, StatisticsQuerySchema, StatisticsSchema, TodayStatisticsSchema,
} from "../../../shared/api/statistics";
import { defineRoute } from "../../http/route";
import { getReviewStatistics, getStatistics, getStatisticsHistory, getTodayStatistics } from "./service";

export const statisticsRoutes = [
  defineRoute({
    method: "GET",
    path: "/statistics",
    permission: "user",
    query: StatisticsQuerySchema,
    response: StatisticsSchema,
    handler: ({ deps, actor, query }) => getStatistics(deps, actor, query.tz),
  }),
  defineRoute({
    method: "GET",
    path: "/statistics/today",
    permission: "user",
    query: StatisticsQuerySchema,
    response: TodayStatisticsSchema,
    handler: ({ deps, actor, query }) => getTodayStatistics(deps, actor, query.tz),
  }),
  defineRoute({
    method: "GET",
    path: "/statistics/history",
    permission: "user",
    query: StatisticsHistoryQuerySchema,
    response: StatisticsHistorySchema,
    handler: ({ deps, actor, query }) => getStatisticsHistory(deps, actor, query.tz, query.days),
  }),
  defineRoute({
    method: "GET",
    path: "/statistics/reviews",
    permission: "user",
    query: StatisticsQuerySchema,
    response: ReviewStatisticsSchema,
    handler: ({ deps, actor, query }) => getReviewStatistics(deps, actor, query.tz),
  }),
];
