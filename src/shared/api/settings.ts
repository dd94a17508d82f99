import { z } from "zod";
import { DAILY_GOAL, FILTERS } from "../domain";

/** The reader's view (spec 001 §2 "Reader", §9 font sizes): kept for the user across visits. */
export const READER_FONT = {
  hebrew: { min: 14, max: 36, default: 20 },
  translation: { min: 12, max: 28, default: 16 },
  step: 1,
} as const;
export const READER_VIEW_MODES = ["hebrew", "translation", "both"] as const;
export const TEXT_ALIGNS = ["left", "center", "right"] as const;
export const ReaderPreferencesSchema = z.object({
  viewMode: z.enum(READER_VIEW_MODES),
  hebrewSize: z.number().int().min(READER_FONT.hebrew.min).max(READER_FONT.hebrew.max),
  translationSize: z.number().int().min(READER_FONT.translation.min).max(READER_FONT.translation.max),
  hebrewAlign: z.enum(TEXT_ALIGNS),
  translationAlign: z.enum(TEXT_ALIGNS),
}).strict();
export type ReaderPreferences = z.infer<typeof ReaderPreferencesSchema>;
export const DEFAULT_READER_PREFERENCES: ReaderPreferences = {
  viewMode: "both",
  hebrewSize: READER_FONT.hebrew.default,
  translationSize: READER_FONT.translation.default,
  hebrewAlign: "right",
  translationAlign: "left",
};

export const SettingsSchema = z.object({
  darkMode: z.boolean(),
  dailyGoal: z.number().int().min(DAILY_GOAL.min).max(DAILY_GOAL.max),
  shuffle: z.boolean(),
  filter: z.enum(FILTERS),
  reader: ReaderPreferencesSchema,
});
export type Settings = z.infer<typeof SettingsSchema>;

export const UpdateSettingsSchema = z
  .object({
    darkMode: z.boolean(),
    dailyGoal: z.number().int().min(DAILY_GOAL.min, `Daily goal must be between ${DAILY_GOAL.min} and ${DAILY_GOAL.max}`)
      .max(DAILY_GOAL.max, `Daily goal must be between ${DAILY_GOAL.min} and ${DAILY_GOAL.max}`),
    shuffle: z.boolean(),
    filter: z.enum(FILTERS),
    /** The whole reader view (the client merges its change into the current one). */
    reader: ReaderPreferencesSchema,
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update");
export type UpdateSettings = z.infer<typeof UpdateSettingsSchema>;
