import { queryOptions, useQuery } from "@tanstack/react-query";
import { TodayStatisticsSchema, type TodayStatistics } from "@/shared/api/statistics";
import { api } from "@/client/lib/api-client";
import { TODAY_STATISTICS_KEY } from "@/client/lib/query-keys";
import { browserTimeZone } from "@/client/lib/browser-time-zone";

/** What the daily goal counts (the bar and the statistics dialog say it alike): distinct words answered today. */

/** How often the daily goal bar refreshes on its own (answers also invalidate TODAY_STATISTICS_KEY). */
export const TODAY_REFETCH_MS = 30_000;

/** GET /api/statistics/today?tz=: distinct words answered today and the daily goal. */
export const getTodayStatistics = (tz: string, signal?: AbortSignal): Promise<TodayStatistics> =>
  api("/statistics/today", { query: { tz }, schema: TodayStatisticsSchema, signal });

/** Read in the zone `tz` (meta.timeZone: a first screen's count read in another zone is read again here, app/first-screen.ts). */
export const getTodayStatisticsQueryOptions = (tz = browserTimeZone()) =>
  queryOptions({
    queryKey: [...TODAY_STATISTICS_KEY, tz],
    meta: { timeZone: tz },
    queryFn: ({ signal }) => getTodayStatistics(tz, signal),
    staleTime: 10_000,
    refetchInterval: TODAY_REFETCH_MS,
    refetchOnWindowFocus: true,
  });

export function useTodayStatistics() {
  return useQuery(getTodayStatisticsQueryOptions());
}
