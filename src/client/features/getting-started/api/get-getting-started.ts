import { useQuery } from "@tanstack/react-query";
import { GettingStartedSchema, type GettingStarted } from "@/shared/api/getting-started";
import { api } from "@/client/lib/api-client";

export const GETTING_STARTED_KEY = ["admin", "getting-started"] as const;

/** GET /api/admin/getting-started: the checklist, its states read from the data (administrators). */
export const getGettingStarted = (signal?: AbortSignal): Promise<GettingStarted> => api("/admin/getting-started", { schema: GettingStartedSchema, signal });

/** Read again each time the card shows, so a step done elsewhere (an import, a new learner) is ticked. */
export function useGettingStarted() {
  return useQuery({ queryKey: GETTING_STARTED_KEY, queryFn: ({ signal }) => getGettingStarted(signal) });
}
