import type { DueReviews } from "../../../shared/api/review";
import { REVIEW_BATCH } from "../../../shared/api/review";
import { revlogCsv } from "../../../shared/review/revlog-csv";
import { previewIntervals, schedulerFor } from "../../../shared/review/schedule-review";
import { startOfToday, todayRange } from "../../../shared/statistics/statistics-boundaries";
import type { Db } from "../../db/client";
import { findDueCards, listReviewLog } from "./queries";

/**
 * The Review page: the due cards with each rating's next interval, computed by ts-fsrs with the
 * learner's settings at `now` (the server's clock, deps.now; tests pass their own). A card in the
 * Review state counts as due on its due day in the learner's zone, so the next one not yet due
 * comes at the start of that day; a learning step's card at its due minute.
 */
export async function getDueReviews(db: Db, userId: string, timeZone: string, now: Date): Promise<DueReviews> {
  const today = todayRange(now.getTime(), timeZone);
  const found = await findDueCards(db, userId, now, new Date(today.end), REVIEW_BATCH);
  const scheduler = schedulerFor(found.parameters);
  const next = [
    found.nextLearning?.getTime(),
    found.nextReview ? startOfToday(found.nextReview.getTime(), timeZone) : undefined,
  ].filter((t): t is number => t !== undefined);
  return {
    cards: found.cards.map((c) => ({
      cardId: c.cardId, word: c.word, state: c.card.state, due: c.card.due.toISOString(), intervals: previewIntervals(scheduler, c.card, now),
    })),
    dueCount: found.dueCount,
    nextReviewAt: next.length ? new Date(Math.min(...next)).toISOString() : null,
    now: now.toISOString(),
  };
}

/** The learner's review log as fsrs-optimizer's revlog CSV. */
export async function exportReviewLog(db: Db, userId: string): Promise<string> {
  return revlogCsv(await listReviewLog(db, userId));
}
