import {
  addDays, addMonths, dayOfWeek, formatLocalDate, formatMonth, localDateAt, startOfLocalDay, type LocalDate,
} from "./local-date";

/** Statistics cover the current month and the 5 before it. */
export const STATISTICS_MONTHS = 6;
/** Learning Progress default and largest range, in days. */
export const HISTORY_DAYS = { default: 90, min: 1, max: 366 } as const;

export interface MonthRange {
  /** "2025-03" in the learner's zone. */
  month: string;
  /** UTC ms of local midnight on day 1. */
  start: number;
  /** UTC ms of local midnight on day 1 of the next month (exclusive). */
  end: number;
}

export interface DayRange {
  /** "2025-03-09" in the learner's zone. */
  date: string;
  start: number;
  end: number;
}

/** Local midnight of the day holding `now` in `timeZone`. */
export function startOfToday(now: number, timeZone: string): number {
  return startOfLocalDay(localDateAt(now, timeZone), timeZone);
}

/** Local midnight of the Sunday on or before the day holding `now` ("this week" starts on Sunday). */
export function startOfWeek(now: number, timeZone: string): number {
  const today = localDateAt(now, timeZone);
  return startOfLocalDay(addDays(today, -dayOfWeek(today)), timeZone);
}

/** Local midnight of day 1 of the month holding `now`. */
export function startOfMonth(now: number, timeZone: string): number {
  const today = localDateAt(now, timeZone);
  return startOfLocalDay({ year: today.year, month: today.month, day: 1 }, timeZone);
}

/** The day holding `now` as a range [start, end) in `timeZone` (23, 24 or 25 hours long). */
export function todayRange(now: number, timeZone: string): DayRange {
  return dayRange(localDateAt(now, timeZone), timeZone);
}

function dayRange(date: LocalDate, timeZone: string): DayRange {
  return { date: formatLocalDate(date), start: startOfLocalDay(date, timeZone), end: startOfLocalDay(addDays(date, 1), timeZone) };
}

/** The last `count` months, oldest first, ending with the month holding `now`. */
export function lastMonths(now: number, timeZone: string, count = STATISTICS_MONTHS): MonthRange[] {
  const today = localDateAt(now, timeZone);
  const months: MonthRange[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const first = addMonths(today, -i);
    months.push({
      month: formatMonth(first),
      start: startOfLocalDay(first, timeZone),
      end: startOfLocalDay(addMonths(first, 1), timeZone),
    });
  }
  return months;
}

/** The last `count` days, oldest first, ending with the day holding `now`. */
export function lastDays(now: number, timeZone: string, count: number): DayRange[] {
  const today = localDateAt(now, timeZone);
  const days: DayRange[] = [];
  // Each end is the next day's start: compute every midnight once.
  let start = startOfLocalDay(addDays(today, -(count - 1)), timeZone);
  for (let i = count - 1; i >= 0; i--) {
    const date = addDays(today, -i);
    const end = startOfLocalDay(addDays(date, 1), timeZone);
    days.push({ date: formatLocalDate(date), start, end });
    start = end;
  }
  return days;
}

/** The next `count` days, today first (the review forecast). */
export function nextDays(now: number, timeZone: string, count: number): DayRange[] {
  const today = localDateAt(now, timeZone);
  const days: DayRange[] = [];
  let start = startOfLocalDay(today, timeZone);
  for (let i = 0; i < count; i++) {
    const date = addDays(today, i);
    const end = startOfLocalDay(addDays(date, 1), timeZone);
    days.push({ date: formatLocalDate(date), start, end });
    start = end;
  }
  return days;
}
