import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/client/lib/toast";
import type { Me } from "@/shared/api/me";
import { SettingsSchema, type Settings, type UpdateSettings } from "@/shared/api/settings";
import { api } from "@/client/lib/api-client";
import { applyDarkMode, isDarkMode, type DarkModeChoice } from "@/client/lib/dark-mode";
import { BOOKS_KEY, ME_QUERY_KEY, SETTINGS_QUERY_KEY, TODAY_STATISTICS_KEY } from "@/client/lib/query-keys";

/** PATCH /api/settings with the fields to change (the server checks them: daily goal 1–200). */
export const updateSettings = (patch: UpdateSettings): Promise<Settings> =>
  api("/settings", { method: "PATCH", body: patch, schema: SettingsSchema });

interface UpdateContext {
  previous: Settings | undefined;
  /** The theme as chosen before (null: the system's), put back when the change fails. */
  previousDark: DarkModeChoice;
}

/**
 * The one way to change a setting (theme, daily goal, study filter and shuffle). The change shows
 * at once in every cached copy (the session's settings, GET /settings) and in the theme; the
 * server's answer replaces it, and a failure puts the previous values back and says so with
 * `errorTitle`. A new daily goal also refreshes the daily goal bar, and a new 'Vowels on the words
 * I know' the chapters (what they carry for 'fade').
 */
export function useUpdateSettings({ errorTitle = "Could not save the setting" }: { errorTitle?: string } = {}) {
  const queryClient = useQueryClient();
  const patchCaches = (next: (s: Settings) => Settings) => {
    queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (me) => (me ? { ...me, settings: next(me.settings) } : me));
    queryClient.setQueryData<Settings>(SETTINGS_QUERY_KEY, (s) => (s ? next(s) : s));
  };
  return useMutation<Settings, Error, UpdateSettings, UpdateContext>({
    mutationFn: updateSettings,
    onMutate: (patch) => {
      const previous = queryClient.getQueryData<Me | null>(ME_QUERY_KEY)?.settings ?? queryClient.getQueryData<Settings>(SETTINGS_QUERY_KEY);
      const context = { previous, previousDark: previous ? previous.darkMode : isDarkMode() };
      if (patch.darkMode !== undefined) applyDarkMode(patch.darkMode);
      patchCaches((s) => ({ ...s, ...patch }));
      return context;
    },
    onSuccess: (settings, patch, context) => {
      patchCaches(() => settings);
      if (patch.dailyGoal !== undefined) void queryClient.invalidateQueries({ queryKey: TODAY_STATISTICS_KEY });
      // A chapter carries its lemmas' card stabilities only while the reader fades known words.
      if (patch.reader && patch.reader.vowels !== context.previous?.reader.vowels) void queryClient.invalidateQueries({ queryKey: BOOKS_KEY });
    },
    onError: (e, patch, context) => {
      if (context?.previous) patchCaches(() => context.previous!);
      if (context && patch.darkMode !== undefined) applyDarkMode(context.previousDark);
      toast.error(errorTitle, { description: e.message });
    },
  });
}
