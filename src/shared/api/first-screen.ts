/**
 * The element the server puts over its first screen until the app hydrates it (styles.css): a tap
 * would reach an element without its handler yet and be lost, so the shield takes it. One element
 * removed: lifting `pointer-events` from #root instead restyled every element of the page (it is
 * inherited), 75 ms of a phone's start-up at 4× on a collection page.
 */
export const HYDRATION_SHIELD_ID = "milim-shield";

/**
 * The cookie the browser keeps its time zone in (its IANA name, as src/client/lib/browser-time-zone.ts
 * reads it; index.html's first-visit worker writes it too, spelling the name itself): with it the
 * server reads a collection page's daily goal ("today" is the learner's) and /review's due cards with the page.
 */
export const TIME_ZONE_COOKIE = "milim-time-zone";
