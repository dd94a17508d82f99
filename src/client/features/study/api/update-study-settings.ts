import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Me } from "@/shared/api/me";
import { SettingsSchema, type Settings } from "@/shared/api/settings";
import { api } from "@/client/lib/api-client";
import { ME_QUERY_KEY, SETTINGS_QUERY_KEY } from "@/client/lib/query-keys";

/** The study options saved as user settings (spec 000 §3): the status filter and shuffle. */
export type StudySettingsPatch = Partial<Pick<Settings, "filter" | "shuffle">>;

/** PATCH /api/settings */
export const updateStudySettings = (patch: StudySettingsPatch): Promise<Settings> =>
  api("/settings", { method: "PATCH", body: patch, schema: SettingsSchema });

/** Saves filter / shuffle; the cached session changes at once and comes back on failure. */
export function useUpdateStudySettings() {
  const queryClient = useQueryClient();
  const patchSession = (fn: (s: Settings) => Settings) => {
    queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (me) => (me ? { ...me, settings: fn(me.settings) } : me));
    queryClient.setQueryData<Settings>(SETTINGS_QUERY_KEY, (s) => (s ? fn(s) : s));
  };
  return useMutation({
    mutationFn: updateStudySettings,
    onMutate: (patch) => {
      const previous = queryClient.getQueryData<Me | null>(ME_QUERY_KEY)?.settings;
      patchSession((s) => ({ ...s, ...patch }));
      return { previous };
    },
    onSuccess: (settings) => patchSession(() => settings),
    onError: (e, _patch, context) => {
      if (context?.previous) patchSession(() => context.previous!);
      toast.error("Could not save the setting", { description: e.message });
    },
  });
}
