import { sql } from "drizzle-orm";
import type { ReviewCardState, ReviewLogEntry, ReviewParameters, CardState } from "../../../shared/review/schedule-review";
import { DEFAULT_DESIRED_RETENTION } from "../../../shared/review/schedule-review";
import type { DbOrTx } from "../../db/client";

const key = (userId: string, wordId: string) => `${userId}\u0000${wordId}`;
const time = (v: Date | string) => (v instanceof Date ? v : new Date(v));

export interface CardRead { card: ReviewCardState | null; parameters: ReviewParameters }

/**
 * The review cards of these (user, word) pairs as they are now, with each user's scheduler
 * settings, in one read-only statement before the batch's write. The write moves a card only if
 * it is still the one read here (writeAnswers' guard), so an answer on the same word committed
 * meanwhile by another server is never overwritten: the batch is read and written again.
 */
export async function readCardsForAnswers(db: DbOrTx, pairs: readonly { userId: string; wordId: string }[]): Promise<Map<string, CardRead>> {
  const input = JSON.stringify(pairs.map((p) => ({ user_id: p.userId, word_id: p.wordId })));
  const result = await db.execute(sql`
    select x.user_id, x.word_id, c.due, c.stability, c.difficulty, c.scheduled_days, c.learning_steps, c.reps, c.lapses,
           c.state, c.last_review, s.fsrs_weights, s.desired_retention
    from json_to_recordset(${input}::json) as x(user_id text, word_id uuid)
    left join review_cards c on c.user_id = x.user_id and c.word_id = x.word_id
    left join settings s on s.user_id = x.user_id`);
  const rows = (result as unknown as { rows: CardRow[] }).rows;
  return new Map(rows.map((r) => [key(r.user_id, r.word_id), {
    card: r.due === null ? null : {
      due: time(r.due), stability: Number(r.stability), difficulty: Number(r.difficulty), scheduledDays: Number(r.scheduled_days),
      learningSteps: Number(r.learning_steps), reps: Number(r.reps), lapses: Number(r.lapses), state: Number(r.state) as CardState,
      lastReview: r.last_review === null ? null : time(r.last_review),
    },
    parameters: { fsrsWeights: r.fsrs_weights ?? null, desiredRetention: r.desired_retention === null ? DEFAULT_DESIRED_RETENTION : Number(r.desired_retention) },
  }]));
}

export const cardKey = key;

interface CardRow {
  user_id: string; word_id: string; due: Date | string | null; stability: number | null; difficulty: number | null;
  scheduled_days: number | null; learning_steps: number | null; reps: number | null; lapses: number | null; state: number | null;
  last_review: Date | string | null; fsrs_weights: number[] | null; desired_retention: number | string | null;
}

/** What a rated answer writes besides its counters: its word's next card and its review log. */
export interface CardWrite {
  reviewedAt: Date;
  durationMs: number | null;
  /** The card as it was read (null: none yet); the write moves the card only from this version. */
  prior: Pick<ReviewCardState, "reps" | "lastReview"> | null;
  card: ReviewCardState;
  log: ReviewLogEntry;
}

/** A CardWrite as columns of writeAnswers' JSON input (all null for an answer that moves no card). */
export function cardWriteColumns(w: CardWrite | undefined) {
  if (!w) return {};
  return {
    rating: w.log.rating, log_state: w.log.state, elapsed_days: w.log.elapsedDays, log_scheduled_days: w.log.scheduledDays,
    duration_ms: w.durationMs, reviewed_at: w.reviewedAt.toISOString(),
    due: w.card.due.toISOString(), stability: w.card.stability, difficulty: w.card.difficulty, scheduled_days: w.card.scheduledDays,
    learning_steps: w.card.learningSteps, reps: w.card.reps, lapses: w.card.lapses, state: w.card.state,
    last_review: w.card.lastReview?.toISOString() ?? null,
    has_prior: w.prior !== null, prior_reps: w.prior?.reps ?? null, prior_last_review: w.prior?.lastReview?.toISOString() ?? null,
  };
}

/** The message of the error writeAnswers raises when a card moved between its read and the write. */
export const CARD_MOVED = "milim: review card moved meanwhile";
