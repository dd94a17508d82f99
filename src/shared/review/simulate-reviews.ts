import { forgetting_curve, type FSRS } from "ts-fsrs";
import type { ReviewRating } from "../api/progress";
import { scheduleReview, type ReviewCardState, type ReviewLogEntry } from "./schedule-review";

/**
 * A learner simulated with ts-fsrs, day by day (as Anki's simulator does, with Milim's own
 * scheduler): every card due before a day ends is reviewed that day (learning steps included),
 * and `newCardsPerDay` new cards start each morning. Whether the learner recalls a card is drawn
 * with the recall probability of a memory model (FSRS's forgetting curve at the time since the
 * card's last review, in fractional days) from a seeded generator, so a run is repeatable.
 *
 * The schedule (`scheduler`: the parameters and desired retention the app schedules with) and the
 * memory (`memory`: the learner's true parameters) may differ: a synthetic log made with known
 * parameters under the default schedule is what the optimiser must find them back from.
 */

/** A new card's first rating (Again, Hard, Good, Easy), and a recalled card's (Hard, Good, Easy): a typical learner's shares. */
const FIRST_RATING = [0.2, 0.1, 0.55, 0.15] as const;
const RECALLED_RATING = [0.15, 0.75, 0.1] as const;

function pick<T>(random: () => number, values: readonly T[], shares: readonly number[]): T {
  let x = random();
  for (let i = 0; i < values.length - 1; i++) {
    if (x < shares[i]!) return values[i]!;
    x -= shares[i]!;
  }
  return values[values.length - 1]!;
}

const DAY_MS = 86_400_000;
/** At most this many reviews of one card in one day (learning steps that keep failing). */
const MAX_REVIEWS_PER_CARD_PER_DAY = 8;

export interface SimulatedReview extends ReviewLogEntry { card: number; reviewedAt: Date }

export interface SimulationOptions {
  scheduler: FSRS;
  /** The learner's memory (default: the scheduler's own parameters). */
  memory?: FSRS;
  /** The learner's cards when the simulation starts (null: a card not yet reviewed). */
  cards?: readonly (ReviewCardState | null)[];
  newCardsPerDay: number;
  days: number;
  /** The first day's morning. */
  start: Date;
  random: () => number;
  /** Stops after this many reviews (default: none). */
  maxReviews?: number;
  /** Told of each simulated review (its card is the index in `cards`, then the new cards in order). */
  onReview?: (review: SimulatedReview) => void;
}

interface SimCard { scheduled: ReviewCardState | null; truth: ReviewCardState | null }

/** Simulates the learner; the number of reviews on each day. */
export function simulateReviews(o: SimulationOptions): number[] {
  const memory = o.memory ?? o.scheduler;
  const separate = memory !== o.scheduler;
  const w = memory.parameters.w;
  const cards: SimCard[] = (o.cards ?? []).map((c) => ({ scheduled: c, truth: c }));
  const daily: number[] = [];
  const maxReviews = o.maxReviews ?? Infinity;
  let all = 0;
  for (let day = 0; day < o.days && all < maxReviews; day++) {
    const dayStart = o.start.getTime() + day * DAY_MS;
    const dayEnd = dayStart + DAY_MS - 3_600_000; // the learner's day ends an hour before the next morning
    for (let n = 0; n < o.newCardsPerDay; n++) cards.push({ scheduled: null, truth: null });
    let reviews = 0;
    for (let i = 0; i < cards.length; i++) {
      const c = cards[i]!;
      for (let k = 0; k < MAX_REVIEWS_PER_CARD_PER_DAY && all < maxReviews; k++) {
        const due = c.scheduled ? c.scheduled.due.getTime() : dayStart;
        if (due >= dayEnd) break;
        const at = new Date(Math.max(due, dayStart));
        let rating: ReviewRating;
        const truth = c.truth;
        if (!truth?.lastReview) rating = pick(o.random, [1, 2, 3, 4] as const, FIRST_RATING);
        else {
          const recall = forgetting_curve(w, Math.max(0, at.getTime() - truth.lastReview.getTime()) / DAY_MS, truth.stability);
          rating = o.random() < recall ? pick(o.random, [2, 3, 4] as const, RECALLED_RATING) : 1;
        }
        const next = scheduleReview(o.scheduler, c.scheduled, rating, at);
        c.truth = separate ? scheduleReview(memory, c.truth, rating, at).card : next.card;
        c.scheduled = next.card;
        reviews++;
        all++;
        o.onReview?.({ ...next.log, card: i, reviewedAt: at });
      }
    }
    daily.push(reviews);
  }
  return daily;
}
