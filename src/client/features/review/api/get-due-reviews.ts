import { queryOptions, useQuery } from "@tanstack/react-query";
import { DueReviewsSchema, type DueReviews } from "@/shared/api/review";
import { api } from "@/client/lib/api-client";
import { browserTimeZone } from "@/client/lib/browser-time-zone";
import { DUE_REVIEWS_KEY } from "@/client/lib/query-keys";
import { useHydrating } from "@/client/lib/use-hydrating";

export { DUE_REVIEWS_KEY };


/** GET /api/review/due?tz=: the due cards, oldest first, with each rating's next interval. */
export const getDueReviews = (tz: string, signal?: AbortSignal): Promise<DueReviews> =>
  api("/review/due", { query: { tz }, schema: DueReviewsSchema, signal });

/** Read in the zone `tz` (meta.timeZone: the first screen's cards read in another zone are read again here, app/first-screen.ts). */
export const getDueReviewsQueryOptions = (tz = browserTimeZone()) =>
  queryOptions({ queryKey: [...DUE_REVIEWS_KEY, tz], queryFn: ({ signal }) => getDueReviews(tz, signal), staleTime: 0, meta: { timeZone: tz } });

type Read = { state: { dataUpdatedAt: number } };
/** Due cards the first screen drew without reading them in this zone (updatedAt 0: app/first-screen.ts). */
const notReadHere = (query: Read) => query.state.dataUpdatedAt === 0;
/** Read as the page opened (its route's loader asked for them with the page's code): not asked for again. */
const JUST_READ_MS = 5_000;
const notJustRead = (query: Read) => Date.now() - query.state.dataUpdatedAt > JUST_READ_MS;

/**
 * The due cards, read again each time the page opens (staleTime 0: Review's own answers do not
 * touch the cache). Over the server's first screen they came with the page, read in this zone:
 * not asked for again as it hydrates, unless they were read in another zone.
 */
export function useDueReviews() {
  const hydrating = useHydrating();
  return useQuery({ ...getDueReviewsQueryOptions(), refetchOnMount: hydrating ? notReadHere : notJustRead });
}
