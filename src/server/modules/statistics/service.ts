import type { Statistics, StatisticsHistory, TodayStatistics } from "../../../shared/api/statistics";
import {
  lastDays, lastMonths, startOfMonth, startOfToday, startOfWeek, todayRange,
} from "../../../shared/statistics/statistics-boundaries";
import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { closeExpiredSessions, getOrCreateSettings } from "../../db/learner-rows";
import {
  answersByBucket, countKnownBefore, countWordsAnswered, knownWordCounts, newlyKnownByBucket, studyByBucket,
} from "./queries";

/**
 * The Study Statistics dialog: the last 6 months of study sessions (by start, in the learner's
 * zone) and known words by when they became known. Boundaries come from src/shared/statistics.
 */
export async function getStatistics(deps: Deps, actor: Actor, timeZone: string, now = Date.now()): Promise<Statistics> {
  const months = lastMonths(now, timeZone);
  const byBucket = await deps.db.transaction(async (tx) => {
    await closeExpiredSessions(tx, actor.userId);
    return studyByBucket(tx, actor.userId, months.map((m) => m.start), months.at(-1)!.end);
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

/** The daily goal: distinct words answered today in the learner's zone, and the goal. */
export async function getTodayStatistics(deps: Deps, actor: Actor, timeZone: string, now = Date.now()): Promise<TodayStatistics> {
  const day = todayRange(now, timeZone);
  const [answeredToday, settings] = await Promise.all([
    countWordsAnswered(deps.db, actor.userId, day.start, day.end),
    getOrCreateSettings(deps.db, actor.userId),
  ]);
  return { answeredToday, dailyGoal: settings.dailyGoal };
}

/** Learning Progress: per day, words known by the end of it (cumulative), newly known words and answers. */
export async function getStatisticsHistory(deps: Deps, actor: Actor, timeZone: string, days: number, now = Date.now()): Promise<StatisticsHistory> {
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
