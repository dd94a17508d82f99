// The instance's own state, beside its content and its learners.
import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * The 'Get started' steps an administrator dismissed (migration 0029): for the whole instance, one
 * row per step. The steps' states are read from the data.
 */
export const gettingStartedDismissals = pgTable(
  "getting_started_dismissals",
  {
    step: text("step", { enum: ["texts", "lexicons", "collections", "learners"] }).primaryKey(),
    dismissedBy: text("dismissed_by").references(() => user.id, { onDelete: "set null" }),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("getting_started_dismissals_step_chk", sql`${t.step} in ('texts','lexicons','collections','learners')`)],
);
