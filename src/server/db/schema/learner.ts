// Per-user rows: a user reads and writes only their own.
import { sql } from "drizzle-orm";
import {
  boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid,
} from "drizzle-orm/pg-core";
import type { ReaderPreferences } from "../../../shared/api/settings";
import { user } from "./auth";
import { books, collections, words } from "./content";

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
    darkMode: boolean("dark_mode").notNull().default(false),
    dailyGoal: integer("daily_goal").notNull().default(30),
    shuffle: boolean("shuffle").notNull().default(false),
    filter: text("filter", { enum: ["all", "known", "learning", "unknown"] }).notNull().default("all"),
    /** The reader's view mode, font sizes and alignments (ReaderPreferencesSchema). */
    reader: jsonb("reader").$type<ReaderPreferences>().notNull()
      .default(sql`'{"viewMode":"both","hebrewSize":20,"translationSize":16,"hebrewAlign":"right","translationAlign":"left"}'::jsonb`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("settings_daily_goal_chk", sql`${t.dailyGoal} between 1 and 200`),
    check("settings_filter_chk", sql`${t.filter} in ('all','known','learning','unknown')`),
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

export const generationQueue = pgTable(
  "generation_queue",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userRef(),
    collectionId: uuid("collection_id").references(() => collections.id, { onDelete: "cascade" }),
    collectionName: text("collection_name").notNull(),
    section: text("section"),
    requestedCount: integer("requested_count").notNull(),
    completedCount: integer("completed_count").notNull().default(0),
    status: text("status", { enum: ["pending", "in_progress", "completed", "failed"] }).notNull().default("pending"),
    errorMessage: text("error_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("generation_queue_user_created_idx").on(t.userId, t.createdAt),
    check("generation_queue_status_chk", sql`${t.status} in ('pending','in_progress','completed','failed')`),
    check("generation_queue_counts_chk", sql`${t.requestedCount} between 0 and 500 and ${t.completedCount} >= 0`),
  ],
);

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
    action: text("action", { enum: ["set", "know", "dont_know", "skip"] }).notNull(),
    statusAfter: text("status_after", { enum: ["learning", "known", "unknown"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("progress_events_user_created_idx").on(t.userId, t.createdAt),
    check("progress_events_action_chk", sql`${t.action} in ('set','know','dont_know','skip')`),
  ],
);
