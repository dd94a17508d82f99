import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Me } from "@/shared/api/me";
import { SettingsSchema, type Settings } from "@/shared/api/settings";
import { api } from "@/client/lib/api-client";

/** The study options saved as user settings (spec 000 §3): the status filter and shuffle. */
export type StudySettingsPatch = Partial<Pick<Settings, "filter" | "shuffle">>;

/** PATCH /api/settings */
export const updateStudySettings = (patch: StudySettingsPatch): Promise<Settings> =>
  api("/settings", { method: "PATCH", body: patch, schema: SettingsSchema });

/** The session query (GET /api/me, owned by the shell) carries the settings the page reads. */
const SESSION_KEY = ["me"] as const;
const SETTINGS_KEY = ["settings"] as const;

/** Saves filter / shuffle; the cached session changes at once and comes back on failure. */
export function useUpdateStudySettings() {
  const queryClient = useQueryClient();
  const patchSession = (fn: (s: Settings) => Settings) => {
    queryClient.setQueryData<Me | null>(SESSION_KEY, (me) => (me ? { ...me, settings: fn(me.settings) } : me));
    queryClient.setQueryData<Settings>(SETTINGS_KEY, (s) => (s ? fn(s) : s));
  };
  return useMutation({
    mutationFn: updateStudySettings,
    onMutate: (patch) => {
      const previous = queryClient.getQueryData<Me | null>(SESSION_KEY)?.settings;
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
