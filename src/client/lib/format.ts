import { formatIntervalIn, unitAmount } from "@/shared/review/format-interval";
import { getInterfaceLocale, m } from "./i18n";

/**
 * Dates, numbers and relative times in the interface language (Intl). Formatters are cached per
 * locale and options: building one costs far more than using it.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.PluralRules | Intl.ListFormat>();

function cached<T>(kind: string, options: object | undefined, make: (locale: string) => T): T {
  const locale = getInterfaceLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make(locale);
    cache.set(key, f as never);
  }
  return f;
}

/**
 * Each interface language's digit grouping of a whole number (CLDR, as Intl.NumberFormat writes it):
 * the separator and how many digits a number needs before it is grouped (Spanish and Italian leave 1234 alone).
 * The first Intl object a page builds loads ICU's data, tens of milliseconds on a phone, so the
 * counts on a first screen are written without Intl; format.test.ts checks this table against Intl.
 */
const GROUPING: Record<string, { separator: string; minDigits: number }> = {
  en: { separator: ",", minDigits: 4 },
  he: { separator: ",", minDigits: 4 },
  es: { separator: ".", minDigits: 5 },
  pt: { separator: ".", minDigits: 4 },
  fr: { separator: "\u202f", minDigits: 4 },
  it: { separator: ".", minDigits: 5 },
};

/** A whole number ≥ 0 in the interface language without Intl, or null when it needs Intl. */
function groupWholeNumber(value: number, locale: string): string | null {
  const rule = GROUPING[locale];
  if (!rule || !Number.isSafeInteger(value) || value < 0) return null;
  const digits = String(value);
  if (digits.length < rule.minDigits) return digits;
  return digits.replace(/\B(?=(\d{3})+$)/g, rule.separator);
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  if (!options) {
    const quick = groupWholeNumber(value, getInterfaceLocale());
    if (quick !== null) return quick;
  }
  return cached("n", options, (l) => new Intl.NumberFormat(l, options)).format(value);
}

/** 0.42 → "42%" ("42 %" in French, "‏42%" in Hebrew). */
export function formatPercent(fraction: number, maximumFractionDigits = 0): string {
  return formatNumber(fraction, { style: "percent", maximumFractionDigits });
}

export function formatDate(value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }): string {
  return cached("d", options, (l) => new Intl.DateTimeFormat(l, options)).format(new Date(value));
}

export function formatDateTime(value: Date | string | number): string {
  return formatDate(value, { dateStyle: "medium", timeStyle: "short" });
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/** "3 days ago", "in 2 hours", "hace 3 días", "לפני 3 ימים": the largest whole unit. */
export function formatRelativeTime(value: Date | string | number, now: number = Date.now()): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  const [unit, size] = UNITS.find(([, s]) => abs >= s) ?? ["second", 1];
  return cached("r", undefined, (l) => new Intl.RelativeTimeFormat(l, { numeric: "auto" })).format(Math.round(seconds / size), unit);
}

/** "a, b and c" / "a, b y c". */
export function formatList(items: readonly string[], type: Intl.ListFormatType = "conjunction"): string {
  return cached("l", { type }, (l) => new Intl.ListFormat(l, { type })).format(items);
}

/** The plural category of `count` in the interface language (for code that picks among messages). */
export function pluralCategory(count: number): Intl.LDMLPluralRule {
  return cached("p", undefined, (l) => new Intl.PluralRules(l)).select(count);
}

/** A review interval on a rating button, short: "<5m", "3h", "2d", "1.5mo" in English (the spec's), "3 h", "2 d" elsewhere. */
export const formatIntervalShort = (ms: number): string => formatIntervalIn(ms, getInterfaceLocale(), (interval) => m.review_interval_under({ interval }));

/** A wait in words: "5 hours", "3 days" ("5 horas", "3 ימים"). */
export function formatWaitLong(ms: number): string {
  const [n, unit] = unitAmount(ms, "long");
  return formatNumber(n, { style: "unit", unit, unitDisplay: "long" });
}
