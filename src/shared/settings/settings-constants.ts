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

export interface ReaderPreferences {
  viewMode: (typeof READER_VIEW_MODES)[number];
  hebrewSize: number;
  translationSize: number;
  hebrewAlign: (typeof TEXT_ALIGNS)[number];
  translationAlign: (typeof TEXT_ALIGNS)[number];
}

export const DEFAULT_READER_PREFERENCES: ReaderPreferences = {
  viewMode: "both",
  hebrewSize: READER_FONT.hebrew.default,
  translationSize: READER_FONT.translation.default,
  hebrewAlign: "right",
  translationAlign: "left",
};

/** The review scheduler's (FSRS) desired retention: its range and default. */
export const DESIRED_RETENTION = { min: 0.7, max: 0.99, default: 0.9 } as const;
