import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ReviewSettingsSchema, type ReviewSettings, type UpdateReviewSettings } from "@/shared/api/settings";
import { api } from "@/client/lib/api-client";
import { REVIEW_SETTINGS_KEY } from "./get-review-settings";
import { DUE_REVIEWS_KEY } from "./get-due-reviews";

/** PATCH /api/settings/review (the server checks them: 19 or 21 parameters, retention 0.7–0.99). */
export const updateReviewSettings = (patch: UpdateReviewSettings): Promise<ReviewSettings> =>
  api("/settings/review", { method: "PATCH", body: patch, schema: ReviewSettingsSchema });

/** Saves the scheduler's settings; the due list's intervals are read again with them. */
export function useUpdateReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReviewSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(REVIEW_SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: DUE_REVIEWS_KEY });
    },
  });
}
