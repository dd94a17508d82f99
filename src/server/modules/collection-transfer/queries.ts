import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { collections, domains, words } from "../../db/schema";
import type { TransferCollection } from "../../../shared/collection-transfer/collection-file";
import type { TransferWord } from "../../../shared/collection-transfer/transfer-word";

const summary = {
  id: collections.id, domain: collections.domain, name: collections.name, slug: collections.slug, order: collections.order,
  description: collections.description, subcategory: collections.subcategory, ownerId: collections.ownerId,
};

/** A collection the user can see: shared, or their own private one. */
export async function findVisibleCollection(db: DbOrTx, id: string, userId: string) {
  const [row] = await db
    .select({ ...summary, metadata: collections.metadata })
    .from(collections)
    .where(and(eq(collections.id, id), or(isNull(collections.ownerId), eq(collections.ownerId, userId))))
    .limit(1);
  return row ?? null;
}

/** A collection's words in study order (freq_rank, then insertion). */
export async function listWordsForExport(db: DbOrTx, collectionId: string) {
  return db
    .select({
      hebrew: words.hebrew, english: words.english, spanish: words.spanish, portuguese: words.portuguese, french: words.french,
      italian: words.italian, translit: words.translit, pos: words.pos, freqRank: words.freqRank, subcategory: words.subcategory,
      section: words.section,
    })
    .from(words)
    .where(eq(words.collectionId, collectionId))
    .orderBy(sql`${words.freqRank} asc nulls last`, asc(words.createdAt), asc(words.id));
}

export async function domainExists(db: DbOrTx, slug: string): Promise<boolean> {
  const rows = await db.select({ slug: domains.slug }).from(domains).where(eq(domains.slug, slug)).limit(1);
  return rows.length > 0;
}

/**
 * Slugs in `domain` that a new collection would clash with: shared ones, plus (for a private
 * import) the owner's own. Only slugs starting with `stem` are read.
 */
export async function slugsInUse(db: DbOrTx, domain: string, ownerId: string | null, stem: string): Promise<Set<string>> {
  const visible = ownerId === null ? isNull(collections.ownerId) : or(isNull(collections.ownerId), eq(collections.ownerId, ownerId));
  const rows = await db
    .select({ slug: collections.slug })
    .from(collections)
    .where(and(eq(collections.domain, domain), visible, sql`${collections.slug} like ${`${stem.replace(/[\\%_]/g, "\\$&")}%`}`));
  return new Set(rows.map((r) => r.slug));
}

/** The next tab position in a domain (after every collection the owner can see there). */
export async function nextOrder(db: DbOrTx, domain: string, ownerId: string | null): Promise<number> {
  const visible = ownerId === null ? isNull(collections.ownerId) : or(isNull(collections.ownerId), eq(collections.ownerId, ownerId));
  const [row] = await db.select({ max: sql<number | null>`max(${collections.order})` }).from(collections).where(and(eq(collections.domain, domain), visible));
  return (row?.max ?? -1) + 1;
}

const INSERT_BATCH = 1000;

/** Inserts a collection and its words; call inside a transaction. */
export async function insertCollectionWithWords(tx: DbOrTx, collection: TransferCollection, ownerId: string | null, list: readonly TransferWord[]) {
  const [created] = await tx
    .insert(collections)
    .values({ ...collection, ownerId })
    .returning(summary);
  for (let i = 0; i < list.length; i += INSERT_BATCH) {
    await tx.insert(words).values(
      list.slice(i, i + INSERT_BATCH).map((w) => ({
        collectionId: created!.id, hebrew: w.hebrew, english: w.english, spanish: w.spanish, portuguese: w.portuguese,
        french: w.french, italian: w.italian, translit: w.translit, pos: w.pos, freqRank: w.freq_rank,
        subcategory: w.subcategory, section: w.section,
      })),
    );
  }
  return created!;
}
