import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { GeneratedWordSchema, type GenerationItem, type GenerationItemDetail, type GenerationStatus } from "../../../shared/api/generation";
import { renderServerMessage } from "../../../shared/i18n/server-messages";
import type { DbOrTx } from "../../db/client";
import { jobs } from "../../db/schema";
import { GENERATE_WORDS_JOB, GENERATION_QUEUED_MESSAGE, GenerateWordsPayloadSchema } from "./generate-words-job";

// The generation queue is a view over the user's `generate-words` jobs: every statement is scoped
// to the user and the kind. The job's status, error and result are the item's.

type Row = typeof jobs.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const STATUS: Record<Row["status"], GenerationStatus> = { queued: "pending", running: "in_progress", completed: "completed", failed: "failed" };
const mine = (userId: string) => and(eq(jobs.userId, userId), eq(jobs.kind, GENERATE_WORDS_JOB));

export function toItem(r: Row): GenerationItem {
  const payload = GenerateWordsPayloadSchema.safeParse(r.payload);
  const p = payload.success ? payload.data : { collectionId: null, collectionName: "", section: null, requestedCount: 0 };
  const result = r.result ?? {};
  return {
    id: r.id, collectionId: p.collectionId, collectionName: p.collectionName, section: p.section, requestedCount: p.requestedCount,
    completedCount: typeof result.completedCount === "number" ? result.completedCount : 0,
    status: STATUS[r.status], errorMessage: r.error, errorKey: r.error === null ? null : r.errorKey, errorParams: r.error === null || !r.errorKey ? null : r.errorParams ?? {},
    provider: typeof result.provider === "string" ? result.provider : null,
    createdAt: r.createdAt.toISOString(), startedAt: iso(r.startedAt), completedAt: iso(r.finishedAt),
  };
}

/** The user's items, newest first. */
export async function listItems(db: DbOrTx, userId: string, limit = 200): Promise<GenerationItem[]> {
  const rows = await db.select().from(jobs).where(mine(userId)).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(limit);
  return rows.map(toItem);
}

/** These items, in the order of `ids`. */
export async function itemsById(db: DbOrTx, userId: string, ids: string[]): Promise<GenerationItem[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(jobs).where(and(inArray(jobs.id, ids), mine(userId)));
  const byId = new Map(rows.map((r) => [r.id, toItem(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findItem(db: DbOrTx, userId: string, id: string): Promise<GenerationItemDetail | null> {
  const [row] = await db.select().from(jobs).where(and(eq(jobs.id, id), mine(userId)));
  if (!row) return null;
  const words = GeneratedWordSchema.array().safeParse(row.result?.words);
  return { ...toItem(row), words: words.success ? words.data : [] };
}

/** Restart Failed: back to pending (queued), error, times and result cleared. */
export async function restartFailedItems(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db.update(jobs)
    .set({ status: "queued", error: null, errorKey: null, errorParams: null, message: renderServerMessage(GENERATION_QUEUED_MESSAGE), messageKey: GENERATION_QUEUED_MESSAGE, messageParams: {}, percent: 0, counts: {}, result: null, startedAt: null, finishedAt: null, heartbeatAt: null })
    .where(and(mine(userId), eq(jobs.status, "failed")))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Deletes one item unless it is in progress: "deleted", "in_progress" or "missing". */
export async function deleteItem(db: DbOrTx, userId: string, id: string): Promise<"deleted" | "in_progress" | "missing"> {
  const rows = await db.delete(jobs)
    .where(and(eq(jobs.id, id), mine(userId), sql`${jobs.status} <> 'running'`))
    .returning({ id: jobs.id });
  if (rows.length) return "deleted";
  const [left] = await db.select({ status: jobs.status }).from(jobs).where(and(eq(jobs.id, id), mine(userId)));
  return left ? "in_progress" : "missing";
}

/** The spec's 'Delete Completed': every item of the user (one in progress then writes nothing). */
export async function deleteAllItems(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db.delete(jobs).where(mine(userId)).returning({ id: jobs.id });
  return rows.length;
}

export async function queueCounts(db: DbOrTx, userId: string): Promise<{ pending: number; inProgress: number }> {
  const [row] = await db.select({
    pending: sql<number>`(count(*) filter (where ${jobs.status} = 'queued'))::int`,
    inProgress: sql<number>`(count(*) filter (where ${jobs.status} = 'running'))::int`,
  }).from(jobs).where(mine(userId));
  return { pending: Number(row?.pending ?? 0), inProgress: Number(row?.inProgress ?? 0) };
}
