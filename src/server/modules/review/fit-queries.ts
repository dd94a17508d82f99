import { and, desc, eq, sql } from "drizzle-orm";
import type { Job } from "../../../shared/api/jobs";
import type { FitProposal, TrueRetention } from "../../../shared/api/review-fit";
import type { CardState, ReviewCardState } from "../../../shared/review/schedule-review";
import type { DbOrTx } from "../../db/client";
import { jobs, reviewFits, type ReviewFitMetrics } from "../../db/schema";
import { presentJob } from "../../jobs/queries";

type Rows<T> = { rows: T[] };

/**
 * The learner's rated reviews (progress_events' review columns), card by card, each card's oldest
 * first, as one text in fit-items.ts#parseFitLog's format: the database builds it, so the server's
 * thread passes one string to the fit's worker thread and decodes no rows ('' when there are none).
 */
export async function readFitLog(db: DbOrTx, userId: string): Promise<string> {
  const r = (await db.execute(sql`
    select coalesce(string_agg(concat_ws(',', card, review_rating, review_state, elapsed_days), ';' order by card, reviewed_at, id), '') as log
    from (select dense_rank() over (order by word_id) as card, review_rating, review_state, elapsed_days, reviewed_at, id
          from progress_events
          where user_id = ${userId} and review_rating is not null) e`)) as unknown as Rows<{ log: string }>;
  return r.rows[0]?.log ?? "";
}

/**
 * What fit-items.ts makes of the learner's log, counted in SQL (no row reaches the server's thread):
 * `reviews`, the long-term reviews (countLongTermReviews of reviewHistories: each history starts at
 * a review in the New state, counts at most `maxPerHistory` reviews, and a review after its first
 * counts when it came at least a day after the previous one), and `cards`, the histories with more
 * than one review.
 */
export async function countFitLog(db: DbOrTx, userId: string, maxPerHistory: number): Promise<{ reviews: number; cards: number }> {
  const r = (await db.execute(sql`
    with started as (
      select word_id, reviewed_at, id, elapsed_days,
             count(*) filter (where review_state = 0) over (partition by word_id order by reviewed_at, id rows between unbounded preceding and current row) as history
      from progress_events
      where user_id = ${userId} and review_rating is not null
    ), placed as (
      select elapsed_days, row_number() over (partition by word_id, history order by reviewed_at, id) as at
      from started
      where history > 0
    )
    select count(*) filter (where at between 2 and ${maxPerHistory} and elapsed_days > 0)::int as reviews,
           count(*) filter (where at = 2)::int as cards
    from placed`)) as unknown as Rows<{ reviews: number; cards: number }>;
  const row = r.rows[0];
  return { reviews: Number(row?.reviews ?? 0), cards: Number(row?.cards ?? 0) };
}

/** Reviews in the Review state (days apart) passed and in all, since `since` and ever. */
export async function findTrueRetention(db: DbOrTx, userId: string, since: Date): Promise<{ recent: TrueRetention; allTime: TrueRetention }> {
  const r = (await db.execute(sql`
    select count(*)::int as total, count(*) filter (where review_rating > 1)::int as passed,
           count(*) filter (where reviewed_at >= ${since.toISOString()}::timestamptz)::int as recent_total,
           count(*) filter (where reviewed_at >= ${since.toISOString()}::timestamptz and review_rating > 1)::int as recent_passed
    from progress_events
    where user_id = ${userId} and review_rating is not null and review_state = 2`)) as unknown as Rows<{ total: number; passed: number; recent_total: number; recent_passed: number }>;
  const row = r.rows[0]!;
  const share = (passed: number, total: number): TrueRetention => ({ passed, total, retention: total > 0 ? passed / total : null });
  return { recent: share(Number(row.recent_passed), Number(row.recent_total)), allTime: share(Number(row.passed), Number(row.total)) };
}

/** The learner's newest job of `kind` (null: none). */
export async function findLatestJob(db: DbOrTx, userId: string, kind: string): Promise<Job | null> {
  const [row] = await db.select().from(jobs).where(and(eq(jobs.userId, userId), eq(jobs.kind, kind))).orderBy(desc(jobs.createdAt)).limit(1);
  return row ? presentJob(row) : null;
}

