import type { ReviewRating } from "../../../shared/api/progress";
import type { RecordAnswerInput } from "../../../shared/study/answer-write";
import { DEFAULT_DESIRED_RETENTION, scheduleReview, schedulerFor } from "../../../shared/review/schedule-review";
import type { DbOrTx } from "../../db/client";
import { cardKey, readCardsForAnswers, type CardWrite } from "./review-card-queries";

/**
 * Plans what a batch's rated answers do to their words' review cards: one statement reads the cards
 * and the learners' FSRS settings, ts-fsrs computes each next card and its review log at the server
 * clock. recordAnswers then writes them with the answers' events and counters in one statement, for
 * new answers only (a replayed id moves no card twice), and only over the card read here.
 */
export type PlanReviews = (db: DbOrTx, rated: readonly RecordAnswerInput[]) => Promise<Map<string, CardWrite>>;

export function scheduleReviews(now: () => Date): PlanReviews {
  return async (db, rated) => {
    const out = new Map<string, CardWrite>();
    if (rated.length === 0) return out;
    const at = now();
    const cards = await readCardsForAnswers(db, rated);
    for (const a of rated) {
      if (!a.rating) continue;
      const read = cards.get(cardKey(a.userId, a.wordId));
      const prior = read?.card ?? null;
      const next = scheduleReview(schedulerFor(read?.parameters ?? { fsrsWeights: null, desiredRetention: DEFAULT_DESIRED_RETENTION }), prior, a.rating as ReviewRating, at);
      out.set(a.id, { reviewedAt: at, durationMs: a.durationMs ?? null, prior: prior && { reps: prior.reps, lastReview: prior.lastReview }, ...next });
    }
    return out;
  };
}
