import { DEFAULT_TIME_ZONE } from "@/shared/statistics/time-zone";

/** The learner's IANA time zone from the browser (e.g. "Asia/Jerusalem"); UTC if the browser has none. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
