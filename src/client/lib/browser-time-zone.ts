/** The browser's time zone (IANA name), which GET /api/review/due reads "today" in. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
