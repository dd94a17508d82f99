import { FORECAST_DAYS, type Retention, type ReviewStatistics, type Statistics, type StatisticsHistory, type TodayStatistics } from "../../../shared/api/statistics";
import {
  lastDays, lastMonths, nextDays, startOfMonth, startOfToday, startOfWeek, todayRange,
} from "../../../shared/statistics/statistics-boundaries";
import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { closeExpiredSessions, getOrCreateSettings } from "../../db/learner-rows";
import { readParsingAccuracy } from "../../db/parsing-accuracy";
import {
  answersByBucket, countKnownBefore, countWordsAnswered, dueCardsByBucket, knownWordCounts, newlyKnownByBucket, reviewRetention, studyByBucket,
} from "./queries";

/**
 * The Study Statistics dialog: the last 6 months of study sessions (by start, in the learner's
 * zone) and known words by when they became known. Boundaries come from src/shared/statistics.
 */
export async function getStatistics(deps: Deps, actor: Actor, timeZone: string, now = deps.now().getTime()): Promise<Statistics> {
  const months = lastMonths(now, timeZone);
  const byBucket = await deps.db.transaction(async (tx) => {
    await closeExpiredSessions(tx, actor.userId, new Date(now));
    return studyByBucket(tx, actor.userId, months.map((m) => m.start), months.at(-1)!.end, now);
  });
  const words = await knownWordCounts(deps.db, actor.userId, {
    today: startOfToday(now, timeZone), week: startOfWeek(now, timeZone), month: startOfMonth(now, timeZone),
  });
  return {
    timeZone,
    months: months.map((m, i) => {
      const row = byBucket.find((r) => r.bucket === i + 1);
      return { month: m.month, sessions: row?.sessions ?? 0, minutes: Math.floor((row?.seconds ?? 0) / 60) };
    }),
    words,
  };
}

/**
 * The review forecast (cards due on each of the next 30 days in the learner's zone, overdue ones
 * today) and true retention: the share of reviews of cards in the Review state not rated Again,
 * over the last 30 days (from local midnight 29 days ago) and over all time.
 */
export async function getReviewStatistics(deps: Deps, actor: Actor, timeZone: string, now = deps.now().getTime()): Promise<ReviewStatistics> {
  const days = nextDays(now, timeZone, FORECAST_DAYS);
  const since = lastDays(now, timeZone, 30)[0]!.start;
  const [due, r, parsing] = await Promise.all([
    dueCardsByBucket(deps.db, actor.userId, days.map((d) => d.start), days.at(-1)!.end),
    reviewRetention(deps.db, actor.userId, since),
    readParsingAccuracy(deps.db, actor.userId),
  ]);
  const retention = (reviews: number, passed: number): Retention => ({ reviews, passed, rate: reviews > 0 ? passed / reviews : null });
  return {
    timeZone,
    forecast: days.map((d, i) => ({ date: d.date, due: due.find((b) => b.bucket === i + 1)?.count ?? 0 })),
    retention: { last30Days: retention(r.recentReviews, r.recentPassed), allTime: retention(r.allReviews, r.allPassed) },
    parsing,
  };
}

/** The daily goal: distinct words answered today in the learner's zone, and the goal. */
export async function getTodayStatistics(deps: Deps, actor: Actor, timeZone: string, now = deps.now().getTime()): Promise<TodayStatistics> {
  const day = todayRange(now, timeZone);
  const [answeredToday, settings] = await Promise.all([
    countWordsAnswered(deps.db, actor.userId, day.start, day.end),
    getOrCreateSettings(deps.db, actor.userId),
  ]);
  return { answeredToday, dailyGoal: settings.dailyGoal };
}

/** Learning Progress: per day, words known by the end of it (cumulative), newly known words and answers. */
export async function getStatisticsHistory(deps: Deps, actor: Actor, timeZone: string, days: number, now = deps.now().getTime()): Promise<StatisticsHistory> {
  const range = lastDays(now, timeZone, days);
  const starts = range.map((d) => d.start);
  const end = range.at(-1)!.end;
  const [baseline, known, answers] = await Promise.all([
    countKnownBefore(deps.db, actor.userId, starts[0]!),
    newlyKnownByBucket(deps.db, actor.userId, starts, end),
    answersByBucket(deps.db, actor.userId, starts, end),
  ]);
  let cumulative = baseline;
  return {
    timeZone,
    days: range.map((d, i) => {
      const newlyKnown = known.find((r) => r.bucket === i + 1)?.count ?? 0;
      cumulative += newlyKnown;
      return { date: d.date, known: cumulative, newlyKnown, answers: answers.find((r) => r.bucket === i + 1)?.count ?? 0 };
    }),
  };
}
