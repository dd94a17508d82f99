import { z } from "zod";
import { WORD_STATUSES } from "../domain";
import { WordProgressSchema } from "./collections";

/**
 * POST /api/progress/answers — one answer, applied once in SQL on the server:
 * - set: the Study table's buttons (status set directly; known also increments times_known)
 * - know: status known, times_seen +1, times_known +1, last_seen_at (flashcard Know, Matching, Fill correct)
 * - dont_know: status unknown, times_seen +1, last_seen_at (flashcard Don't Know, Fill wrong)
 * - skip: times_seen +1 only
 * - review: the Review page's Again / Hard / Good / Easy (`rating` 1–4): Again as dont_know, the others as know
 * know, dont_know and review also move the word's spaced-repetition card (FSRS ratings: src/shared/review/fsrs-rating.ts);
 * `durationMs`, when the client measured it, is kept in the review log (review_duration of the export).
 * `id` is made by the client (a time-ordered UUID v7, newAnswerId); a retried request with the same id changes nothing more.
 */
const DurationMs = z.number().int().min(0).max(24 * 60 * 60 * 1000).optional();
/** FSRS ratings: 1 Again, 2 Hard, 3 Good, 4 Easy. */
export type ReviewRating = 1 | 2 | 3 | 4;
export const AnswerSchema = z.discriminatedUnion("action", [
  z.object({ id: z.uuid(), wordId: z.uuid(), action: z.literal("set"), status: z.enum(WORD_STATUSES) }),
  z.object({ id: z.uuid(), wordId: z.uuid(), action: z.literal("know"), durationMs: DurationMs }),
  z.object({ id: z.uuid(), wordId: z.uuid(), action: z.literal("dont_know"), durationMs: DurationMs }),
  z.object({ id: z.uuid(), wordId: z.uuid(), action: z.literal("skip") }),
  z.object({
    id: z.uuid(), wordId: z.uuid(), action: z.literal("review"),
    rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    durationMs: DurationMs,
  }),
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
