import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ReviewFitStateSchema, ReviewForecastSchema, StartFitResponseSchema, type ReviewFitState, type ReviewForecast,
} from "@/shared/api/review-fit";
import { ReviewSettingsSchema } from "@/shared/api/settings";
import { api } from "@/client/lib/api-client";
import { DUE_REVIEWS_KEY } from "./get-due-reviews";
import { REVIEW_SETTINGS_KEY } from "./get-review-settings";

export const REVIEW_FIT_KEY = ["review", "fit"] as const;
const FORECAST_KEY = ["review", "forecast"] as const;

/** GET /api/review/fit: the pending fit, the latest fit job, the log's size and the true retention. */
export const getReviewFit = (signal?: AbortSignal): Promise<ReviewFitState> => api("/review/fit", { schema: ReviewFitStateSchema, signal });

export const reviewFitQueryOptions = () => queryOptions({ queryKey: REVIEW_FIT_KEY, queryFn: ({ signal }) => getReviewFit(signal) });

export function useReviewFit() {
  return useQuery(reviewFitQueryOptions());
}

/** GET /api/review/forecast?retention=: the simulated daily reviews at that desired retention. */
export function useReviewForecast(retention: number | null) {
  return useQuery({
    queryKey: [...FORECAST_KEY, retention],
    queryFn: ({ signal }): Promise<ReviewForecast> => api("/review/forecast", { query: { retention }, schema: ReviewForecastSchema, signal }),
    enabled: retention !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/review/fit: starts the learner's fit job (or answers with the one already running). */
export function useStartFit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api("/review/fit", { method: "POST", schema: StartFitResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEW_FIT_KEY }),
  });
}

/** Accept or reject the pending fit; Accept saves its parameters as the learner's, so the due list and forecast are read again. */
export function useDecideFit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobId, accept }: { jobId: string; accept: boolean }) => {
      if (!accept) return void (await api(`/review/fit/${encodeURIComponent(jobId)}/reject`, { method: "POST" }));
      const saved = await api(`/review/fit/${encodeURIComponent(jobId)}/accept`, { method: "POST", schema: ReviewSettingsSchema });
      queryClient.setQueryData(REVIEW_SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: DUE_REVIEWS_KEY });
      void queryClient.invalidateQueries({ queryKey: FORECAST_KEY });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEW_FIT_KEY }),
  });
}
