/**
 * Study time as hours and minutes in a language's narrow units: 0 → "0m", 45 → "45m", 60 → "1h",
 * 135 → "2h 15m" in English; "2 שע׳ 15 דק׳" in Hebrew, "2h 15min" in French (an English "m" stood
 * in every interface).
 */
export function formatStudyTime(totalMinutes: number, locale = "en"): string {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const unit = (n: number, u: "hour" | "minute") => new Intl.NumberFormat(locale, { style: "unit", unit: u, unitDisplay: "narrow" }).format(n);
  if (h === 0) return unit(m, "minute");
  return m === 0 ? unit(h, "hour") : `${unit(h, "hour")} ${unit(m, "minute")}`;
}

/** "2025-03" → "March 2025" (English month names; the month key is already in the learner's zone). */
export function formatMonthLabel(month: string, locale = "en-US"): string {
  const [y, m] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y!, m! - 1, 1)));
}
