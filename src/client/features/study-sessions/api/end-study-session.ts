import { useMutation, useQueryClient } from "@tanstack/react-query";
import { StudySessionSchema, type StudySession } from "@/shared/api/study-sessions";
import { api, ApiRequestError } from "@/client/lib/api-client";
import { STATISTICS_KEY } from "@/client/lib/query-keys";

/** POST /api/study-sessions/:id/end: sets ended_at (idempotent: a second call keeps the first). */
export const endStudySession = (id: string): Promise<StudySession> =>
  api(`/study-sessions/${encodeURIComponent(id)}/end`, { method: "POST", schema: StudySessionSchema });

/** Ends a session; the statistics are refetched afterwards so the dialog shows it. */
export function useEndStudySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["study-sessions", "end"],
    mutationFn: endStudySession,
    // Failures are reported by the caller; a network blip or a server error gets two more tries.
    retry: (failures, error) => failures < 2 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STATISTICS_KEY }),
  });
}
