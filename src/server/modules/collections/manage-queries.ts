import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { AdminCollection } from "../../../shared/api/admin-collections";
import type { DbOrTx } from "../../db/client";
import { collections, domains, subcategories } from "../../db/schema";

const adminColumns = {
  id: collections.id, domain: collections.domain, name: collections.name, slug: collections.slug, order: collections.order,
  description: collections.description, subcategory: collections.subcategory, ownerId: collections.ownerId,
  wordCount: sql<number>`(select count(*)::int from words w where w.collection_id = ${collections.id})`,
};

/** Shared collections (no owner) of every domain, by domain order then collection order, with their word counts. */
export async function listSharedCollections(db: DbOrTx, id?: string): Promise<AdminCollection[]> {
  const rows = await db
    .select(adminColumns)
    .from(collections)
    .innerJoin(domains, eq(domains.slug, collections.domain))
    .where(id ? and(isNull(collections.ownerId), eq(collections.id, id)) : isNull(collections.ownerId))
    .orderBy(asc(domains.order), asc(collections.domain), asc(collections.order), asc(collections.name));
  return rows.map((r) => ({ ...r, wordCount: Number(r.wordCount) }));
}

/** Whether `name` is a subcategory usable in `domain` (one with no domain, or of that domain). */
export async function subcategoryFits(db: DbOrTx, name: string, domain: string): Promise<boolean> {
  const rows = await db
    .select({ id: subcategories.id })
    .from(subcategories)
    .leftJoin(domains, eq(domains.id, subcategories.domainId))
    .where(and(eq(subcategories.name, name), or(isNull(subcategories.domainId), eq(domains.slug, domain))))
    .limit(1);
  return rows.length > 0;
}

export interface CollectionValues { domain: string; name: string; slug: string; description: string | null; subcategory: string | null; order: number }

export async function insertSharedCollection(db: DbOrTx, v: CollectionValues): Promise<string> {
  const [row] = await db.insert(collections).values({ ...v, ownerId: null }).returning({ id: collections.id });
  return row!.id;
}

/** The shared collection's current domain (null when there is no such shared collection). */
export async function sharedCollectionDomain(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ domain: collections.domain }).from(collections).where(and(eq(collections.id, id), isNull(collections.ownerId))).limit(1);
  return row?.domain ?? null;
}

export async function updateSharedCollection(db: DbOrTx, id: string, v: Partial<CollectionValues>): Promise<boolean> {
  if (Object.keys(v).length === 0) return (await sharedCollectionDomain(db, id)) !== null;
  const rows = await db.update(collections).set(v).where(and(eq(collections.id, id), isNull(collections.ownerId))).returning({ id: collections.id });
  return rows.length > 0;
}

/** The collection, its words and every learner's progress on them (foreign keys cascade), in one statement. */
export async function deleteSharedCollection(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(collections).where(and(eq(collections.id, id), isNull(collections.ownerId))).returning({ id: collections.id });
  return rows.length > 0;
}
