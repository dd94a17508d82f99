/**
 * Query keys that more than one feature touches. Invalidate by prefix, e.g.
 * `queryClient.invalidateQueries({ queryKey: TODAY_STATISTICS_KEY })` after an answer so the daily
 * goal bar moves (its full key adds the time zone).
 */
export const STATISTICS_KEY = ["statistics"] as const;
/** GET /api/statistics/today: the daily goal bar (DailyGoalProgress). */
export const TODAY_STATISTICS_KEY = ["statistics", "today"] as const;
/** GET /api/statistics: the Study Statistics dialog and the settings page's "this month". */
export const STATISTICS_SUMMARY_KEY = ["statistics", "summary"] as const;
/** GET /api/statistics/history: Learning Progress. */
export const STATISTICS_HISTORY_KEY = ["statistics", "history"] as const;
/** GET /api/me (owned by features/auth/hooks/use-session.ts; same key). */
export const ME_QUERY_KEY = ["me"] as const;
/** GET /api/settings (the shell's dark-mode mutation and the settings page share it). */
export const SETTINGS_QUERY_KEY = ["settings"] as const;
/**
 * Roots of the keys the answer hook patches: ["collection-page", domain, slug] (CollectionPage)
 * and ["search", term] (SearchResult). The features' api files build their keys from these.
 */
export const COLLECTION_PAGE_KEY = "collection-page";
export const SEARCH_KEY = "search";
/** GET /api/books (the library) and everything under /api/books/:id. */
export const BOOKS_KEY = ["books"] as const;
/** GET /api/jobs/:id (a followed background job). */
export const JOBS_KEY = ["jobs"] as const;
/** Everything under /api/dictionary (stats, pages, searches, import runs). */
export const DICTIONARY_KEY = ["dictionary"] as const;
/** GET /api/dictionary/stats. */
export const DICTIONARY_STATS_KEY = [...DICTIONARY_KEY, "stats"] as const;
/** GET /api/dictionary/entries with a browse filter. */
export const dictionaryBrowseKey = (filter: { language?: string; letter?: string; page: number }) => [...DICTIONARY_KEY, "browse", filter] as const;
/** GET /api/domains (the shell's tabs; the Admin Panel changes them). */
export const DOMAINS_KEY = ["domains"] as const;
/** GET /api/subcategories */
export const SUBCATEGORIES_KEY = ["subcategories"] as const;
/** GET /api/admin/collections (the Admin Panel's shared collections). */
export const ADMIN_COLLECTIONS_KEY = ["admin", "collections"] as const;
/** GET /api/collections… (every learner-facing collection list). */
export const COLLECTIONS_KEY = ["collections"] as const;
/** GET /api/review/due (then the browser's time zone). */
export const DUE_REVIEWS_KEY = ["review", "due"] as const;
/** GET /api/parsing/session (the parsing drill; kept in the offline copy). */
export const PARSING_SESSION_KEY = ["parsing", "session"] as const;
/** The parsing drill's answers (mutations): kept in the offline copy while they wait, counted by the offline note. */
export const PARSING_ANSWER_KEY = ["parsing-answer"] as const;
