import { useMutation } from "@tanstack/react-query";
import { StudySessionSchema, type StudySession } from "@/shared/api/study-sessions";
import { api } from "@/client/lib/api-client";

/** POST /api/study-sessions { durationMinutes }: the timer's Start. */
export const startStudySession = (durationMinutes: number): Promise<StudySession> =>
  api("/study-sessions", { method: "POST", body: { durationMinutes }, schema: StudySessionSchema });

export function useStartStudySession() {
  return useMutation({ mutationKey: ["study-sessions", "start"], mutationFn: startStudySession });
}
