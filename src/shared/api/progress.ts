import { z } from "zod";
import { WORD_STATUSES } from "../domain";
import { WordProgressSchema } from "./collections";

/**
 * POST /api/progress/answers — one answer, applied once in SQL on the server:
 * - set: the Study table's buttons (status set directly; known also increments times_known)
 * - know: status known, times_seen +1, times_known +1, last_seen_at (flashcard Know, Matching, Fill correct)
 * - dont_know: status unknown, times_seen +1, last_seen_at (flashcard Don't Know, Fill wrong)
 * - skip: times_seen +1 only
 * `id` is made by the client (a time-ordered UUID v7, newAnswerId); a retried request with the same id changes nothing more.
 */
export const AnswerSchema = z.discriminatedUnion("action", [
  z.object({ id: z.uuid(), wordId: z.uuid(), action: z.literal("set"), status: z.enum(WORD_STATUSES) }),
  z.object({ id: z.uuid(), wordId: z.uuid(), action: z.literal("know") }),
  z.object({ id: z.uuid(), wordId: z.uuid(), action: z.literal("dont_know") }),
  z.object({ id: z.uuid(), wordId: z.uuid(), action: z.literal("skip") }),
]);
export type Answer = z.infer<typeof AnswerSchema>;
export type AnswerAction = Answer["action"];
/** An answer without its id: what a component asks for (the answer hook adds the id). */
export type AnswerInput = Answer extends infer A ? (A extends Answer ? Omit<A, "id"> : never) : never;

export const AnswerResultSchema = z.object({
  wordId: z.string(),
  /** false when this answer id had already been applied (a retry). */
  applied: z.boolean(),
  progress: WordProgressSchema,
});
export type AnswerResult = z.infer<typeof AnswerResultSchema>;
