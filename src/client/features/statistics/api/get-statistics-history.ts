import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { StatisticsHistorySchema, type StatisticsHistory } from "@/shared/api/statistics";
import { api } from "@/client/lib/api-client";
import { STATISTICS_HISTORY_KEY } from "@/client/lib/query-keys";
import { browserTimeZone } from "@/client/lib/browser-time-zone";

/** GET /api/statistics/history?tz=&days=: per day, cumulative known words, newly known words and answers. */
export const getStatisticsHistory = (tz: string, days: number, signal?: AbortSignal): Promise<StatisticsHistory> =>
  api("/statistics/history", { query: { tz, days }, schema: StatisticsHistorySchema, signal });

export const getStatisticsHistoryQueryOptions = (days: number, tz = browserTimeZone()) =>
  queryOptions({
    queryKey: [...STATISTICS_HISTORY_KEY, tz, days],
    queryFn: ({ signal }) => getStatisticsHistory(tz, days, signal),
    placeholderData: keepPreviousData,
  });

export function useStatisticsHistory(days: number) {
  return useQuery(getStatisticsHistoryQueryOptions(days));
}
