import { and, eq, gte, lt, ne, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { progress, progressEvents, reviewCards, studySessions } from "../../db/schema";
import { sessionDeadline } from "../../db/learner-rows";

/** A Postgres timestamptz[] literal of UTC instants, for width_bucket(). */
function instants(ms: number[]): SQL {
  const literal = `{${ms.map((t) => new Date(t).toISOString()).join(",")}}`;
  return sql`${literal}::timestamptz[]`;
}
const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
/** An event that is an answer: not a review log that came back from a backup without one (migration 0020). */
const notRestored = ne(progressEvents.action, "restored");

/**
 * Buckets `column` into the ranges [starts[i], starts[i+1]) (the last one ends at `end`):
 * width_bucket() against the sorted lower bounds answers 1..n for rows inside.
 */
function bucketOf(column: SQL | typeof studySessions.startedAt, starts: number[]): SQL<number> {
  return sql<number>`width_bucket(${column}, ${instants(starts)})`.mapWith(Number);
}

export interface BucketCount { bucket: number; count: number }

/** Sessions started in each range, and their study seconds: elapsed time (to now while open) capped at the duration. */
export async function studyByBucket(db: DbOrTx, userId: string, starts: number[], end: number, now: number) {
  const bucket = bucketOf(studySessions.startedAt, starts);
  const seconds = sql<number>`coalesce(sum(greatest(0, extract(epoch from (least(coalesce(${studySessions.endedAt}, ${at(now)}), ${sessionDeadline}) - ${studySessions.startedAt})))), 0)`.mapWith(Number);
  return db
    .select({ bucket, sessions: sql<number>`count(*)`.mapWith(Number), seconds })
    .from(studySessions)
    .where(and(eq(studySessions.userId, userId), gte(studySessions.startedAt, sql`${at(starts[0]!)}`), lt(studySessions.startedAt, sql`${at(end)}`)))
    .groupBy(sql`1`);
}

/** The user's known words, counted by when they became known. */
export async function knownWordCounts(db: DbOrTx, userId: string, since: { today: number; week: number; month: number }) {
  const [row] = await db
    .select({
      today: sql<number>`count(*) filter (where ${progress.knownAt} >= ${at(since.today)})`.mapWith(Number),
      thisWeek: sql<number>`count(*) filter (where ${progress.knownAt} >= ${at(since.week)})`.mapWith(Number),
      thisMonth: sql<number>`count(*) filter (where ${progress.knownAt} >= ${at(since.month)})`.mapWith(Number),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(progress)
    .where(and(eq(progress.userId, userId), eq(progress.status, "known")));
  return row ?? { today: 0, thisWeek: 0, thisMonth: 0, total: 0 };
}

/** Distinct words the user answered in [start, end). */
export async function countWordsAnswered(db: DbOrTx, userId: string, start: number, end: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${progressEvents.wordId})`.mapWith(Number) })
    .from(progressEvents)
    .where(and(eq(progressEvents.userId, userId), gte(progressEvents.createdAt, sql`${at(start)}`), lt(progressEvents.createdAt, sql`${at(end)}`), notRestored));
  return row?.n ?? 0;
}

/** Known words that became known before `before` (or whose known_at is unknown). */
export async function countKnownBefore(db: DbOrTx, userId: string, before: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(progress)
    .where(and(eq(progress.userId, userId), eq(progress.status, "known"), sql`(${progress.knownAt} is null or ${progress.knownAt} < ${at(before)})`));
  return row?.n ?? 0;
}

/** Words known now, by the range their known_at falls in. */
export async function newlyKnownByBucket(db: DbOrTx, userId: string, starts: number[], end: number): Promise<BucketCount[]> {
  return db
    .select({ bucket: bucketOf(sql`${progress.knownAt}`, starts), count: sql<number>`count(*)`.mapWith(Number) })
    .from(progress)
    .where(and(
      eq(progress.userId, userId), eq(progress.status, "known"),
      gte(progress.knownAt, sql`${at(starts[0]!)}`), lt(progress.knownAt, sql`${at(end)}`),
    ))
    .groupBy(sql`1`);
}

/** Answers (progress_events rows, not review logs restored from a backup) by range. */
export async function answersByBucket(db: DbOrTx, userId: string, starts: number[], end: number): Promise<BucketCount[]> {
  return db
    .select({ bucket: bucketOf(sql`${progressEvents.createdAt}`, starts), count: sql<number>`count(*)`.mapWith(Number) })
    .from(progressEvents)
    .where(and(eq(progressEvents.userId, userId), gte(progressEvents.createdAt, sql`${at(starts[0]!)}`), lt(progressEvents.createdAt, sql`${at(end)}`), notRestored))
    .groupBy(sql`1`);
}

/** The user's review cards by the forecast day they fall due on (overdue ones on the first day). */
export async function dueCardsByBucket(db: DbOrTx, userId: string, starts: number[], end: number): Promise<BucketCount[]> {
  return db
    .select({ bucket: bucketOf(sql`greatest(${reviewCards.due}, ${at(starts[0]!)})`, starts), count: sql<number>`count(*)`.mapWith(Number) })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), lt(reviewCards.due, sql`${at(end)}`)))
    .groupBy(sql`1`);
}

/**
 * True retention: reviews of cards that were in the Review state (2) when reviewed, and those
 * rated other than Again (1), since `since` and over all time: the review logs in the answers'
 * events (migration 0020).
 */
export async function reviewRetention(db: DbOrTx, userId: string, since: number) {
  const recent = sql`${progressEvents.reviewedAt} >= ${at(since)}`;
  const [row] = await db
    .select({
      recentReviews: sql<number>`count(*) filter (where ${recent})`.mapWith(Number),
      recentPassed: sql<number>`count(*) filter (where ${recent} and ${progressEvents.reviewRating} <> 1)`.mapWith(Number),
      allReviews: sql<number>`count(*)`.mapWith(Number),
      allPassed: sql<number>`count(*) filter (where ${progressEvents.reviewRating} <> 1)`.mapWith(Number),
    })
    .from(progressEvents)
    .where(and(eq(progressEvents.userId, userId), eq(progressEvents.reviewState, 2)));
  return row ?? { recentReviews: 0, recentPassed: 0, allReviews: 0, allPassed: 0 };
}
