import { queryOptions, useQuery } from "@tanstack/react-query";
import { ReviewSettingsSchema, type ReviewSettings } from "@/shared/api/settings";
import { api } from "@/client/lib/api-client";

export const REVIEW_SETTINGS_KEY = ["settings", "review"] as const;

/** GET /api/settings/review: the learner's FSRS parameters (null: defaults) and desired retention. */
export const getReviewSettings = (signal?: AbortSignal): Promise<ReviewSettings> =>
  api("/settings/review", { schema: ReviewSettingsSchema, signal });

export const reviewSettingsQueryOptions = () =>
  queryOptions({ queryKey: REVIEW_SETTINGS_KEY, queryFn: ({ signal }) => getReviewSettings(signal) });

export function useReviewSettings() {
  return useQuery(reviewSettingsQueryOptions());
}
