import { inArray, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "./client";
import { collections } from "./schema";
import { DomainError } from "../lib/domain-error";

/**
 * The one cap on a learner's private collections (PRIVATE_COLLECTIONS_PER_USER): imports, restores,
 * reading-path fills and "My words" all create them, and each calls `checkOwnCollectionsCap` in
 * its transaction after writing, so no path goes past it. Each owner's count is taken under a lock
 * on that owner (held until the transaction ends), so two writes at once cannot both slip under it.
 */

/** How many private collections each of `ownerIds` has. */
export async function countOwnCollections(db: DbOrTx, ownerIds: string[]): Promise<Map<string, number>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db.select({ ownerId: collections.ownerId, n: sql<number>`count(*)::int` }).from(collections)
    .where(inArray(collections.ownerId, ownerIds)).groupBy(collections.ownerId);
  return new Map(rows.map((r) => [r.ownerId!, Number(r.n)]));
}

/**
 * Takes the lock on an owner's private collections until the transaction ends (taken again by
 * `checkOwnCollectionsCap`, which is fine: the lock is the transaction's). A write that reads the
 * owner's collections before it adds to them takes it first, so a second such write waits and reads
 * the first one's rows.
 */
export async function lockOwnCollections(tx: Tx, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('own-collections'), hashtext(${ownerId}))`);
}

/** Refuses (409, nothing written) when the transaction left an owner with more than `limit` private collections. */
export async function checkOwnCollectionsCap(tx: Tx, ownerIds: Iterable<string | null | undefined>, limit: number): Promise<void> {
  const owners = [...new Set([...ownerIds].filter((id): id is string => Boolean(id)))].sort();
  for (const owner of owners) await lockOwnCollections(tx, owner);
  const counts = await countOwnCollections(tx, owners);
  if ([...counts.values()].some((n) => n > limit)) throw new DomainError("conflict", "collections_own_limit", { limit });
}

/** Refuses early, before the work, an owner already at `limit` who would add one more. */
export async function checkRoomForOwnCollection(db: DbOrTx, ownerId: string, limit: number): Promise<void> {
  if (((await countOwnCollections(db, [ownerId])).get(ownerId) ?? 0) >= limit) {
    throw new DomainError("conflict", "collections_own_limit", { limit });
  }
}
