import { and, asc, desc, eq, ilike, isNull, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { CollectionBreakdown } from "../../../shared/api/words";
import type { DbOrTx, Tx } from "../../db/client";
import { collections, domains, words } from "../../db/schema";
import { containsPattern } from "../../db/like-pattern";
import { readingPathKey } from "../../db/reading-path-key";
import type { ReadingPathKey } from "../../../shared/reading/frequency-path";
import { visibleTo } from "../../db/visible-to";

/** A word's place in its collection: freq_rank, no rank last (the words_collection_rank_key_idx expression). */
export const rankKey = sql<number>`coalesce(${words.freqRank}, 2147483647)`;
const subcategoryOf = sql<string | null>`coalesce(${words.subcategory}, ${collections.subcategory})`;

export interface WordFilters { userId: string; collectionId?: string; domain?: string; subcategory?: string; section?: string; q?: string }

const rowColumns = {
  id: words.id, hebrew: words.hebrew, english: words.english, translit: words.translit, pos: words.pos,
  collectionId: words.collectionId, collectionName: collections.name, collectionDomain: collections.domain, collectionSlug: collections.slug,
  collectionOwnerId: collections.ownerId, collectionReadingPath: readingPathKey,
  subcategory: subcategoryOf, section: words.section, freqRank: words.freqRank, rank: rankKey,
  shared: sql<boolean>`${collections.ownerId} is null`,
};
export interface WordRow {
  id: string; hebrew: string; english: string; translit: string | null; pos: string | null; collectionId: string; collectionName: string;
  collectionDomain: string; collectionSlug: string; collectionOwnerId: string | null; collectionReadingPath: ReadingPathKey | null; subcategory: string | null; section: string | null; freqRank: number | null; rank: number; shared: boolean;
}

function wordConditions(f: WordFilters): SQL[] {
  const out: SQL[] = [];
  if (f.section !== undefined) out.push(eq(words.section, f.section));
  if (f.subcategory !== undefined) out.push(sql`${subcategoryOf} = ${f.subcategory}`);
  if (f.q !== undefined) {
    // `q` is plain already (plainHebrew): the three trigram-indexed columns, as global search does.
    const p = containsPattern(f.q);
    out.push(or(ilike(words.hebrewPlain, p), ilike(words.english, p), ilike(words.translit, p))!);
  }
  return out;
}

function collectionConditions(f: WordFilters): SQL[] {
  const out: SQL[] = [visibleTo(f.userId)];
  if (f.collectionId !== undefined) out.push(eq(collections.id, f.collectionId));
  if (f.domain !== undefined) out.push(eq(collections.domain, f.domain));
  return out;
}

/** The visible collections the filters allow, in the Words Database's order (domain order, then collection order). */
export async function orderedCollections(db: DbOrTx, f: WordFilters): Promise<string[]> {
  const rows = await db
    .select({ id: collections.id })
    .from(collections)
    .innerJoin(domains, eq(domains.slug, collections.domain))
    .where(and(...collectionConditions(f)))
    .orderBy(asc(domains.order), asc(collections.domain), asc(collections.order), asc(collections.name), asc(collections.id));
  return rows.map((r) => r.id);
}

/** One collection's words after (rank, id), in order: a range scan of words_collection_rank_key_idx. */
export function wordsInCollectionQuery(db: DbOrTx, collectionId: string, f: WordFilters, after: { rank: number; id: string } | null, limit: number) {
  return db
    .select(rowColumns)
    .from(words)
    .innerJoin(collections, eq(collections.id, words.collectionId))
    .where(and(
      eq(words.collectionId, collectionId),
      after ? sql`(${rankKey}, ${words.id}) > (${after.rank}, ${after.id}::uuid)` : undefined,
      ...collectionConditions(f), // a cursor naming a collection the user may not see reads nothing
      ...wordConditions(f),
    ))
    .orderBy(rankKey, asc(words.id))
    .limit(limit);
}

export async function wordsInCollection(db: DbOrTx, collectionId: string, f: WordFilters, after: { rank: number; id: string } | null, limit: number): Promise<WordRow[]> {
  return (await wordsInCollectionQuery(db, collectionId, f, after, limit)) as WordRow[];
}

/**
 * Every filtered word in the Words Database's order over the join, by offset: the plan for a
 * search term (its matches are few, found by the trigram indexes). Without one it is the naive
 * plan the keyset walk replaces (the benchmark compares the two).
 */
export function orderedWordsQuery(db: DbOrTx, f: WordFilters, offset: number, limit: number) {
  return db
    .select(rowColumns)
    .from(words)
    .innerJoin(collections, eq(collections.id, words.collectionId))
    .innerJoin(domains, eq(domains.slug, collections.domain))
    .where(and(...collectionConditions(f), ...wordConditions(f)))
    .orderBy(asc(domains.order), asc(collections.domain), asc(collections.order), asc(collections.name), asc(collections.id), rankKey, asc(words.id))
    .offset(offset)
    .limit(limit);
}

export async function searchedWords(db: DbOrTx, f: WordFilters, offset: number, limit: number): Promise<WordRow[]> {
  return (await orderedWordsQuery(db, f, offset, limit)) as WordRow[];
}

export async function countWords(db: DbOrTx, f: WordFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(words)
    .innerJoin(collections, eq(collections.id, words.collectionId))
    .where(and(...collectionConditions(f), ...wordConditions(f)));
  return Number(row?.n ?? 0);
}

/** Visible collections with words, largest first. */
export async function collectionBreakdown(db: DbOrTx, userId: string): Promise<CollectionBreakdown[]> {
  const n = sql<number>`count(*)::int`;
  const rows = await db
    .select({ id: collections.id, name: collections.name, domain: collections.domain, slug: collections.slug, ownerId: collections.ownerId, readingPath: readingPathKey, wordCount: n })
    .from(words)
    .innerJoin(collections, eq(collections.id, words.collectionId))
    .where(visibleTo(userId))
    .groupBy(collections.id)
    .orderBy(desc(n), asc(collections.name));
  return rows.map((r) => ({ ...r, wordCount: Number(r.wordCount) }));
}

/** The subcategory values of the visible words (for the filter). */
export async function subcategoryValues(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ v: subcategoryOf })
    .from(words)
    .innerJoin(collections, eq(collections.id, words.collectionId))
    .where(and(visibleTo(userId), sql`${subcategoryOf} is not null`))
    .orderBy(subcategoryOf);
  return rows.map((r) => r.v!).filter(Boolean);
}

