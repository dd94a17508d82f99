/** A calendar date (no time, no zone). Months are 1-12. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface WallClock extends LocalDate { hour: number; minute: number; second: number }

/** The wall-clock reading in `timeZone` at the instant `ms` (whole seconds). */
export function wallClockAt(ms: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year!, month: parts.month!, day: parts.day!,
    hour: parts.hour! % 24, minute: parts.minute!, second: parts.second!,
  };
}

/** The calendar date in `timeZone` at the instant `ms`. */
export function localDateAt(ms: number, timeZone: string): LocalDate {
  const { year, month, day } = wallClockAt(ms, timeZone);
  return { year, month, day };
}

/** How far `timeZone` is ahead of UTC at the instant `ms`, in milliseconds (whole seconds). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const w = wallClockAt(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** Calendar arithmetic: `date` plus `days` days (negative goes back). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Calendar arithmetic: the first day of the month `months` months after `date`'s month. */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1 + months, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: 1 };
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function compareDates(a: LocalDate, b: LocalDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** "2025-03-09" */
export function formatLocalDate(date: LocalDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** "2025-03" */
export function formatMonth(date: LocalDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}`;
}

/**
 * The first instant (UTC ms) of the calendar day `date` in `timeZone`: local midnight, or, where a
 * daylight-saving change skips midnight (e.g. America/Santiago), the first wall-clock time that exists.
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): number {
  const guess = Date.UTC(date.year, date.month - 1, date.day);
  const first = guess - zoneOffsetMs(guess, timeZone);
  const second = guess - zoneOffsetMs(first, timeZone);
  const candidates = [first, second].sort((a, b) => a - b);
  for (const t of candidates) {
    if (compareDates(localDateAt(t, timeZone), date) === 0) {
      // Skipped midnight: the day starts at the transition, which lies between the previous
      // candidate's day and this one. Walk back to the earliest instant still on `date`.
      return earliestOnDate(t, date, timeZone);
    }
  }
  return first;
}

/** Moves back from `t` (on `date`) to the first instant that is still on `date` (minute precision, then exact). */
function earliestOnDate(t: number, date: LocalDate, timeZone: string): number {
  const w = wallClockAt(t, timeZone);
  if (w.hour === 0 && w.minute === 0 && w.second === 0) return t;
  // Binary search between (t - 1 day), which is on an earlier date, and t.
  let lo = t - 26 * 3_600_000;
  let hi = t;
  while (hi - lo > 1000) {
    const mid = Math.floor((lo + hi) / 2000) * 1000;
    if (mid <= lo) break;
    if (compareDates(localDateAt(mid, timeZone), date) < 0) lo = mid;
    else hi = mid;
  }
  return hi;
}
