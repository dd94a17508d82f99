import { eq, inArray, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { excluded } from "../../db/excluded";
import { collections, domains, progress, settings, words } from "../../db/schema";

const CHUNK = 1000;

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export async function existingDomains(db: DbOrTx, slugs: string[]): Promise<Set<string>> {
  if (!slugs.length) return new Set();
  const rows = await db.select({ slug: domains.slug }).from(domains).where(inArray(domains.slug, slugs));
  return new Set(rows.map((r) => r.slug));
}

export interface CollectionKeyRow { id: string; domain: string; slug: string; ownerId: string | null }

/** Every collection the user can see (shared and their own): the candidates to re-link to. */
export async function visibleCollections(db: DbOrTx, userId: string): Promise<CollectionKeyRow[]> {
  return db
    .select({ id: collections.id, domain: collections.domain, slug: collections.slug, ownerId: collections.ownerId })
    .from(collections)
    .where(or(isNull(collections.ownerId), eq(collections.ownerId, userId)));
}

/** Which of these collection ids exist at all (in any collection, visible or not). */
export async function takenCollectionIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (const part of chunks(ids)) {
    const rows = await db.select({ id: collections.id }).from(collections).where(inArray(collections.id, part));
    for (const r of rows) out.add(r.id);
  }
  return out;
}

export interface WordKeyRow { id: string; collectionId: string; hebrew: string; freqRank: number | null }

/** The words of these collections (for matching by hebrew + freq_rank). */
export async function wordsOfCollections(db: DbOrTx, collectionIds: string[]): Promise<WordKeyRow[]> {
  const out: WordKeyRow[] = [];
  for (const part of chunks(collectionIds)) {
    out.push(...(await db
      .select({ id: words.id, collectionId: words.collectionId, hebrew: words.hebrew, freqRank: words.freqRank })
      .from(words)
      .where(inArray(words.collectionId, part))));
  }
  return out;
}

/** Words with these ids, wherever they are, with their collection's owner. */
export async function wordsByIds(db: DbOrTx, ids: string[]): Promise<Array<{ id: string; collectionId: string; ownerId: string | null }>> {
  const out = [];
  for (const part of chunks(ids)) {
    out.push(...(await db
      .select({ id: words.id, collectionId: words.collectionId, ownerId: collections.ownerId })
      .from(words)
      .innerJoin(collections, eq(collections.id, words.collectionId))
      .where(inArray(words.id, part))));
  }
  return out;
}

export type CollectionRow = typeof collections.$inferInsert & { id: string };
export type WordRow = Omit<typeof words.$inferInsert, "hebrewPlain"> & { id: string };
export type ProgressRow = Omit<typeof progress.$inferInsert, "id">;
export type SettingsRow = Omit<typeof settings.$inferInsert, "id">;


/** Inserts or updates collections by id (the ids were chosen by matching first). */
export async function upsertCollections(tx: DbOrTx, rows: CollectionRow[]): Promise<void> {
  for (const part of chunks(rows, 500)) {
    await tx.insert(collections).values(part).onConflictDoUpdate({
      target: collections.id,
      set: {
        domain: excluded("domain"), name: excluded("name"), slug: excluded("slug"), order: excluded("order"),
        description: excluded("description"), subcategory: excluded("subcategory"), metadata: excluded("metadata"),
        ownerId: excluded("owner_id"),
      },
    });
  }
}

/** Inserts or updates words by id; every field is set from the file. */
export async function upsertWords(tx: DbOrTx, rows: WordRow[]): Promise<void> {
  for (const part of chunks(rows, 500)) {
    await tx.insert(words).values(part).onConflictDoUpdate({
      target: words.id,
      set: {
        collectionId: excluded("collection_id"), hebrew: excluded("hebrew"), english: excluded("english"), spanish: excluded("spanish"),
        portuguese: excluded("portuguese"), french: excluded("french"), italian: excluded("italian"), translit: excluded("translit"),
        pos: excluded("pos"), freqRank: excluded("freq_rank"), subcategory: excluded("subcategory"), section: excluded("section"),
        contextRef: excluded("context_ref"), contextText: excluded("context_text"), lemma: excluded("lemma"),
      },
    });
  }
}

/** Progress keyed on (user, word); counters are set from the file, never added. */
export async function upsertProgress(tx: DbOrTx, rows: ProgressRow[]): Promise<void> {
  for (const part of chunks(rows, 500)) {
    await tx.insert(progress).values(part).onConflictDoUpdate({
      target: [progress.userId, progress.wordId],
      set: {
        collectionId: excluded("collection_id"), status: excluded("status"), timesSeen: excluded("times_seen"),
        timesKnown: excluded("times_known"), srsEase: excluded("srs_ease"), srsInterval: excluded("srs_interval"),
        lastSeenAt: excluded("last_seen_at"), knownAt: excluded("known_at"), updatedAt: excluded("updated_at"),
      },
    });
  }
}

export async function upsertSettings(tx: DbOrTx, row: SettingsRow): Promise<void> {
  await tx.insert(settings).values(row).onConflictDoUpdate({
    target: settings.userId,
    set: {
      darkMode: excluded("dark_mode"), dailyGoal: excluded("daily_goal"), shuffle: excluded("shuffle"), filter: excluded("filter"),
      reader: excluded("reader"), fsrsWeights: excluded("fsrs_weights"), desiredRetention: excluded("desired_retention"),
      // An older file has no interface language: the learner's stays as it is.
      ...(row.interfaceLanguage !== undefined ? { interfaceLanguage: excluded("interface_language") } : {}),
      updatedAt: excluded("updated_at"),
    },
  });
}
