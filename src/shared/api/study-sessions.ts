import { z } from "zod";
import { schemaMessage } from "../i18n/schema-message";
import { TIMER } from "../timer/timer-constants";

/** POST /api/study-sessions: the study timer's Start. */
export const StartStudySessionSchema = z
  .object({
    durationMinutes: z.number().int()
      .min(TIMER.minMinutes, schemaMessage("study_sessions_duration_range", { min: TIMER.minMinutes, max: TIMER.maxMinutes }))
      .max(TIMER.maxMinutes, schemaMessage("study_sessions_duration_range", { min: TIMER.minMinutes, max: TIMER.maxMinutes })),
  })
  .strict();
export type StartStudySession = z.infer<typeof StartStudySessionSchema>;

export const StudySessionParamsSchema = z.object({ id: z.uuid(schemaMessage("study_session_id")) });

/**
 * A study session. `endedAt` is null while it runs. A session never ends later than
 * startedAt + durationMinutes (see README, "Study sessions left open").
 */
export const StudySessionSchema = z.object({
  id: z.string(),
  durationMinutes: z.number().int(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type StudySession = z.infer<typeof StudySessionSchema>;
