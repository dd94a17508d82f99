/** Domain constants shared by client and server. */
export const LANGUAGES = ["english", "spanish", "portuguese", "french", "italian"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "english";
/** The BCP 47 tag of a gloss language (a translation's `lang`: read aloud and hyphenated as that language; all written left to right). */
export const LANGUAGE_TAGS: Record<Language, string> = { english: "en", spanish: "es", portuguese: "pt", french: "fr", italian: "it" };
export const LANGUAGE_STORAGE_KEY = "selectedLanguage";
/** The same choice as a cookie, for the server that draws a page's first screen (it cannot read localStorage). */
export const GLOSS_LANGUAGE_COOKIE = "milim-gloss";

export const BUILT_IN_DOMAINS = ["modern", "biblical", "aramaic", "mishna"] as const;

export const WORD_STATUSES = ["learning", "known", "unknown"] as const;
export type WordStatus = (typeof WORD_STATUSES)[number];
export const FILTERS = ["all", "known", "learning", "unknown"] as const;
export type WordFilter = (typeof FILTERS)[number];

export const ROLES = ["user", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const DAILY_GOAL = { min: 1, max: 200, default: 30 } as const;
export const GLOBAL_SEARCH_LIMIT = 500;
export const SRS_DEFAULTS = { ease: 2.5, interval: 0 } as const;
