import { and, eq, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { collections, progress, words } from "../../db/schema";
import { isoTimestamp, visibleTo, type WordWithProgressRow } from "../collections/queries";

export interface SearchRow extends WordWithProgressRow {
  collectionSlug: string; collectionDomain: string; collectionName: string;
}

/** `term` as a LIKE pattern matching it anywhere, with \ % _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * Words of every collection visible to the user whose plain Hebrew (hebrew_plain, niqqud
 * stripped by milim_plain), English or transliteration contains `term` (ILIKE, served by the
 * pg_trgm GIN indexes for terms of 3+ characters), with the user's progress. Exact matches
 * (case-insensitive, whole field) first, then freq_rank, then insertion order. (The builder is
 * exported so the benchmark runs exactly this SQL as its baseline.)
 */
export function searchWordsQuery(db: DbOrTx, userId: string, term: string, limit: number) {
  const pattern = containsPattern(term);
  // lower() on both sides: the database's case rules, whatever its locale.
  const exact = sql`(lower(${words.hebrewPlain}) = lower(${term}::text) or lower(${words.english}) = lower(${term}::text) or lower(${words.translit}) = lower(${term}::text))`;
  return db
    .select({
      id: words.id, collectionId: words.collectionId, hebrew: words.hebrew, english: words.english, spanish: words.spanish,
      portuguese: words.portuguese, french: words.french, italian: words.italian, translit: words.translit, pos: words.pos,
      freqRank: words.freqRank, subcategory: words.subcategory, section: words.section,
      status: progress.status, timesSeen: progress.timesSeen, timesKnown: progress.timesKnown, lastSeenAt: isoTimestamp(progress.lastSeenAt),
      collectionSlug: collections.slug, collectionDomain: collections.domain, collectionName: collections.name,
    })
    .from(words)
    .innerJoin(collections, eq(collections.id, words.collectionId))
    .leftJoin(progress, and(eq(progress.wordId, words.id), eq(progress.userId, userId)))
    .where(and(
      visibleTo(userId),
      or(sql`${words.hebrewPlain} ilike ${pattern}`, sql`${words.english} ilike ${pattern}`, sql`${words.translit} ilike ${pattern}`),
    ))
    .orderBy(sql`${exact} desc`, sql`${words.freqRank} asc nulls last`, words.createdAt, words.id)
    .limit(limit);
}

export async function searchWords(db: DbOrTx, userId: string, term: string, limit: number): Promise<SearchRow[]> {
  return searchWordsQuery(db, userId, term, limit);
}
