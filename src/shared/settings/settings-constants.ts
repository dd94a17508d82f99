/**
 * The settings' constants the client's pages read, with no zod: a page importing them does not
 * build the settings' schemas (src/shared/api/settings.ts builds them from these and re-exports them).
 */

/** The reader's view (its font sizes, step 1): kept for the user across visits. */
export const READER_FONT = {
  hebrew: { min: 14, max: 36, default: 20 },
  translation: { min: 12, max: 28, default: 16 },
  step: 1,
} as const;
export const READER_VIEW_MODES = ["hebrew", "translation", "both"] as const;
export const TEXT_ALIGNS = ["left", "center", "right"] as const;
/**
 * 'Vowels on the words I know': always pointed; 'fade', a word whose lemma the learner knows well
 * (its best FSRS card's stability above `fadeDays`) without niqqud and cantillation; 'never', every
 * word the reader underlines as known without them (src/shared/reading/word-vowels.ts).
 */
export const VOWEL_MODES = ["always", "fade", "never"] as const;
export type VowelMode = (typeof VOWEL_MODES)[number];
/** The stability (days) above which 'fade' drops a lemma's points. */
export const FADE_DAYS = { min: 1, max: 365, default: 21 } as const;

export interface ReaderPreferences {
  viewMode: (typeof READER_VIEW_MODES)[number];
  hebrewSize: number;
  translationSize: number;
  hebrewAlign: (typeof TEXT_ALIGNS)[number];
  translationAlign: (typeof TEXT_ALIGNS)[number];
  vowels: VowelMode;
  fadeDays: number;
}

export const DEFAULT_READER_PREFERENCES: ReaderPreferences = {
  viewMode: "both",
  hebrewSize: READER_FONT.hebrew.default,
  translationSize: READER_FONT.translation.default,
  hebrewAlign: "right",
  translationAlign: "left",
  vowels: "always",
  fadeDays: FADE_DAYS.default,
};

/** The review scheduler's (FSRS) desired retention: its range and default. */
export const DESIRED_RETENTION = { min: 0.7, max: 0.99, default: 0.9 } as const;
