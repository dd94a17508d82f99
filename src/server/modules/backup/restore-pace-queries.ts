import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rateLimit } from "../../db/schema";

/*
 * An account's restore pace in the rate_limit table (shared by every server on the database), under
 * "restore-pace:<user id>"; last_request holds the time (ms) the next restore may start.
 */
const paceKey = (userId: string) => `restore-pace:${userId}`;

/**
 * Takes the account's restore place until `until` when the last one's time has come (at or before
 * `now`), in one statement; else returns when it has: null when taken.
 */
export async function claimRestorePlace(db: DbOrTx, userId: string, now: number, until: number): Promise<number | null> {
  const claimed = await db
    .insert(rateLimit)
    .values({ id: sql`gen_random_uuid()::text`, key: paceKey(userId), count: 1, lastRequest: until })
    .onConflictDoUpdate({ target: rateLimit.key, set: { count: 1, lastRequest: until }, setWhere: sql`${rateLimit.lastRequest} <= ${now}` })
    .returning({ id: rateLimit.id });
  if (claimed.length > 0) return null;
  const [row] = await db.select({ readyAt: rateLimit.lastRequest }).from(rateLimit).where(eq(rateLimit.key, paceKey(userId))).limit(1);
  return row?.readyAt ?? now;
}

/** The account's next restore may start at `readyAt`. */
export async function setRestoreReadyAt(db: DbOrTx, userId: string, readyAt: number): Promise<void> {
  await db
    .insert(rateLimit)
    .values({ id: sql`gen_random_uuid()::text`, key: paceKey(userId), count: 1, lastRequest: readyAt })
    .onConflictDoUpdate({ target: rateLimit.key, set: { count: 1, lastRequest: readyAt } });
}
