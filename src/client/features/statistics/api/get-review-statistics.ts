import { queryOptions, useQuery } from "@tanstack/react-query";
import { ReviewStatisticsSchema, type ReviewStatistics } from "@/shared/api/statistics";
import { api } from "@/client/lib/api-client";
import { STATISTICS_KEY } from "@/client/lib/query-keys";
import { browserTimeZone } from "@/client/lib/browser-time-zone";

/** GET /api/statistics/reviews?tz=: reviews due on each of the next 30 days and true retention. */
export const getReviewStatistics = (tz: string, signal?: AbortSignal): Promise<ReviewStatistics> =>
  api("/statistics/reviews", { query: { tz }, schema: ReviewStatisticsSchema, signal });

export const getReviewStatisticsQueryOptions = (tz = browserTimeZone()) =>
  queryOptions({ queryKey: [...STATISTICS_KEY, "reviews", tz], queryFn: ({ signal }) => getReviewStatistics(tz, signal), staleTime: 10_000 });

export function useReviewStatistics() {
  return useQuery(getReviewStatisticsQueryOptions());
}
