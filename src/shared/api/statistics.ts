import { z } from "zod";
import { AccuracyRowSchema } from "./parsing";
import { schemaMessage } from "../i18n/schema-message";
import { DEFAULT_TIME_ZONE, canonicalTimeZone } from "../statistics/time-zone";
import { HISTORY_DAYS } from "../statistics/statistics-boundaries";

/** `tz`: the learner's IANA time zone (Intl.DateTimeFormat().resolvedOptions().timeZone); UTC when omitted. */
export const TimeZoneParam = z
  .string()
  .max(64)
  .optional()
  .transform((tz, ctx) => {
    if (tz === undefined || tz === "") return DEFAULT_TIME_ZONE;
    const canonical = canonicalTimeZone(tz);
    if (!canonical) {
      ctx.addIssue({ code: "custom", message: schemaMessage("statistics_unknown_time_zone", { tz }) });
      return z.NEVER;
    }
    return canonical;
  });

export const StatisticsQuerySchema = z.object({ tz: TimeZoneParam });

export const StatisticsHistoryQuerySchema = z.object({
  tz: TimeZoneParam,
  days: z.coerce.number().int().min(HISTORY_DAYS.min).max(HISTORY_DAYS.max).default(HISTORY_DAYS.default),
});

/** One monthly study card. */
export const MonthlyStudySchema = z.object({
  /** "2025-03", in the learner's zone. */
  month: z.string(),
  sessions: z.number().int(),
  /** Whole minutes studied (each session's elapsed time, capped at its duration). */
  minutes: z.number().int(),
});
export type MonthlyStudy = z.infer<typeof MonthlyStudySchema>;

/** GET /api/statistics: the Study Statistics dialog, in one request. */
export const StatisticsSchema = z.object({
  timeZone: z.string(),
  /** The last 6 months, oldest first; the last one is the current month. */
  months: z.array(MonthlyStudySchema),
  /** Words that became known (progress.known_at) today, this week (from Sunday), this month (from day 1); total known now. */
  words: z.object({
    today: z.number().int(),
    thisWeek: z.number().int(),
    thisMonth: z.number().int(),
    total: z.number().int(),
  }),
});
export type Statistics = z.infer<typeof StatisticsSchema>;

/** GET /api/statistics/today: the daily goal. */
export const TodayStatisticsSchema = z.object({
  /** Distinct words with an answer (progress_events row) today in the learner's zone. */
  answeredToday: z.number().int(),
  dailyGoal: z.number().int(),
});
export type TodayStatistics = z.infer<typeof TodayStatisticsSchema>;

export const HistoryDaySchema = z.object({
  /** "2025-03-09" in the learner's zone. */
  date: z.string(),
  /** Words known at the end of the day (cumulative, from progress.known_at of words known now). */
  known: z.number().int(),
  /** Words that became known that day. */
  newlyKnown: z.number().int(),
  /** Answers given that day (progress_events rows). */
  answers: z.number().int(),
});
export type HistoryDay = z.infer<typeof HistoryDaySchema>;

/** GET /api/statistics/history: Learning Progress, oldest day first, ending today. */
export const StatisticsHistorySchema = z.object({
  timeZone: z.string(),
  days: z.array(HistoryDaySchema),
});
export type StatisticsHistory = z.infer<typeof StatisticsHistorySchema>;

/** Days in the review forecast. */
export const FORECAST_DAYS = 30;

export const RetentionSchema = z.object({
  /** Reviews of cards in the Review state (the rated answers' events with review_state = 2). */
  reviews: z.number().int(),
  /** Of those, the ones rated other than Again. */
  passed: z.number().int(),
  /** passed / reviews; null without reviews. */
  rate: z.number().nullable(),
});
export type Retention = z.infer<typeof RetentionSchema>;

/** GET /api/statistics/reviews: the review forecast and the learner's true retention. */
export const ReviewStatisticsSchema = z.object({
  timeZone: z.string(),
  /** The next 30 days in the learner's zone, today first; today also holds the overdue cards. */
  forecast: z.array(z.object({ date: z.string(), due: z.number().int() })),
  /** True retention over the last 30 days and over all time. */
  retention: z.object({ last30Days: RetentionSchema, allTime: RetentionSchema }),
  /** The parsing drill's accuracy per binyan and per tense (OpenScriptures' letters), over all the learner's parsing answers. */
  parsing: z.object({ binyan: z.array(AccuracyRowSchema), tense: z.array(AccuracyRowSchema) }),
});
export type ReviewStatistics = z.infer<typeof ReviewStatisticsSchema>;
