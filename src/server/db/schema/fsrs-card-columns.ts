import { doublePrecision, integer, smallint, timestamp } from "drizzle-orm/pg-core";

/**
 * The columns of an FSRS card as ts-fsrs's Card holds it (review_cards, parsing_cards): new builders
 * at each call, one set per table.
 */
export const fsrsCardColumns = () => ({
  due: timestamp("due", { withTimezone: true }).notNull(),
  stability: doublePrecision("stability").notNull(),
  difficulty: doublePrecision("difficulty").notNull(),
  scheduledDays: integer("scheduled_days").notNull(),
  learningSteps: integer("learning_steps").notNull(),
  reps: integer("reps").notNull(),
  lapses: integer("lapses").notNull(),
  /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: smallint("state").notNull(),
  lastReview: timestamp("last_review", { withTimezone: true }),
});
