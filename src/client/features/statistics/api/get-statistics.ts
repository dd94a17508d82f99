import { queryOptions, useQuery } from "@tanstack/react-query";
import { StatisticsSchema, type Statistics } from "@/shared/api/statistics";
import { api } from "@/client/lib/api-client";
import { STATISTICS_SUMMARY_KEY } from "@/client/lib/query-keys";
import { browserTimeZone } from "@/client/lib/browser-time-zone";

/** GET /api/statistics?tz=: monthly study cards and word-learning counts, in one request. */
export const getStatistics = (tz: string, signal?: AbortSignal): Promise<Statistics> =>
  api("/statistics", { query: { tz }, schema: StatisticsSchema, signal });

export const getStatisticsQueryOptions = (tz = browserTimeZone()) =>
  queryOptions({
    queryKey: [...STATISTICS_SUMMARY_KEY, tz],
    queryFn: ({ signal }) => getStatistics(tz, signal),
    // Fresh each time the dialog opens.
    staleTime: 0,
  });

export function useStatistics() {
  return useQuery(getStatisticsQueryOptions());
}
