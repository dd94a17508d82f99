import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { reviewCardConflictSet } from "../../db/excluded";
import { progressEvents, reviewCards } from "../../db/schema";
import type { BackupReviewCard } from "../../../shared/backup/backup-file";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const CHUNK = 500;

/** A user's review cards with their logs (the rated answers' events, oldest first), by word id: two statements. */
export async function reviewCardsForBackup(db: DbOrTx, userId: string): Promise<Map<string, BackupReviewCard>> {
  const cards = await db.select().from(reviewCards).where(eq(reviewCards.userId, userId)).orderBy(asc(reviewCards.id));
  const logs = await db
    .select()
    .from(progressEvents)
    .where(and(eq(progressEvents.userId, userId), isNotNull(progressEvents.reviewRating)))
    .orderBy(asc(progressEvents.reviewedAt), asc(progressEvents.id));
  const out = new Map<string, BackupReviewCard>();
  for (const c of cards) {
    const card: BackupReviewCard = {
      due: c.due.toISOString(), stability: c.stability, difficulty: c.difficulty, scheduled_days: c.scheduledDays,
      learning_steps: c.learningSteps, reps: c.reps, lapses: c.lapses, state: c.state, last_review: iso(c.lastReview), logs: [],
    };
    out.set(c.wordId, card);
  }
  for (const l of logs) {
    out.get(l.wordId)?.logs.push({
      id: l.id, reviewed_at: l.reviewedAt!.toISOString(), rating: l.reviewRating!, state: l.reviewState!, elapsed_days: l.elapsedDays!,
      scheduled_days: l.scheduledDays!, duration_ms: l.durationMs,
    });
  }
  return out;
}

/** A card to put back, with its word's progress status (what a restored log's event records). */
export interface RestoredCard { userId: string; wordId: string; status: "learning" | "known" | "unknown"; card: BackupReviewCard }

/**
 * Puts back review cards on (user, word), values from the file, then their logs as events of action
 * 'restored' (review logs without their answers, which the statistics do not count as answers); a
 * log whose id is already here is left as it is (a second restore adds nothing). Returns how many
 * logs were added.
 */
export async function upsertReviewCards(tx: DbOrTx, rows: RestoredCard[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    await tx.insert(reviewCards).values(part.map(({ userId, wordId, card: c }) => ({
      userId, wordId, due: new Date(c.due), stability: c.stability, difficulty: c.difficulty, scheduledDays: c.scheduled_days,
      learningSteps: c.learning_steps, reps: c.reps, lapses: c.lapses, state: c.state, lastReview: c.last_review ? new Date(c.last_review) : null,
    }))).onConflictDoUpdate({
      target: [reviewCards.userId, reviewCards.wordId],
      set: reviewCardConflictSet(),
    });
    const logs = part.flatMap(({ userId, wordId, status, card }) => card.logs.map((l) => ({
      id: l.id, userId, wordId, action: "restored" as const, statusAfter: status, createdAt: new Date(l.reviewed_at),
      reviewedAt: new Date(l.reviewed_at), reviewRating: l.rating, reviewState: l.state, elapsedDays: l.elapsed_days,
      scheduledDays: l.scheduled_days, durationMs: l.duration_ms,
    })));
    for (let j = 0; j < logs.length; j += CHUNK) {
      const inserted = await tx.insert(progressEvents).values(logs.slice(j, j + CHUNK)).onConflictDoNothing({ target: progressEvents.id }).returning({ id: progressEvents.id });
      added += inserted.length;
    }
  }
  return added;
}
