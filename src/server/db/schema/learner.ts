// Per-user rows: a user reads and writes only their own.
import { sql } from "drizzle-orm";
import {
  bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid,
} from "drizzle-orm/pg-core";
import type { FitMetrics } from "../../../shared/api/review-fit";
import type { ReaderPreferences } from "../../../shared/api/settings";
import { user } from "./auth";
import { fsrsCardColumns } from "./fsrs-card-columns";
import { books, collections, words } from "./content";

/** review_fits.metrics: log loss and RMSE of the default, the learner's own (null: they use the defaults) and the fitted parameters. */
export interface ReviewFitMetrics { defaults: FitMetrics; current: FitMetrics | null; fitted: FitMetrics }

const userRef = () => text("user_id").notNull().references(() => user.id, { onDelete: "cascade" });

export const progress = pgTable(
  "progress",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userRef(),
    collectionId: uuid("collection_id").notNull().references(() => collections.id, { onDelete: "cascade" }),
    wordId: uuid("word_id").notNull().references(() => words.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["learning", "known", "unknown"] }).notNull().default("learning"),
    timesSeen: integer("times_seen").notNull().default(0),
    timesKnown: integer("times_known").notNull().default(0),
    srsEase: doublePrecision("srs_ease").notNull().default(2.5),
    srsInterval: integer("srs_interval").notNull().default(0),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    /** When the word last became known (null unless status is known); drives statistics. */
    knownAt: timestamp("known_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("progress_user_word_uq").on(t.userId, t.wordId),
    index("progress_user_collection_idx").on(t.userId, t.collectionId),
    // No index on status or known_at: an answer then updates its row in place (a HOT update, with
    // the table's fillfactor 80, migration 0004) instead of adding an entry to every index.
    check("progress_status_chk", sql`${t.status} in ('learning','known','unknown')`),
    check("progress_counts_chk", sql`${t.timesSeen} >= 0 and ${t.timesKnown} >= 0`),
  ],
);

export const settings = pgTable(
  "settings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userRef().unique(),
    /** Light (false) or dark (true) as the learner chose; null: as the system (the browser's prefers-color-scheme). */
    darkMode: boolean("dark_mode"),
    dailyGoal: integer("daily_goal").notNull().default(30),
    shuffle: boolean("shuffle").notNull().default(false),
    filter: text("filter", { enum: ["all", "known", "learning", "unknown"] }).notNull().default("all"),
    /** The reader's view mode, font sizes, alignments and vowels on known words (ReaderPreferencesSchema). */
    reader: jsonb("reader").$type<ReaderPreferences>().notNull()
      .default(sql`'{"viewMode":"both","hebrewSize":20,"translationSize":16,"hebrewAlign":"right","translationAlign":"left","vowels":"always","fadeDays":21}'::jsonb`),
    /** The learner's own FSRS weights (19 or 21 numbers, as ts-fsrs accepts them); null: ts-fsrs's defaults. */
    fsrsWeights: jsonb("fsrs_weights").$type<number[]>(),
    /** The recall probability the review schedule aims at (FSRS request_retention). */
    desiredRetention: doublePrecision("desired_retention").notNull().default(0.9),
    /** The interface language chosen in Account (LOCALES); null: the browser's languages. */
    interfaceLanguage: text("interface_language", { enum: ["en", "he", "es", "pt", "fr", "it"] }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("settings_daily_goal_chk", sql`${t.dailyGoal} between 1 and 200`),
    check("settings_desired_retention_chk", sql`${t.desiredRetention} between 0.7 and 0.99`),
    check("settings_filter_chk", sql`${t.filter} in ('all','known','learning','unknown')`),
    check("settings_interface_language_chk", sql`${t.interfaceLanguage} in ('en','he','es','pt','fr','it')`),
  ],
);

export const studySessions = pgTable(
  "study_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userRef(),
    durationMinutes: integer("duration_minutes").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    index("study_sessions_user_started_idx").on(t.userId, t.startedAt),
    check("study_sessions_duration_chk", sql`${t.durationMinutes} > 0`),
  ],
);

