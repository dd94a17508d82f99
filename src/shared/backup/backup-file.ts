import { z } from "zod";
import { DAILY_GOAL, FILTERS, WORD_STATUSES } from "../domain";
import { SLUG_PATTERN } from "../collection-transfer/collection-file";
import { MAX_FIELD_LENGTH } from "../collection-transfer/transfer-word";
import { LOCALES } from "../i18n/locales";
import { schemaMessage as sm } from "../i18n/schema-message";
import { DEFAULT_READER_PREFERENCES, DESIRED_RETENTION, DesiredRetentionSchema, FsrsWeightsSchema, ReaderPreferencesSchema } from "../api/settings";

/**
 * The backup file: { timestamp, version: "1.0", data: { collections, words, progress,
 * settings, parsing_cards }, stats: { collectionsCount, wordsCount, progressCount } }. Rows use the database's
 * column names; ids are strings and times ISO 8601 strings, so a file moves between PGlite and
 * PostgreSQL and between instances. Progress rows also carry `word_ref` (collection domain/slug,
 * word hebrew + freq_rank) so they re-link to the same words where the ids differ, and settings rows
 * carry `user_email` so the same person's rows are recognised on another instance. Milim adds to a
 * progress row its word's review card with the card's review log (`review_card`), and to the
 * settings row the review scheduler's settings; files without them restore with no card and the
 * default scheduler. `parsing_cards` (Milim's: the parsing drill's cards, each with its answers)
 * is absent in older files and the spec's: they restore without parsing cards.
 */
export const BACKUP_VERSION = "1.0";
export const BACKUP_STORE = "backups";
export const RESTORE_MAX_BYTES = 50 * 1024 * 1024;
/**
 * What a restore may bring of a review log: at most this many reviews of one card (a card
 * reviewed daily for five years has under 2,000), and of all cards together. The fit and the
 * forecast bound their own work too; these keep a file from holding a history no learner makes.
 */
export const REVIEW_LOGS_PER_CARD_MAX = 2_000;
export const RESTORE_MAX_REVIEW_LOGS = 200_000;
/** The same bounds for the parsing drill's answers: of one parsing card, and of all of them. */
export const PARSING_ANSWERS_PER_CARD_MAX = REVIEW_LOGS_PER_CARD_MAX;
export const RESTORE_MAX_PARSING_ANSWERS = RESTORE_MAX_REVIEW_LOGS;

// Each check's message is a key (`server_file_…`, "must be text"): the parser names the field before it.
const idText = z.string({ error: sm("file_id") }).min(1, sm("file_must_not_be_empty")).max(200, sm("file_longer_than", { max: 200 }));
// PostgreSQL text cannot hold NUL characters: refuse them here rather than fail in the database.
const text = (max = MAX_FIELD_LENGTH) => z.string({ error: sm("file_text") }).max(max, sm("file_longer_than", { max })).refine((v) => !v.includes("\u0000"), sm("file_nul"));
const optText = (max = MAX_FIELD_LENGTH) => text(max).nullish().transform((v) => (v == null ? null : v.normalize("NFC")));
const isoTime = z.string({ error: sm("file_time") }).refine((s) => !Number.isNaN(Date.parse(s)), sm("file_time"));
const optTime = isoTime.nullish().transform((v) => v ?? null);
const count = z.number({ error: sm("file_number") }).int(sm("file_whole")).min(0, sm("file_not_negative")).max(2_147_483_647, sm("file_too_large"));

export const BackupCollectionSchema = z.object({
  id: idText,
  domain: text(100).min(1, sm("file_must_not_be_empty")),
  name: text(200).min(1, sm("file_must_not_be_empty")).transform((v) => v.normalize("NFC")),
  slug: text(100).regex(SLUG_PATTERN, sm("file_slug")),
  description: optText(2000),
  subcategory: optText(200),
  order: z.number({ error: sm("file_number") }).int(sm("file_whole")).min(-1_000_000, sm("file_between", { min: -1_000_000, max: 1_000_000 })).max(1_000_000, sm("file_between", { min: -1_000_000, max: 1_000_000 })).nullish().transform((v) => v ?? 0),
  metadata: z.record(z.string(), z.unknown(), { error: sm("file_object") })
    .refine((v) => !JSON.stringify(v).includes("\\u0000"), sm("file_nul"))
    .nullish().transform((v) => v ?? {}),
  /** null: a shared collection; a user id: that user's private collection. */
  owner_id: idText.nullish().transform((v) => v ?? null),
  created_at: optTime,
}, { error: sm("file_object") });
export type BackupCollection = z.infer<typeof BackupCollectionSchema>;

