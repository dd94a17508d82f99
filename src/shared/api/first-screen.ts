import type { BookDetail, ChapterText } from "./books";
import type { CollectionPage, Domain } from "./collections";
import type { AppConfig } from "./config";
import type { DictionaryEntriesPage, DictionaryStats } from "./dictionary";
import type { Me } from "./me";
import type { Language } from "../domain";
import type { DueReviews } from "./review";
import type { TodayStatistics } from "./statistics";

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

/**
 * The data a page's first screen is rendered from (src/server/http/first-screen reads it through
 * the API's own routes; the client seeds its query cache with it): each part as the API answered it.
 * The shell's own requests come with it (the top bar's domains, the footer's configuration).
 */
export type FirstScreenData = {
  shell?: { domains?: { domains: Domain[] }; config?: AppConfig };
  /** The translation language the learner chose in the top bar (its cookie), which the page is drawn in; absent: the interface language's. */
  glossLanguage?: Language;
} & (
  | { route: "auth"; me: null }
  | { route: "page"; me: Me; page: "dictionary" | "review" }
  | {
    route: "review"; me: Me;
    /** The due cards as GET /api/review/due answered in `tz`: the browser's zone (its cookie), or UTC without it. */
    due: DueReviews; tz: string;
  }
  | { route: "dictionary"; me: Me; stats: DictionaryStats; entries: DictionaryEntriesPage }
  | {
    route: "collection"; me: Me; domain: string; slug: string; page: CollectionPage;
    /** The daily goal bar's count in the browser's time zone (its cookie); absent without the cookie. */
    today?: { tz: string; stats: TodayStatistics };
  }
  | { route: "reader"; me: Me; bookId: string; chapter: string; book: BookDetail; text: ChapterText });
