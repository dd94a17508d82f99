// The parsing drill's rows (migration 0033): per user, each learner reads and writes only their own.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { fsrsCardColumns } from "./fsrs-card-columns";
import { books } from "./content";

/**
 * A learner's FSRS card on a parsed form: the form as it stands (cantillation removed, niqqud kept,
 * NFC), its OpenScriptures code and Strong's number ("" for none) — the same form parsed the same
 * way is one card wherever it occurs — and the place it was first drilled at (the verse shown).
 * Scheduled by the same ts-fsrs mapping as the word cards (src/shared/review/schedule-review.ts).
 */
export const parsingCards = pgTable(
  "parsing_cards",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id").notNull().references(() => user.id, { onDelete: "cascade" }),
    form: text("form").notNull(),
    morph: text("morph").notNull(),
    strong: text("strong").notNull(),
    bookId: uuid("book_id").notNull().references(() => books.id, { onDelete: "cascade" }),
    chapter: integer("chapter").notNull(),
    verse: integer("verse").notNull(),
    position: integer("position").notNull(),
    ...fsrsCardColumns(),
  },
  (t) => [
    // Code and lemma first: a session looks up the cards on each candidate's code and lemma (any form).
    uniqueIndex("parsing_cards_user_item_uq").on(t.userId, t.morph, t.strong, t.form),
    index("parsing_cards_user_due_idx").on(t.userId, t.due),
    check("parsing_cards_state_chk", sql`${t.state} between 0 and 3`),
  ],
);

/** Each parsing answer (a client-made id: a retried answer is applied once), graded, with the form's binyan and tense letters. */
export const parsingAnswers = pgTable(
  "parsing_answers",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id").notNull().references(() => user.id, { onDelete: "cascade" }),
    cardId: bigint("card_id", { mode: "number" }).notNull().references(() => parsingCards.id, { onDelete: "cascade" }),
    binyan: text("binyan"),
    tense: text("tense"),
    correct: boolean("correct").notNull(),
    rating: smallint("rating").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
    /** How long the answer took, as the client measured it (migration 0036); null before it, or when not sent. */
    durationMs: integer("duration_ms"),
  },
  (t) => [
    index("parsing_answers_user_idx").on(t.userId, t.answeredAt),
    check("parsing_answers_rating_chk", sql`${t.rating} between 1 and 4`),
  ],
);
