import { queryOptions, useQuery } from "@tanstack/react-query";
import { SettingsSchema, type Settings } from "@/shared/api/settings";
import { api } from "@/client/lib/api-client";
import { SETTINGS_QUERY_KEY } from "@/client/lib/query-keys";

/** GET /api/settings: the user's settings (created with defaults on first read). */
export const getSettings = (signal?: AbortSignal): Promise<Settings> => api("/settings", { schema: SettingsSchema, signal });

export const getSettingsQueryOptions = () =>
  queryOptions({ queryKey: SETTINGS_QUERY_KEY, queryFn: ({ signal }) => getSettings(signal) });

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}