export const userReadingProgress = pgTable(
  "user_reading_progress",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userRef(),
    bookId: uuid("book_id").notNull().references(() => books.id, { onDelete: "cascade" }),
    lastChapter: integer("last_chapter").notNull().default(1),
    lastVerse: integer("last_verse").notNull().default(1),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_reading_progress_uq").on(t.userId, t.bookId)],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: userRef(),
    role: text("role", { enum: ["user", "admin"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    check("user_roles_role_chk", sql`${t.role} in ('user','admin')`),
  ],
);

export const profiles = pgTable("profiles", {
  id: text("id").primaryKey().references(() => user.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  country: text("country"),
  city: text("city"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
});

/**
 * Every answer a learner gives (flashcards, games, status buttons), keyed by a client-made id so
 * a retried request is applied once. Feeds "answered today" (daily goal) and the learning history.
 * An event is written only together with its (user, word) progress row, whose foreign keys guard
 * the user and the word. The events' own cascades are statement-level triggers (migration 0004):
 * deleting or truncating users or words deletes their events in one statement, instead of a
 * foreign-key check for every answer.
 */
export const progressEvents = pgTable(
  "progress_events",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id").notNull(),
    wordId: uuid("word_id").notNull(),
    /** 'restored': not an answer but a review log that came back from a backup without its answer. */
    action: text("action", { enum: ["set", "know", "dont_know", "skip", "review", "restored"] }).notNull(),
    statusAfter: text("status_after", { enum: ["learning", "known", "unknown"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // The review log of an answer that moved its word's FSRS card (null otherwise), in the answer's
    // own row (migration 0020): what fsrs-optimizer reads, and what a backup carries with the card.
    /** 1 Again, 2 Hard, 3 Good, 4 Easy. */
    reviewRating: smallint("review_rating"),
    /** The card's state when it was reviewed (before the answer): 0 New, 1 Learning, 2 Review, 3 Relearning. */
    reviewState: smallint("review_state"),
    /** Days since the card's previous review. */
    elapsedDays: integer("elapsed_days"),
    /** The card's interval (days) before the answer. */
    scheduledDays: integer("scheduled_days"),
    /** Milliseconds the learner took, when the client measured it. */
    durationMs: integer("duration_ms"),
    /** The scheduler's clock (deps.now) at the review: the card's last_review. */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    index("progress_events_user_created_idx").on(t.userId, t.createdAt),
    check("progress_events_action_chk", sql`${t.action} in ('set','know','dont_know','skip','review','restored')`),
    check("progress_events_review_chk", sql`(${t.reviewRating} is null) = (${t.reviewedAt} is null) and (${t.reviewRating} is null or (${t.reviewRating} between 1 and 4 and ${t.reviewState} between 0 and 3 and ${t.elapsedDays} is not null and ${t.scheduledDays} is not null))`),
    check("progress_events_duration_chk", sql`${t.durationMs} is null or ${t.durationMs} >= 0`),
  ],
);

/**
 * A learner's spaced-repetition card for a word (FSRS, scheduled by ts-fsrs in
 * modules/progress/schedule-reviews.ts), written in the transaction of the answer that moves it.
 * The integer id is the card_id of the review-log export (fsrs-optimizer's revlog CSV); its log
 * is in the answers' progress_events rows.
 */
export const reviewCards = pgTable(
  "review_cards",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    wordId: uuid("word_id").notNull().references(() => words.id, { onDelete: "cascade" }),
    ...fsrsCardColumns(),
  },
  (t) => [
    uniqueIndex("review_cards_user_word_uq").on(t.userId, t.wordId),
    index("review_cards_user_due_idx").on(t.userId, t.due),
    check("review_cards_state_chk", sql`${t.state} between 0 and 3`),
  ],
);

/**
 * A learner's pending FSRS fit (migration 0028): the parameters computed from their review log by
 * a 'fit-review-parameters' job, and how well each set predicts that log. Accepting it copies the
 * weights to settings.fsrs_weights; accepting or rejecting it deletes it.
 */
export const reviewFits = pgTable("review_fits", {
  userId: text("user_id").primaryKey().references(() => user.id, { onDelete: "cascade" }),
  jobId: uuid("job_id").notNull(),
  weights: jsonb("weights").$type<number[]>().notNull(),
  reviewCount: integer("review_count").notNull(),
  cardCount: integer("card_count").notNull(),
  metrics: jsonb("metrics").$type<ReviewFitMetrics>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
