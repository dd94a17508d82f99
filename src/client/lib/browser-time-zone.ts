import { TIME_ZONE_COOKIE } from "@/shared/api/first-screen";
import { cookieValue } from "@/shared/cookie-value";

const KEY = "milim-time-zone";
let known: { offset: number; zone: string } | undefined;
/**
 * On the server, while it renders a first screen: the browser's zone as its cookie says it
 * (`zone` undefined without one). Undefined in the browser.
 */
let rendering: { zone: string | undefined } | undefined;

/** The server's renderer (render-page.tsx) sets the page's zone (null: not rendering), and unsets it after. */
export const setRenderTimeZone = (render: { zone: string | undefined } | null): void => { rendering = render ?? undefined; };

/**
 * Whether the browser's zone is known here: always in the browser; on the server only from the
 * page request's cookie (a first visit has none yet, and "today" is then left to the browser).
 */
export const timeZoneKnown = (): boolean => !rendering || rendering.zone !== undefined;

/** The zone in a cookie as well (TIME_ZONE_COOKIE), so the server reads the next page's daily goal in it. */
function keepInCookie(zone: string): string {
  try {
    if (cookieValue(document.cookie, TIME_ZONE_COOKIE) !== zone) {
      document.cookie = `${TIME_ZONE_COOKIE}=${zone}; path=/; max-age=31536000; samesite=lax`;
    }
  } catch {
    // no cookies here
  }
  return zone;
}

/**
 * The browser's time zone (IANA name, e.g. "Asia/Jerusalem"; UTC if the browser has none), which
 * "today" and the due reviews are read in. Asking Intl builds the first Intl object of the page,
 * which loads ICU's data (tens of milliseconds on a phone, on the first screen's path), so the zone
 * is kept, in memory and in localStorage, with the clock's offset from UTC it was read at: it is
 * read from Intl again only when that offset changes (another zone, or a change of summer time).
 * On a first visit index.html has a worker (public/time-zone.js) read it off the main thread while
 * the page loads; only if it has not answered yet is it read here. The zone is kept in a cookie too
 * (the server reads a page's "today" in it). On the server, while it renders a page: that page's
 * zone, from its cookie, else UTC.
 */
export function browserTimeZone(): string {
  if (rendering) return rendering.zone ?? "UTC";
  const offset = new Date().getTimezoneOffset();
  if (known?.offset === offset) return known.zone;
  try {
    const [savedOffset, savedZone] = (localStorage.getItem(KEY) ?? "").split(" ");
    if (savedZone && Number(savedOffset) === offset) return keepInCookie((known = { offset, zone: savedZone }).zone);
  } catch {
    // no storage (private mode): read it from Intl
  }
  let zone = "UTC";
  try {
    zone = new Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    // an engine without time zones: UTC
  }
  known = { offset, zone };
  try {
    localStorage.setItem(KEY, `${offset} ${zone}`);
  } catch {
    // kept in memory only
  }
  return keepInCookie(zone);
}
