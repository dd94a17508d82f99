import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SettingsSchema, type Settings } from "@/shared/api/settings";
import type { Me } from "@/shared/api/me";
import { api } from "@/client/lib/api-client";
import { ME_QUERY_KEY, SETTINGS_QUERY_KEY, TODAY_STATISTICS_KEY } from "@/client/lib/query-keys";

/** PATCH /api/settings { dailyGoal } (the server checks 1–200). */
export const updateDailyGoal = (dailyGoal: number): Promise<Settings> =>
  api("/settings", { method: "PATCH", body: { dailyGoal }, schema: SettingsSchema });

/** Saves the goal and updates every cached copy of the settings and the daily goal bar. */
export function useUpdateDailyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDailyGoal,
    onSuccess: (settings) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, settings);
      queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (me) => (me ? { ...me, settings } : me));
      void queryClient.invalidateQueries({ queryKey: TODAY_STATISTICS_KEY });
    },
  });
}
