import { sql } from "drizzle-orm";
import type { ReviewCardState, ReviewLogEntry, ReviewParameters, CardState } from "../../../shared/review/schedule-review";
import { DEFAULT_DESIRED_RETENTION } from "../../../shared/review/schedule-review";
import type { Tx } from "../../db/client";

const key = (userId: string, wordId: string) => `${userId}\u0000${wordId}`;
const time = (v: Date | string) => (v instanceof Date ? v : new Date(v));

export interface CardRead { card: ReviewCardState | null; parameters: ReviewParameters }

/**
 * The review cards of these (user, word) pairs as they are now, with each user's scheduler
 * settings, in one statement. Run inside the answers' transaction after their progress rows were
 * written: those rows stay locked until the commit, so an answer on the same word in another
 * server's transaction waits, and this read sees any card it committed before.
 */
export async function readCardsForAnswers(tx: Tx, pairs: readonly { userId: string; wordId: string }[]): Promise<Map<string, CardRead>> {
  const input = JSON.stringify(pairs.map((p) => ({ user_id: p.userId, word_id: p.wordId })));
  const result = await tx.execute(sql`
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

export interface CardWrite {
  /** The answer's id: the review log's id. */
  id: string;
  userId: string;
  wordId: string;
  reviewedAt: Date;
  durationMs: number | null;
  card: ReviewCardState;
  log: ReviewLogEntry;
}

/**
 * Writes the cards (inserted, or replaced by their next state) and one review-log row per answer,
 * in one statement. Cards are written in (user, word) order, like the progress rows.
 */
export async function writeCards(tx: Tx, writes: readonly CardWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const input = JSON.stringify(writes.map((w) => ({
    id: w.id, user_id: w.userId, word_id: w.wordId, reviewed_at: w.reviewedAt.toISOString(), duration_ms: w.durationMs,
    due: w.card.due.toISOString(), stability: w.card.stability, difficulty: w.card.difficulty, scheduled_days: w.card.scheduledDays,
    learning_steps: w.card.learningSteps, reps: w.card.reps, lapses: w.card.lapses, state: w.card.state,
    last_review: w.card.lastReview?.toISOString() ?? null,
    rating: w.log.rating, log_state: w.log.state, elapsed_days: w.log.elapsedDays, log_scheduled_days: w.log.scheduledDays,
  })));
  await tx.execute(sql`
    with input as (
      select * from json_to_recordset(${input}::json) as x(
        id uuid, user_id text, word_id uuid, reviewed_at timestamptz, duration_ms int,
        due timestamptz, stability float8, difficulty float8, scheduled_days int, learning_steps int, reps int, lapses int,
        state smallint, last_review timestamptz, rating smallint, log_state smallint, elapsed_days int, log_scheduled_days int)
    ),
    card as (
      insert into review_cards as c (user_id, word_id, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review)
      select user_id, word_id, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review
      from input order by user_id, word_id
      on conflict (user_id, word_id) do update set
        due = excluded.due, stability = excluded.stability, difficulty = excluded.difficulty,
        scheduled_days = excluded.scheduled_days, learning_steps = excluded.learning_steps, reps = excluded.reps,
        lapses = excluded.lapses, state = excluded.state, last_review = excluded.last_review
      returning c.id, c.user_id, c.word_id
    )
    insert into review_logs (id, user_id, card_id, reviewed_at, rating, state, elapsed_days, scheduled_days, duration_ms)
    select x.id, x.user_id, card.id, x.reviewed_at, x.rating, x.log_state, x.elapsed_days, x.log_scheduled_days, x.duration_ms
    from input x join card on card.user_id = x.user_id and card.word_id = x.word_id`);
}
