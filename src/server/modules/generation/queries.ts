import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { GeneratedWord, GenerationItem, GenerationItemDetail } from "../../../shared/api/generation";
import type { DbOrTx } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-error-code";
import { generationQueue, jobs } from "../../db/schema";

// The generation queue's SQL (spec 001 §7 generation_queue calls): every statement is scoped to the user.

type Row = typeof generationQueue.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toItem(r: Row): GenerationItem {
  return {
    id: r.id, collectionId: r.collectionId, collectionName: r.collectionName, section: r.section,
    requestedCount: r.requestedCount, completedCount: r.completedCount, status: r.status, errorMessage: r.errorMessage,
    provider: r.provider, createdAt: r.createdAt.toISOString(), startedAt: iso(r.startedAt), completedAt: iso(r.completedAt),
  };
}

/** The user's items, newest first. */
export async function listItems(db: DbOrTx, userId: string, limit = 200): Promise<GenerationItem[]> {
  const rows = await db.select().from(generationQueue).where(eq(generationQueue.userId, userId))
    .orderBy(desc(generationQueue.createdAt), desc(generationQueue.id)).limit(limit);
  return rows.map(toItem);
}

export async function findItem(db: DbOrTx, userId: string, id: string): Promise<GenerationItemDetail | null> {
  const [row] = await db.select().from(generationQueue).where(and(eq(generationQueue.id, id), eq(generationQueue.userId, userId)));
  return row ? { ...toItem(row), words: row.words ?? [] } : null;
}

export interface NewItem { collectionId: string; collectionName: string; section: string | null; requestedCount: number }

export async function insertItems(db: DbOrTx, userId: string, items: NewItem[], createdAt: Date): Promise<GenerationItem[]> {
  if (items.length === 0) return [];
  // One created_at per item, a millisecond apart, so "newest first" and "oldest pending first" keep the request's order.
  const rows = await db.insert(generationQueue)
    .values(items.map((i, n) => ({ ...i, userId, createdAt: new Date(createdAt.getTime() + n) })))
    .returning();
  return rows.map(toItem);
}

/** Items in progress since before `cutoff` fail with `message` (spec 001 §4: 10 minutes). */
export async function failStartedBefore(db: DbOrTx, cutoff: Date, message: string, userId?: string): Promise<number> {
  const rows = await db.update(generationQueue)
    .set({ status: "failed", errorMessage: message, completedAt: sql`now()` })
    .where(and(eq(generationQueue.status, "in_progress"), lt(generationQueue.startedAt, cutoff), userId ? eq(generationQueue.userId, userId) : undefined))
    .returning({ id: generationQueue.id });
  return rows.length;
}

/**
 * Takes the user's oldest pending item and marks it in progress, or returns null when there is
 * none or another is already in progress (the partial unique index allows one per user, so two
 * servers can never run two of one user's items at once).
 */
export async function claimNextItem(db: DbOrTx, userId: string, now: Date): Promise<Row | null> {
  try {
    const result = await db.execute(sql`
      update generation_queue set status = 'in_progress', started_at = ${now.toISOString()}::timestamptz, error_message = null, completed_at = null
      where id = (select id from generation_queue where user_id = ${userId} and status = 'pending'
                  order by created_at, id limit 1 for update skip locked)
      returning id`);
    // Both drivers (PGlite, node-postgres) answer db.execute with { rows }.
    const id = (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
    if (!id) return null;
    const [row] = await db.select().from(generationQueue).where(eq(generationQueue.id, id));
    return row ?? null;
  } catch (e) {
    if (isUniqueViolation(e)) return null;
    throw e;
  }
}

/** Completes an item still in progress (false when it was deleted or timed out meanwhile). */
export async function completeItem(db: DbOrTx, id: string, done: { completedCount: number; words: GeneratedWord[]; provider: string }): Promise<boolean> {
  const rows = await db.update(generationQueue)
    .set({ status: "completed", completedCount: done.completedCount, words: done.words, provider: done.provider, completedAt: sql`now()`, errorMessage: null })
    .where(and(eq(generationQueue.id, id), eq(generationQueue.status, "in_progress")))
    .returning({ id: generationQueue.id });
  return rows.length === 1;
}

export async function failItem(db: DbOrTx, id: string, message: string, provider: string | null): Promise<void> {
  await db.update(generationQueue)
    .set({ status: "failed", errorMessage: message, provider, completedAt: sql`now()` })
    .where(and(eq(generationQueue.id, id), eq(generationQueue.status, "in_progress")));
}

/** Spec 001 §4 Restart Failed: back to pending, error and times cleared. */
export async function restartFailedItems(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db.update(generationQueue)
    .set({ status: "pending", errorMessage: null, startedAt: null, completedAt: null, completedCount: 0, words: null })
    .where(and(eq(generationQueue.userId, userId), eq(generationQueue.status, "failed")))
    .returning({ id: generationQueue.id });
  return rows.length;
}

/** Deletes one item unless it is in progress: "deleted", "in_progress" or "missing". */
export async function deleteItem(db: DbOrTx, userId: string, id: string): Promise<"deleted" | "in_progress" | "missing"> {
  const rows = await db.delete(generationQueue)
    .where(and(eq(generationQueue.id, id), eq(generationQueue.userId, userId), sql`${generationQueue.status} <> 'in_progress'`))
    .returning({ id: generationQueue.id });
  if (rows.length) return "deleted";
  const [left] = await db.select({ status: generationQueue.status }).from(generationQueue).where(and(eq(generationQueue.id, id), eq(generationQueue.userId, userId)));
  return left ? "in_progress" : "missing";
}

export async function deleteAllItems(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db.delete(generationQueue).where(eq(generationQueue.userId, userId)).returning({ id: generationQueue.id });
  return rows.length;
}

export async function queueCounts(db: DbOrTx, userId: string): Promise<{ pending: number; inProgress: number }> {
  const [row] = await db.select({
    pending: sql<number>`(count(*) filter (where ${generationQueue.status} = 'pending'))::int`,
    inProgress: sql<number>`(count(*) filter (where ${generationQueue.status} = 'in_progress'))::int`,
  }).from(generationQueue).where(eq(generationQueue.userId, userId));
  return { pending: Number(row?.pending ?? 0), inProgress: Number(row?.inProgress ?? 0) };
}

/** Is a queue runner job of this user waiting for a worker or running (on any server)? */
export async function hasActiveRunner(db: DbOrTx, userId: string, kind: string): Promise<boolean> {
  const rows = await db.select({ id: jobs.id }).from(jobs)
    .where(and(eq(jobs.userId, userId), eq(jobs.kind, kind), inArray(jobs.status, ["queued", "running"]))).limit(1);
  return rows.length > 0;
}

/** The users with pending items and no item in progress (resumed when a server starts). */
export async function usersWithPendingItems(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ userId: generationQueue.userId }).from(generationQueue)
    .where(eq(generationQueue.status, "pending")).orderBy(asc(generationQueue.userId));
  return rows.map((r) => r.userId);
}
