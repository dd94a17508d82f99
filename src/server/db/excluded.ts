import { sql, type SQL } from "drizzle-orm";

/** `excluded."column"`: in INSERT … ON CONFLICT DO UPDATE, the value the row would have had. */
export const excluded = (column: string): SQL => sql.raw(`excluded."${column}"`);

/** ON CONFLICT DO UPDATE's set for a review card (review_cards): every scheduling column the row would have had. */
export const reviewCardConflictSet = () => ({
  due: excluded("due"), stability: excluded("stability"), difficulty: excluded("difficulty"), scheduledDays: excluded("scheduled_days"),
  learningSteps: excluded("learning_steps"), reps: excluded("reps"), lapses: excluded("lapses"), state: excluded("state"),
  lastReview: excluded("last_review"),
});
