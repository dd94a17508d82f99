import { z } from "zod";
import { WordSchema } from "./collections";
import { TimeZoneParam } from "./statistics";

/** How many due cards GET /api/review/due sends at most (the page asks again when they are done). */
export const REVIEW_BATCH = 50;

/** GET /api/review/due?tz=…: `tz` decides where "today" ends for cards in the Review state. */
export const DueReviewsQuerySchema = z.object({ tz: TimeZoneParam });

/** How long until the card would be due again after each rating (ms from the server's now). */
export const ReviewIntervalsSchema = z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number() });
export type ReviewIntervals = z.infer<typeof ReviewIntervalsSchema>;

export const DueReviewSchema = z.object({
  /** The card's number (card_id of the review-log export). */
  cardId: z.number().int(),
  word: WordSchema,
  /** 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: z.number().int().min(0).max(3),
  due: z.string(),
  intervals: ReviewIntervalsSchema,
});
export type DueReview = z.infer<typeof DueReviewSchema>;

/**
 * GET /api/review/due: the learner's due cards across every collection they can see, oldest due
 * first (at most REVIEW_BATCH). A card is due when its due time has come, or, in the Review state
 * (days apart), when it falls due today in the learner's zone. `nextReviewAt`: when the next card
 * not yet due becomes due (null: none); `now` is the server's clock the answer was computed at.
 */
export const DueReviewsSchema = z.object({
  cards: z.array(DueReviewSchema),
  dueCount: z.number().int(),
  nextReviewAt: z.string().nullable(),
  now: z.string(),
});
export type DueReviews = z.infer<typeof DueReviewsSchema>;

/** The review-log export's columns, as fsrs-optimizer's revlog CSV names them. */
export const REVLOG_COLUMNS = ["card_id", "review_time", "review_rating", "review_state", "review_duration"] as const;