/**
 * Whole minutes left of the cool-down after the learner's latest completed job of `kind` (null:
 * none left), by the database's clock, which wrote the job's end.
 */
export async function minutesOfCoolDown(db: DbOrTx, userId: string, kind: string, coolDownMs: number): Promise<number | null> {
  const r = (await db.execute(sql`
    select ceil(extract(epoch from finished_at + make_interval(secs => ${coolDownMs / 1000}) - now()) / 60)::int as minutes
    from jobs
    where user_id = ${userId} and kind = ${kind} and status = 'completed' and finished_at > now() - make_interval(secs => ${coolDownMs / 1000})
    order by finished_at desc limit 1`)) as unknown as Rows<{ minutes: number }>;
  const row = r.rows[0];
  return row ? Math.max(1, Number(row.minutes)) : null;
}

export async function findFit(db: DbOrTx, userId: string): Promise<FitProposal | null> {
  const [row] = await db.select().from(reviewFits).where(eq(reviewFits.userId, userId));
  if (!row) return null;
  return {
    jobId: row.jobId, weights: row.weights, reviewCount: row.reviewCount, cardCount: row.cardCount,
    defaults: row.metrics.defaults, current: row.metrics.current, fitted: row.metrics.fitted, createdAt: row.createdAt.toISOString(),
  };
}

/** Keeps the learner's new fit (replacing a pending one). */
export async function saveFit(db: DbOrTx, fit: { userId: string; jobId: string; weights: number[]; reviewCount: number; cardCount: number; metrics: ReviewFitMetrics }): Promise<void> {
  await db.insert(reviewFits).values(fit).onConflictDoUpdate({
    target: reviewFits.userId,
    set: { jobId: fit.jobId, weights: fit.weights, reviewCount: fit.reviewCount, cardCount: fit.cardCount, metrics: fit.metrics, createdAt: sql`now()` },
  });
}

/** Deletes the learner's pending fit made by job `jobId`; its weights, or null when there is none. */
export async function deleteFit(db: DbOrTx, userId: string, jobId: string): Promise<number[] | null> {
  const [row] = await db.delete(reviewFits).where(and(eq(reviewFits.userId, userId), eq(reviewFits.jobId, jobId))).returning({ weights: reviewFits.weights });
  return row?.weights ?? null;
}

/**
 * An even sample of at most `sample` of the learner's cards (their FSRS state: every k-th by id),
 * how many cards they have, and how many started since `since`. Sampled in SQL: a learner's 90,000
 * cards are not read to simulate 1,000 of them.
 */
export async function listCardsForForecast(db: DbOrTx, userId: string, since: Date, sample: number): Promise<{ cards: ReviewCardState[]; cardCount: number; startedSince: number }> {
  const counted = (await db.execute(sql`
    select (select count(*)::int from review_cards where user_id = ${userId}) as cards,
           (select count(*)::int from progress_events
            where user_id = ${userId} and review_rating is not null and review_state = 0 and reviewed_at >= ${since.toISOString()}::timestamptz) as n`)) as unknown as Rows<{ cards: number; n: number }>;
  const cardCount = Number(counted.rows[0]!.cards);
  const stride = Math.max(1, Math.ceil(cardCount / sample));
  const sampled = (await db.execute(sql`
    select due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review
    from (select c.*, row_number() over (order by c.id) - 1 as rn from review_cards c where c.user_id = ${userId}) c
    where c.rn % ${stride} = 0
    order by c.id
    limit ${sample}`)) as unknown as Rows<{
      due: Date | string; stability: number; difficulty: number; scheduled_days: number; learning_steps: number;
      reps: number; lapses: number; state: number; last_review: Date | string | null;
    }>;
  const time = (v: Date | string) => (v instanceof Date ? v : new Date(v));
  return {
    cardCount,
    startedSince: Number(counted.rows[0]!.n),
    cards: sampled.rows.map((c) => ({
      due: time(c.due), stability: Number(c.stability), difficulty: Number(c.difficulty), scheduledDays: Number(c.scheduled_days),
      learningSteps: Number(c.learning_steps), reps: Number(c.reps), lapses: Number(c.lapses), state: Number(c.state) as CardState,
      lastReview: c.last_review === null ? null : time(c.last_review),
    })),
  };
}
