import { z } from "zod";
import { schemaMessage } from "../i18n/schema-message";
import { DAILY_GOAL, FILTERS } from "../domain";
import { LOCALES } from "../i18n/locales";
import {
  DEFAULT_READER_PREFERENCES, DESIRED_RETENTION, FADE_DAYS, READER_FONT, READER_VIEW_MODES, TEXT_ALIGNS, VOWEL_MODES, type ReaderPreferences,
} from "../settings/settings-constants";

export { DEFAULT_READER_PREFERENCES, DESIRED_RETENTION, FADE_DAYS, READER_FONT, READER_VIEW_MODES, TEXT_ALIGNS, VOWEL_MODES, type ReaderPreferences };

export const ReaderPreferencesSchema = z.object({
  viewMode: z.enum(READER_VIEW_MODES),
  hebrewSize: z.number().int().min(READER_FONT.hebrew.min).max(READER_FONT.hebrew.max),
  translationSize: z.number().int().min(READER_FONT.translation.min).max(READER_FONT.translation.max),
  hebrewAlign: z.enum(TEXT_ALIGNS),
  translationAlign: z.enum(TEXT_ALIGNS),
  /** Absent in a view saved before 'Vowels on the words I know' (a backup file): the defaults. */
  vowels: z.enum(VOWEL_MODES).default(DEFAULT_READER_PREFERENCES.vowels),
  fadeDays: z.number().int().min(FADE_DAYS.min).max(FADE_DAYS.max).default(FADE_DAYS.default),
}).strict() satisfies z.ZodType<ReaderPreferences>;

export const SettingsSchema = z.object({
  /** Dark (true) or light (false) as the learner chose; null: as the system (prefers-color-scheme). */
  darkMode: z.boolean().nullable(),
  dailyGoal: z.number().int().min(DAILY_GOAL.min).max(DAILY_GOAL.max),
  shuffle: z.boolean(),
  filter: z.enum(FILTERS),
  reader: ReaderPreferencesSchema,
  /** The interface language chosen in Account; null: the browser's languages. */
  interfaceLanguage: z.enum(LOCALES).nullable(),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const UpdateSettingsSchema = z
  .object({
    /** null: follow the system's theme again. */
    darkMode: z.boolean().nullable(),
    dailyGoal: z.number().int().min(DAILY_GOAL.min, schemaMessage("settings_daily_goal_range", { min: DAILY_GOAL.min, max: DAILY_GOAL.max }))
      .max(DAILY_GOAL.max, schemaMessage("settings_daily_goal_range", { min: DAILY_GOAL.min, max: DAILY_GOAL.max })),
    shuffle: z.boolean(),
    filter: z.enum(FILTERS),
    /** The whole reader view (the client merges its change into the current one). */
    reader: ReaderPreferencesSchema,
    /** null: follow the browser's languages again. */
    interfaceLanguage: z.enum(LOCALES).nullable(),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, schemaMessage("settings_nothing_to_update"));
export type UpdateSettings = z.infer<typeof UpdateSettingsSchema>;

/** The review scheduler (FSRS): the learner's own weights, fitted by the FSRS optimiser from the review-log export. */
export const FSRS_WEIGHT_COUNTS = [19, 21] as const;
export const FsrsWeightsSchema = z
  .array(z.number().finite().min(-100).max(100))
  .refine((w) => (FSRS_WEIGHT_COUNTS as readonly number[]).includes(w.length), schemaMessage("settings_fsrs_weights"))
  .nullable();
export const DesiredRetentionSchema = z.number()
  .min(DESIRED_RETENTION.min, schemaMessage("settings_desired_retention_range", { min: DESIRED_RETENTION.min, max: DESIRED_RETENTION.max }))
  .max(DESIRED_RETENTION.max, schemaMessage("settings_desired_retention_range", { min: DESIRED_RETENTION.min, max: DESIRED_RETENTION.max }));

/** GET /api/settings/review: the learner's review scheduler (settings.fsrs_weights, settings.desired_retention). */
export const ReviewSettingsSchema = z.object({
  /** null: ts-fsrs's default weights. Kept as 21 (FSRS-6): 19 (FSRS-5) are filled up by ts-fsrs when saved. */
  fsrsWeights: FsrsWeightsSchema,
  desiredRetention: DesiredRetentionSchema,
});
export type ReviewSettings = z.infer<typeof ReviewSettingsSchema>;

/** PATCH /api/settings/review: either or both; fsrsWeights null goes back to the defaults. */
export const UpdateReviewSettingsSchema = ReviewSettingsSchema.partial().strict()
  .refine((v) => Object.keys(v).length > 0, schemaMessage("settings_nothing_to_update"));
export type UpdateReviewSettings = z.infer<typeof UpdateReviewSettingsSchema>;
