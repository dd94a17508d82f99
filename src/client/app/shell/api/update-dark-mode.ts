import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { SettingsSchema, type Settings } from "@/shared/api/settings";
import type { Me } from "@/shared/api/me";
import { api } from "@/client/lib/api-client";
import { applyDarkMode, isDarkMode } from "@/client/lib/dark-mode";
import { SETTINGS_QUERY_KEY } from "@/client/lib/query-keys";
import { SESSION_QUERY_KEY } from "@/client/features/auth/hooks/use-session";

/** PATCH /api/settings { darkMode }. */
export const updateDarkMode = (darkMode: boolean): Promise<Settings> =>
  api("/settings", { method: "PATCH", body: { darkMode }, schema: SettingsSchema });

/**
 * Switches the theme at once, saves it as the user's setting, and keeps the cached session (whose
 * settings.darkMode the shell applies) in step. On failure the previous theme comes back.
 */
export function useUpdateDarkMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDarkMode,
    onMutate: (dark) => {
      const previous = isDarkMode();
      applyDarkMode(dark);
      return { previous };
    },
    onSuccess: (settings) => {
      queryClient.setQueryData<Me | null>(SESSION_QUERY_KEY, (me) => (me ? { ...me, settings } : me));
      // The settings page reads the same record: keep it in step without a refetch.
      queryClient.setQueryData(SETTINGS_QUERY_KEY, (old: Settings | undefined) => (old ? settings : old));
    },
    onError: (e, _dark, context) => {
      if (context) applyDarkMode(context.previous);
      toast.error("Could not save the theme", { description: e.message });
    },
  });
}
