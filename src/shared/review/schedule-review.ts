import { checkParameters, createEmptyCard, fsrs, generatorParameters, migrateParameters, type Card, type FSRS, type Grade } from "ts-fsrs";
import type { ReviewRating } from "../api/progress";
import type { ServerMessageKey } from "../i18n/server-message-key";

/**
 * Spaced repetition by FSRS through ts-fsrs (the algorithm is the library's; this file only maps
 * Milim's stored card to ts-fsrs's Card and back). Fuzz is off (ts-fsrs's default), so a card's
 * next due date follows from its history alone; learning steps are ts-fsrs's (1m, 10m; relearning 10m).
 */

/** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
export type CardState = 0 | 1 | 2 | 3;
export const CARD_STATE = { new: 0, learning: 1, review: 2, relearning: 3 } as const satisfies Record<string, CardState>;

/** A learner's card on a word, as the review_cards table keeps it. */
export interface ReviewCardState {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: CardState;
  lastReview: Date | null;
}

/** The learner's scheduler settings (settings.fsrs_weights, settings.desired_retention). */
export interface ReviewParameters {
  /** 19 (FSRS-5) or 21 (FSRS-6) weights; null: ts-fsrs's defaults. */
  fsrsWeights: readonly number[] | null;
  /** The recall probability aimed at, 0.7–0.99 (FSRS request_retention). */
  desiredRetention: number;
}

export const DEFAULT_DESIRED_RETENTION = 0.9;

/** What one review did, for the review log (the optimiser's revlog). */
export interface ReviewLogEntry {
  rating: ReviewRating;
  /** The card's state when it was reviewed (before this answer). */
  state: CardState;
  /** Whole days since the card's previous review (0 for a new card). */
  elapsedDays: number;
  scheduledDays: number;
}

/** Weights as ts-fsrs 5 works with them: FSRS-5's 19 filled up to FSRS-6's 21 (ts-fsrs's migration). */
export function normalizeWeights(weights: readonly number[]): number[] {
  return weights.length === 21 ? [...weights] : migrateParameters(weights);
}

/**
 * ts-fsrs's own check of a weight list: null when it accepts them, else the reason by message key
 * (ts-fsrs refuses a non-finite number or a count other than 17, 19 or 21; its English stays out).
 */
export function checkWeights(weights: readonly number[]): ServerMessageKey | null {
  try {
    checkParameters(weights);
    return null;
  } catch {
    return weights.every(Number.isFinite) ? "settings_fsrs_weights" : "settings_fsrs_weights_finite";
  }
}

const defaultScheduler = fsrs(generatorParameters({ request_retention: DEFAULT_DESIRED_RETENTION }));

/** A ts-fsrs scheduler for the learner's parameters. */
export function schedulerFor(p: ReviewParameters): FSRS {
  if (!p.fsrsWeights && p.desiredRetention === DEFAULT_DESIRED_RETENTION) return defaultScheduler;
  return fsrs(generatorParameters({ request_retention: p.desiredRetention, ...(p.fsrsWeights ? { w: normalizeWeights(p.fsrsWeights) } : {}) }));
}

function toFsrsCard(card: ReviewCardState | null, now: Date): Card {
  if (!card) return createEmptyCard(now);
  return {
    due: card.due, stability: card.stability, difficulty: card.difficulty, elapsed_days: 0,
    scheduled_days: card.scheduledDays, learning_steps: card.learningSteps, reps: card.reps, lapses: card.lapses,
    state: card.state, ...(card.lastReview ? { last_review: card.lastReview } : {}),
  };
}

function fromFsrsCard(card: Card): ReviewCardState {
  return {
    due: card.due, stability: card.stability, difficulty: card.difficulty, scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps, reps: card.reps, lapses: card.lapses, state: card.state as CardState,
    lastReview: card.last_review ?? null,
  };
}

/** The card after a review at `now` with `rating` (a word without a card starts as a new one). */
export function scheduleReview(scheduler: FSRS, card: ReviewCardState | null, rating: ReviewRating, now: Date): { card: ReviewCardState; log: ReviewLogEntry } {
  const next = scheduler.next(toFsrsCard(card, now), now, rating as Grade);
  return {
    card: fromFsrsCard(next.card),
    log: { rating, state: next.log.state as CardState, elapsedDays: next.log.elapsed_days, scheduledDays: next.log.scheduled_days },
  };
}

/** For each rating, how long from `now` until the card would be due again (ms). */
export function previewIntervals(scheduler: FSRS, card: ReviewCardState, now: Date): Record<ReviewRating, number> {
  const preview = scheduler.repeat(toFsrsCard(card, now), now);
  const after = (g: ReviewRating) => Math.max(0, preview[g as Grade].card.due.getTime() - now.getTime());
  return { 1: after(1), 2: after(2), 3: after(3), 4: after(4) };
}
