import type { WordProgress } from "../api/collections";
import type { AnswerAction, ReviewRating } from "../api/progress";
import type { AnswerEffect } from "./apply-answer";

// What the server writes for an answer and what comes back (src/server/modules/progress).

export interface RecordAnswerInput {
  id: string;
  userId: string;
  wordId: string;
  action: AnswerAction;
  /** What the answer does (answerEffect, src/shared/study/apply-answer.ts). */
  effect: AnswerEffect;
  /** The FSRS rating it gives the word's review card (fsrsRatingOf); null or absent: the card is left alone. */
  rating?: ReviewRating | null;
  /** How long the learner took (ms), when the client measured it: the review log's duration. */
  durationMs?: number | null;
}

export type RecordAnswerOutcome =
  /** The word does not exist or is not visible to the user. */
  | { kind: "not_found" }
  /** This call recorded the event and updated the progress, which is as it is right after this answer. */
  | { kind: "applied"; progress: WordProgress }
  /** The id was used before: by whom and for which word, and the progress as it is now. */
  | { kind: "replayed"; priorUserId: string; priorWordId: string; progress: WordProgress | null };

/**
 * What a batch's answers claim while they are written: their id and their progress row. No two
 * answers with a claim in common share a batch or run in two at once (the server's GroupCommit keeps to it):
 * one INSERT … ON CONFLICT may not touch a row twice, each answer's outcome must be the progress
 * right after it, and the status read before writing stays true until the write.
 */
export const answerClaims = (a: Pick<RecordAnswerInput, "id" | "userId" | "wordId">) => [`id:${a.id}`, `row:${a.userId}\u0000${a.wordId}`];

/** Writes answers, several per transaction when they arrive together (the server's group commit). */
export interface AnswerWriter {
  submit(answer: RecordAnswerInput): Promise<RecordAnswerOutcome>;
  drain(): Promise<void>;
  readonly stats: { batches: number; items: number; largest: number; batchMs: number };
  /** Told of each batch written (its size and seconds), for the metrics. */
  onBatch?: (size: number, seconds: number) => void;
}
