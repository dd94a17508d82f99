/**
 * The element the server puts over its first screen until the app hydrates it (styles.css): a tap
 * would reach an element without its handler yet and be lost, so the shield takes it. One element
 * removed: lifting `pointer-events` from #root instead restyled every element of the page (it is
 * inherited), 75 ms of a phone's start-up at 4× on a collection page.
 */
export const HYDRATION_SHIELD_ID = "milim-shield";

/**
 * <html data-session="none">: the server answered this page knowing there is no session (the request
 * came without a cookie, or the session its cookie names has ended). The app starts signed out
 * instead of asking /api/me: a visitor's log-in form is drawn at once, without a 401 in the console.
 * Never on the offline copy of index.html (the service worker's), which knows nothing of the session.
 */
export const SIGNED_OUT_ATTRIBUTE = "data-session";
export const SIGNED_OUT_VALUE = "none";

/**
 * The cookie the browser keeps its time zone in (its IANA name, as src/client/lib/browser-time-zone.ts
 * reads it; index.html's first-visit worker writes it too, spelling the name itself): with it the
 * server reads a collection page's daily goal ("today" is the learner's) and /review's due cards with the page.
 */
export const TIME_ZONE_COOKIE = "milim-time-zone";
