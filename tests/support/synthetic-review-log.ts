import { generatorParameters, fsrs } from "ts-fsrs";
import type { FitLogRow } from "../../src/shared/review/fit-items";
import { schedulerFor } from "../../src/shared/review/schedule-review";
import { simulateReviews, type SimulatedReview } from "../../src/shared/review/simulate-reviews";
import { seededRandom } from "../../src/shared/study/random";

/**
 * A learner's memory unlike FSRS-6's defaults (a fitted-looking set: lower first-day stabilities
 * after Again and Hard, higher after Good and Easy, slower growth, a steeper forgetting curve), for
 * synthetic logs the optimiser must find it back from.
 */
export const KNOWN_LEARNER_WEIGHTS = [
  0.05, 0.3, 1.0, 4.0, 6.4133, 0.8334, 3.0194, 0.001, 1.2, 0.1666, 0.796, 1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.5,
] as const;

export interface SyntheticLog {
  /** The log, card by card, each card's reviews oldest first (as listFitLog reads progress_events). */
  rows: FitLogRow[];
  reviews: SimulatedReview[];
}

/**
 * A synthetic but realistic review log: `reviews` reviews by a learner whose memory follows
 * `weights`, scheduled by ts-fsrs on the default parameters at retention 0.9 (as Milim schedules a
 * learner who never fitted), `newCardsPerDay` new words each day, recalls drawn with the model's
 * probability from a seeded generator.
 */
export function syntheticReviewLog(opts: { weights?: readonly number[]; reviews: number; seed: number; newCardsPerDay?: number; start?: Date }): SyntheticLog {
  const reviews: SimulatedReview[] = [];
  simulateReviews({
    scheduler: schedulerFor({ fsrsWeights: null, desiredRetention: 0.9 }),
    memory: fsrs(generatorParameters({ w: [...(opts.weights ?? KNOWN_LEARNER_WEIGHTS)] })),
    newCardsPerDay: opts.newCardsPerDay ?? 12,
    days: 10_000,
    maxReviews: opts.reviews,
    start: opts.start ?? new Date("2025-01-01T08:00:00Z"),
    random: seededRandom(opts.seed),
    onReview: (r) => reviews.push(r),
  });
  const rows = reviews
    .map((r, i) => ({ r, i }))
    .sort((a, b) => a.r.card - b.r.card || a.i - b.i)
    .map(({ r }) => ({ card: String(r.card), rating: r.rating, state: r.state, elapsedDays: r.elapsedDays }));
  return { rows, reviews };
}