export interface WordValues { hebrew?: string; english?: string; translit?: string | null; pos?: string | null; section?: string | null; freqRank?: number | null }

/**
 * Edits a word of a shared collection in place; false when there is none. A new English meaning clears the word's
 * translations (Spanish, Portuguese, French, Italian), which translated the old one: "Translate missing words" then
 * translates the new meaning.
 */
export async function updateSharedWord(db: DbOrTx, id: string, v: WordValues): Promise<boolean> {
  const shared = sql`${words.collectionId} in (select ${collections.id} from ${collections} where ${isNull(collections.ownerId)})`;
  if (Object.keys(v).length === 0) return (await db.select({ id: words.id }).from(words).where(and(eq(words.id, id), shared))).length > 0;
  const stale = (column: AnyColumn) => sql`case when ${words.english} is distinct from ${v.english} then null else ${column} end`;
  const translations = v.english === undefined ? {} : { spanish: stale(words.spanish), portuguese: stale(words.portuguese), french: stale(words.french), italian: stale(words.italian) };
  return (await db.update(words).set({ ...v, ...translations }).where(and(eq(words.id, id), shared)).returning({ id: words.id })).length > 0;
}

/** Locks a shared collection's row (its words are added one at a time); false when the id is no shared collection. */
export async function lockSharedCollection(tx: Tx, collectionId: string): Promise<boolean> {
  const [row] = await tx.select({ id: collections.id }).from(collections)
    .where(and(eq(collections.id, collectionId), isNull(collections.ownerId))).for("update").limit(1);
  return row !== undefined;
}

/** Whether the collection holds a word of this plain form (points removed, NFC: the hebrew_plain column). */
export async function holdsPlainWord(db: DbOrTx, collectionId: string, plain: string): Promise<boolean> {
  return (await db.select({ id: words.id }).from(words).where(and(eq(words.collectionId, collectionId), eq(words.hebrewPlain, plain))).limit(1)).length > 0;
}

/** Inserts a word into a collection, after its last word unless a rank is given; its id. */
export async function insertWordLast(tx: Tx, v: WordValues & { collectionId: string; hebrew: string; english: string }): Promise<string> {
  const freqRank = v.freqRank !== undefined ? v.freqRank
    : sql`(select coalesce(max(${words.freqRank}), 0) + 1 from ${words} where ${words.collectionId} = ${v.collectionId})`;
  const [row] = await tx.insert(words).values({ ...v, freqRank }).returning({ id: words.id });
  return row!.id;
}

export async function deleteSharedWord(db: DbOrTx, id: string): Promise<boolean> {
  const shared = sql`${words.collectionId} in (select ${collections.id} from ${collections} where ${isNull(collections.ownerId)})`;
  return (await db.delete(words).where(and(eq(words.id, id), shared)).returning({ id: words.id })).length > 0;
}

export async function findWordRow(db: DbOrTx, id: string, userId: string): Promise<WordRow | null> {
  const [row] = await db.select(rowColumns).from(words).innerJoin(collections, eq(collections.id, words.collectionId))
    .where(and(eq(words.id, id), visibleTo(userId))).limit(1);
  return (row as WordRow | undefined) ?? null;
}
