import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { MilimReview } from "../../../shared/anki/review-history";
import type { ReviewRating } from "../../../shared/api/progress";
import type { TransferCollection } from "../../../shared/collection-transfer/collection-file";
import { DEFAULT_DESIRED_RETENTION, type CardState, type ReviewCardState, type ReviewParameters } from "../../../shared/review/schedule-review";
import type { DbOrTx } from "../../db/client";
import { collections, progress, progressEvents, reviewCards, settings, words } from "../../db/schema";

const CHUNK = 500;

/** A collection's words for an Anki export, with their ids (the notes' guids) and verse, in study order. */
export async function listWordsForAnki(db: DbOrTx, collectionId: string) {
  return db
    .select({ id: words.id, hebrew: words.hebrew, english: words.english, translit: words.translit, contextRef: words.contextRef, contextText: words.contextText })
    .from(words)
    .where(eq(words.collectionId, collectionId))
    .orderBy(sql`${words.freqRank} asc nulls last`, asc(words.createdAt), asc(words.id));
}

/** The learner's cards and rated reviews (oldest first) on these words, by word id. */
export async function listHistoryForWords(db: DbOrTx, userId: string, wordIds: readonly string[]) {
  const cards = new Map<string, ReviewCardState>();
  const reviews = new Map<string, MilimReview[]>();
  for (let i = 0; i < wordIds.length; i += CHUNK) {
    const part = wordIds.slice(i, i + CHUNK);
    for (const c of await db.select().from(reviewCards).where(and(eq(reviewCards.userId, userId), inArray(reviewCards.wordId, part)))) {
      cards.set(c.wordId, {
        due: c.due, stability: c.stability, difficulty: c.difficulty, scheduledDays: c.scheduledDays, learningSteps: c.learningSteps,
        reps: c.reps, lapses: c.lapses, state: c.state as CardState, lastReview: c.lastReview,
      });
    }
    const logs = await db.select().from(progressEvents)
      .where(and(eq(progressEvents.userId, userId), inArray(progressEvents.wordId, part), isNotNull(progressEvents.reviewRating)))
      .orderBy(asc(progressEvents.reviewedAt), asc(progressEvents.id));
    for (const l of logs) {
      const list = reviews.get(l.wordId) ?? [];
      list.push({
        reviewedAt: l.reviewedAt!, rating: l.reviewRating as ReviewRating, state: l.reviewState as CardState, elapsedDays: l.elapsedDays!,
        scheduledDays: l.scheduledDays!, durationMs: l.durationMs,
      });
      reviews.set(l.wordId, list);
    }
  }
  return { cards, reviews };
}

/** The learner's scheduler settings (defaults without a settings row). */
export async function readReviewParameters(db: DbOrTx, userId: string): Promise<ReviewParameters> {
  const [row] = await db.select({ w: settings.fsrsWeights, r: settings.desiredRetention }).from(settings).where(eq(settings.userId, userId));
  return { fsrsWeights: row?.w ?? null, desiredRetention: row?.r ?? DEFAULT_DESIRED_RETENTION };
}

export interface AnkiWordRow { hebrew: string; english: string; translit: string | null; contextText: string | null; contextRef: string | null }

/** Inserts a collection and its words (their Hebrew unique); returns the collection and the words' ids in the list's order. */
export async function insertAnkiCollection(tx: DbOrTx, collection: TransferCollection, ownerId: string, list: readonly AnkiWordRow[]) {
  const [created] = await tx.insert(collections).values({ ...collection, ownerId }).returning({
    id: collections.id, domain: collections.domain, name: collections.name, slug: collections.slug, order: collections.order,
    description: collections.description, subcategory: collections.subcategory, ownerId: collections.ownerId,
  });
  const byHebrew = new Map<string, string>();
  for (let i = 0; i < list.length; i += CHUNK) {
    const rows = await tx.insert(words).values(list.slice(i, i + CHUNK).map((w) => ({
      collectionId: created!.id, hebrew: w.hebrew, english: w.english, translit: w.translit, contextText: w.contextText, contextRef: w.contextRef,
    }))).returning({ id: words.id, hebrew: words.hebrew });
    for (const r of rows) byHebrew.set(r.hebrew, r.id);
  }
  return { created: created!, ids: list.map((w) => byHebrew.get(w.hebrew)!) };
}

export interface ImportedHistory {
  wordId: string;
  card: ReviewCardState;
  reviews: (MilimReview & { id: string })[];
  status: "learning" | "known";
}

/**
 * The learner's cards, progress and review log on the new words: the reviews as events of action
 * 'restored' (a review log without its answers: Fit to my reviews reads it, the statistics do not
 * count it as today's answers), one progress row per word with its counts. New words: nothing to clash.
 */
export async function insertImportedHistory(tx: DbOrTx, userId: string, collectionId: string, rows: readonly ImportedHistory[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    await tx.insert(reviewCards).values(part.map(({ wordId, card: c }) => ({
      userId, wordId, due: c.due, stability: c.stability, difficulty: c.difficulty, scheduledDays: c.scheduledDays,
      learningSteps: c.learningSteps, reps: c.reps, lapses: c.lapses, state: c.state, lastReview: c.lastReview,
    })));
    await tx.insert(progress).values(part.map(({ wordId, card, reviews, status }) => {
      const last = reviews.at(-1)?.reviewedAt ?? card.lastReview;
      return {
        userId, collectionId, wordId, status, timesSeen: reviews.length, timesKnown: reviews.filter((r) => r.rating > 1).length,
        srsInterval: card.scheduledDays, lastSeenAt: last, knownAt: status === "known" ? last : null, updatedAt: last ?? new Date(),
      };
    }));
    const events = part.flatMap(({ wordId, status, reviews }) => reviews.map((r) => ({
      id: r.id, userId, wordId, action: "restored" as const, statusAfter: status, createdAt: r.reviewedAt, reviewedAt: r.reviewedAt,
      reviewRating: r.rating, reviewState: r.state, elapsedDays: r.elapsedDays, scheduledDays: r.scheduledDays, durationMs: r.durationMs,
    })));
    for (let j = 0; j < events.length; j += CHUNK) {
      await tx.insert(progressEvents).values(events.slice(j, j + CHUNK));
      added += Math.min(CHUNK, events.length - j);
    }
  }
  return added;
}
