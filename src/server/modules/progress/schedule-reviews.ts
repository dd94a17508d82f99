import type { ReviewRating } from "../../../shared/api/progress";
import { DEFAULT_DESIRED_RETENTION, scheduleReview, schedulerFor } from "../../../shared/review/schedule-review";
import type { AfterAnswers } from "./queries";
import { cardKey, readCardsForAnswers, writeCards, type CardWrite } from "./review-card-queries";

/**
 * recordAnswers' afterAnswers step: each new answer with an FSRS rating (fsrsRatingOf) moves its
 * word's review card by ts-fsrs, at the server's clock, in the transaction that wrote the answer's
 * event and counters. recordAnswers hands it new answers only, so a replayed id never moves a card
 * twice (and the review log's key is the answer's id). Two statements per batch: read the cards and
 * settings, write the cards and logs.
 */
export function scheduleReviews(now: () => Date): AfterAnswers {
  return async (tx, applied) => {
    const rated = applied.flatMap(({ answer }) => (answer.rating ? [{ ...answer, rating: answer.rating }] : []));
    if (rated.length === 0) return;
    const at = now();
    const cards = await readCardsForAnswers(tx, rated);
    const writes: CardWrite[] = rated.map((a) => {
      const read = cards.get(cardKey(a.userId, a.wordId));
      const next = scheduleReview(schedulerFor(read?.parameters ?? { fsrsWeights: null, desiredRetention: DEFAULT_DESIRED_RETENTION }), read?.card ?? null, a.rating as ReviewRating, at);
      return { id: a.id, userId: a.userId, wordId: a.wordId, reviewedAt: at, durationMs: a.durationMs ?? null, ...next };
    });
    await writeCards(tx, writes);
  };
}