export const BackupWordSchema = z.object({
  id: idText,
  collection_id: idText,
  hebrew: text().transform((v) => v.normalize("NFC").trim()).refine((v) => v.length > 0, sm("file_must_not_be_empty")),
  english: text().nullish().transform((v) => (v ?? "").normalize("NFC")),
  spanish: optText(),
  portuguese: optText(),
  french: optText(),
  italian: optText(),
  translit: optText(),
  pos: optText(),
  freq_rank: count.nullish().transform((v) => v ?? null),
  subcategory: optText(),
  section: optText(),
  /** Where a word saved from the reader was met ("Genesis 1:1") and that verse's text; absent in older files. */
  context_ref: optText(200),
  context_text: optText(20_000),
  /** The Strong's number of the word's lemma ("H559", words.lemma, migration 0025); absent in older files. */
  lemma: optText(20),
  created_at: optTime,
}, { error: sm("file_object") });
export type BackupWord = z.infer<typeof BackupWordSchema>;

/** How a progress row names its word when ids differ between instances. */
export const WordRefSchema = z.object({
  domain: text(100).min(1, sm("file_must_not_be_empty")),
  slug: text(100).min(1, sm("file_must_not_be_empty")),
  /** true: the word is in a shared collection; false: in the user's own private collection. */
  shared: z.boolean({ error: sm("file_boolean") }),
  hebrew: text().transform((v) => v.normalize("NFC").trim()),
  freq_rank: count.nullish().transform((v) => v ?? null),
}, { error: sm("file_object") });
export type WordRef = z.infer<typeof WordRefSchema>;

const smallCount = count.max(1_000_000, sm("file_too_large"));
const finite = z.number({ error: sm("file_number") }).finite(sm("file_finite"));

/** One answer that moved a review card (the review log, as the FSRS optimiser reads it). */
export const BackupReviewLogSchema = z.object({
  /** The answer's id (a uuid): a log is restored once. */
  id: z.uuid({ error: sm("file_uuid") }),
  reviewed_at: isoTime,
  rating: z.number({ error: sm("file_number") }).int(sm("file_whole")).min(1, sm("file_between", { min: 1, max: 4 })).max(4, sm("file_between", { min: 1, max: 4 })),
  state: z.number({ error: sm("file_number") }).int(sm("file_whole")).min(0, sm("file_between", { min: 0, max: 3 })).max(3, sm("file_between", { min: 0, max: 3 })),
  elapsed_days: smallCount,
  scheduled_days: smallCount,
  duration_ms: count.nullish().transform((v) => v ?? null),
}, { error: sm("file_object") });

/** An FSRS card's state, the same in a word's review card and a parsing card. */
const fsrsCardFields = {
  due: isoTime,
  stability: finite.min(0, sm("file_not_negative")),
  difficulty: finite.min(0, sm("file_not_negative")),
  scheduled_days: smallCount,
  learning_steps: smallCount,
  reps: count,
  lapses: count,
  state: z.number({ error: sm("file_number") }).int(sm("file_whole")).min(0, sm("file_between", { min: 0, max: 3 })).max(3, sm("file_between", { min: 0, max: 3 })),
  last_review: optTime,
};

/**
 * The word's spaced-repetition card (FSRS) and its review log. Milim's, not in the spec's format:
 * absent in its files (no card). It rides on the progress row, so it re-links to the same word.
 */
export const BackupReviewCardSchema = z.object({
  ...fsrsCardFields,
  logs: z.array(BackupReviewLogSchema, { error: sm("file_list") })
    .max(REVIEW_LOGS_PER_CARD_MAX, sm("file_card_logs", { max: REVIEW_LOGS_PER_CARD_MAX })).nullish().transform((v) => v ?? []),
}, { error: sm("file_object") });
export type BackupReviewCard = z.infer<typeof BackupReviewCardSchema>;

export const BackupProgressSchema = z.object({
  id: idText.nullish().transform((v) => v ?? null),
  user_id: idText,
  collection_id: idText.nullish().transform((v) => v ?? null),
  word_id: idText,
  status: z.enum(WORD_STATUSES, { error: sm("file_one_of", { values: WORD_STATUSES.join(", ") }) }),
  times_seen: count,
  times_known: count,
  srs_ease: z.number({ error: sm("file_number") }).min(0, sm("file_between", { min: 0, max: 100 })).max(100, sm("file_between", { min: 0, max: 100 })).nullish().transform((v) => v ?? 2.5),
  srs_interval: count.nullish().transform((v) => v ?? 0),
  last_seen_at: optTime,
  known_at: optTime,
  updated_at: optTime,
  word_ref: WordRefSchema.nullish().transform((v) => v ?? null),
  review_card: BackupReviewCardSchema.nullish().transform((v) => v ?? null),
}, { error: sm("file_object") });
export type BackupProgress = z.infer<typeof BackupProgressSchema>;

