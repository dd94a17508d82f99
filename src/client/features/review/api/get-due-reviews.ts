import { queryOptions, useQuery } from "@tanstack/react-query";
import { DueReviewsSchema, type DueReviews } from "@/shared/api/review";
import { api } from "@/client/lib/api-client";
import { browserTimeZone } from "@/client/lib/browser-time-zone";
import { DUE_REVIEWS_KEY } from "@/client/lib/query-keys";

export { DUE_REVIEWS_KEY };


/** GET /api/review/due?tz=: the due cards, oldest first, with each rating's next interval. */
export const getDueReviews = (tz: string, signal?: AbortSignal): Promise<DueReviews> =>
  api("/review/due", { query: { tz }, schema: DueReviewsSchema, signal });

export const getDueReviewsQueryOptions = (tz = browserTimeZone()) =>
  queryOptions({ queryKey: [...DUE_REVIEWS_KEY, tz], queryFn: ({ signal }) => getDueReviews(tz, signal), staleTime: 0 });

export function useDueReviews() {
  return useQuery(getDueReviewsQueryOptions());
}
