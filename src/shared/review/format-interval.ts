const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A review interval as the Review page's buttons show it: '<1m', '<10m' under an hour (a learning
 * step, rounded up), then '5h', '1d', '3d', '1.5mo', '2.3y'.
 */
export function formatInterval(ms: number): string {
  const [n, unit] = unitAmount(ms, "short");
  return ms < HOUR ? `<${n}m` : `${n}${SHORT_UNIT[unit]}`;
}

const SHORT_UNIT = { minute: "m", hour: "h", day: "d", month: "mo", year: "y" } as const;

/** A wait as 'Nothing due — next review in …' says it: '1 minute', '9 minutes', '5 hours', '3 days'. */
export function formatWait(ms: number): string {
  const [n, unit] = unitAmount(ms, "long");
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

/** An interval or a wait as an amount of one unit (the one rule every format above and in client/lib/format.ts words): minutes under an hour, hours under a day, then days (short: months and years from 30 and 365 days). */
export function unitAmount(ms: number, units: "short" | "long"): [number, "minute" | "hour" | "day" | "month" | "year"] {
  if (ms < HOUR) return [Math.max(1, Math.ceil(ms / MINUTE)), "minute"];
  if (ms < DAY) return [Math.round(ms / HOUR), "hour"];
  const days = ms / DAY;
  if (units === "long" || days < 30) return [Math.round(days), "day"];
  if (days < 365) return [Math.round((days / 30) * 10) / 10, "month"];
  return [Math.round((days / 365) * 10) / 10, "year"];
}

/**
 * A rating button's interval in a language: the spec's English ('<5m', '3h', '1.5mo'), Intl's narrow
 * units elsewhere ('3 h', '2 d'); under an hour `under` words the bound ('<5 min'; in Hebrew 'עד 5
 * דק׳': a '<' before Hebrew stood on the wrong side and read as '>').
 */
export function formatIntervalIn(ms: number, locale: string, under: (interval: string) => string = (interval) => `<${interval}`): string {
  if (locale === "en") return formatInterval(ms);
  const [n, unit] = unitAmount(ms, "short");
  const text = new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "narrow" }).format(n);
  return ms < HOUR ? under(text) : text;
}
