/** Study time as hours and minutes: 0 → "0m", 45 → "45m", 60 → "1h", 135 → "2h 15m". */
export function formatStudyTime(totalMinutes: number): string {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

/** "2025-03" → "March 2025" (English month names; the month key is already in the learner's zone). */
export function formatMonthLabel(month: string, locale = "en-US"): string {
  const [y, m] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y!, m! - 1, 1)));
}