export const BackupSettingsSchema = z.object({
  id: idText.nullish().transform((v) => v ?? null),
  user_id: idText,
  user_email: text(255).nullish().transform((v) => v ?? null),
  dark_mode: z.boolean({ error: sm("file_boolean") }).nullish().transform((v) => v ?? null),
  daily_goal: z.number({ error: sm("file_number") }).int(sm("file_whole"))
    .min(DAILY_GOAL.min, sm("file_between", { min: DAILY_GOAL.min, max: DAILY_GOAL.max }))
    .max(DAILY_GOAL.max, sm("file_between", { min: DAILY_GOAL.min, max: DAILY_GOAL.max }))
    .nullish().transform((v) => v ?? DAILY_GOAL.default),
  shuffle: z.boolean({ error: sm("file_boolean") }).nullish().transform((v) => v ?? false),
  filter: z.enum(FILTERS, { error: sm("file_one_of", { values: FILTERS.join(", ") }) }).nullish().transform((v) => v ?? "all"),
  /** Milim's reader view (not in the spec's format: absent in its files, so the defaults apply). */
  reader: ReaderPreferencesSchema.nullish().transform((v) => v ?? DEFAULT_READER_PREFERENCES),
  /** The review scheduler (Milim's; absent in the spec's files: the defaults apply). */
  fsrs_weights: FsrsWeightsSchema.nullish().transform((v) => v ?? null),
  desired_retention: DesiredRetentionSchema.nullish().transform((v) => v ?? DESIRED_RETENTION.default),
  /**
   * The interface language (Milim's own field): a locale, or null to follow the browser's languages.
   * Absent in older files and the spec's: the restore then leaves the learner's choice as it is.
   */
  interface_language: z.enum(LOCALES, { error: sm("file_one_of_or_null", { values: LOCALES.join(", ") }) }).nullable().optional(),
  updated_at: optTime,
}, { error: sm("file_object") });
export type BackupSettings = z.infer<typeof BackupSettingsSchema>;

/** One answer of the parsing drill: its grade, with the form's binyan and tense letters (the accuracy per binyan and tense). */
export const BackupParsingAnswerSchema = z.object({
  /** The answer's id (a uuid): an answer is restored once. */
  id: z.uuid({ error: sm("file_uuid") }),
  binyan: text(10).nullish().transform((v) => v ?? null),
  tense: text(10).nullish().transform((v) => v ?? null),
  correct: z.boolean({ error: sm("file_boolean") }),
  rating: z.number({ error: sm("file_number") }).int(sm("file_whole")).min(1, sm("file_between", { min: 1, max: 4 })).max(4, sm("file_between", { min: 1, max: 4 })),
  answered_at: isoTime,
  /** How long the answer took (absent in files written before it was kept). */
  duration_ms: count.nullish().transform((v) => v ?? null),
}, { error: sm("file_object") });

/** Where a parsing card was first drilled: its book by id, else (another instance) by the book's source (its title). */
export const BookRefSchema = z.object({
  source_ref: text(300).nullish().transform((v) => v ?? null),
  title: text(300),
}, { error: sm("file_object") });

/**
 * A parsing drill card (Milim's; absent in older files and the spec's): the form as it stands
 * (niqqud kept), its OpenScriptures code and Strong's number ("" for none), the place it was first
 * drilled at, its FSRS state and its answers.
 */
export const BackupParsingCardSchema = z.object({
  user_id: idText,
  form: text(100).min(1, sm("file_must_not_be_empty")).transform((v) => v.normalize("NFC")),
  morph: text(50).min(1, sm("file_must_not_be_empty")),
  strong: text(20),
  book_id: idText,
  book_ref: BookRefSchema,
  chapter: count,
  verse: count,
  position: count,
  ...fsrsCardFields,
  answers: z.array(BackupParsingAnswerSchema, { error: sm("file_list") })
    .max(PARSING_ANSWERS_PER_CARD_MAX, sm("file_card_answers", { max: PARSING_ANSWERS_PER_CARD_MAX })).nullish().transform((v) => v ?? []),
}, { error: sm("file_object") });
export type BackupParsingCard = z.infer<typeof BackupParsingCardSchema>;

const list = <T extends z.ZodType>(item: T) => z.array(item, { error: sm("file_list") }).nullish().transform((v) => v ?? []);

export const BackupDataSchema = z.object({
  collections: list(BackupCollectionSchema),
  words: list(BackupWordSchema),
  progress: list(BackupProgressSchema),
  settings: list(BackupSettingsSchema),
  parsing_cards: list(BackupParsingCardSchema),
});

export const BackupStatsSchema = z.object({ collectionsCount: count, wordsCount: count, progressCount: count });
export type BackupStats = z.infer<typeof BackupStatsSchema>;

export const BackupFileSchema = z.object({
  timestamp: optTime,
  version: z.literal(BACKUP_VERSION, { error: sm("file_equal", { value: `"${BACKUP_VERSION}"` }) }).nullish(),
  data: BackupDataSchema,
  stats: BackupStatsSchema.nullish(),
});
export type BackupFile = z.infer<typeof BackupFileSchema>;

/** The file as written (every field present). */
export interface BackupFileOut {
  timestamp: string;
  version: typeof BACKUP_VERSION;
  data: {
    collections: z.input<typeof BackupCollectionSchema>[];
    words: z.input<typeof BackupWordSchema>[];
    progress: z.input<typeof BackupProgressSchema>[];
    settings: z.input<typeof BackupSettingsSchema>[];
    parsing_cards: z.input<typeof BackupParsingCardSchema>[];
  };
  stats: BackupStats;
}
