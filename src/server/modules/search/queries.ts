import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { SearchResult } from "../../../shared/api/collections";
import type { DbOrTx } from "../../db/client";
import { collections, progress, words } from "../../db/schema";
import { presentProgress, presentWord, progressColumns, wordColumns } from "../../db/study-word-columns";
import { containsPattern } from "../../db/like-pattern";
import { visibleTo } from "../../db/visible-to";


/** The match on words: ILIKE on the three columns with pg_trgm GIN indexes, in a form they serve. */
export function matchesTerm(term: string): SQL {
  const pattern = containsPattern(term);
  return or(ilike(words.hebrewPlain, pattern), ilike(words.english, pattern), ilike(words.translit, pattern))!;
}

/**
 * The search statement: words of every collection visible to the user whose plain Hebrew
 * (hebrew_plain, niqqud stripped by milim_plain), English or transliteration contains `term`
 * (ILIKE on the three columns with pg_trgm GIN indexes, in a form they serve: a BitmapOr of the
 * three, for terms of 3+ characters), with the collection's slug, domain and name. Exact matches
 * (case-insensitive, whole field) first, then freq_rank (no rank last), then insertion order; at
 * most `limit`. The learner's progress is joined only to the words kept (it plays no part in the
 * match or the order). Exported apart so the benchmark can EXPLAIN exactly this statement.
 */
export function searchWordsQuery(db: DbOrTx, userId: string, term: string, limit: number) {
  // lower() on both sides: the database's case rules, whatever its locale.
  const exact = sql<boolean>`(lower(${words.hebrewPlain}) = lower(${term}::text) or lower(${words.english}) = lower(${term}::text) or lower(${words.translit}) = lower(${term}::text))`;
  const matches = db
    .select({
      ...wordColumns,
      createdAt: words.createdAt,
      collectionSlug: sql<string>`${collections.slug}`.as("collection_slug"),
      collectionDomain: sql<string>`${collections.domain}`.as("collection_domain"),
      collectionName: sql<string>`${collections.name}`.as("collection_name"),
      exact: exact.as("exact"),
    })
    .from(words)
    .innerJoin(collections, eq(collections.id, words.collectionId))
    .where(and(visibleTo(userId), matchesTerm(term)))
    .orderBy(desc(exact), sql`${words.freqRank} asc nulls last`, asc(words.createdAt), asc(words.id))
    .limit(limit)
    .as("m");
  return db
    .select({
      id: matches.id, collectionId: matches.collectionId, hebrew: matches.hebrew, english: matches.english,
      spanish: matches.spanish, portuguese: matches.portuguese, french: matches.french, italian: matches.italian,
      translit: matches.translit, pos: matches.pos, freqRank: matches.freqRank, subcategory: matches.subcategory, section: matches.section,
      // The subquery carries the word's context through its sort: dropping it here sent search results without it.
      contextRef: matches.contextRef, contextText: matches.contextText,
      collectionSlug: matches.collectionSlug, collectionDomain: matches.collectionDomain, collectionName: matches.collectionName,
      ...progressColumns,
    })
    .from(matches)
    .leftJoin(progress, and(eq(progress.wordId, matches.id), eq(progress.userId, userId)))
    .orderBy(desc(matches.exact), sql`${matches.freqRank} asc nulls last`, asc(matches.createdAt), asc(matches.id));
}

/** The search results (SearchResultSchema's `words`). */
export async function searchWords(db: DbOrTx, userId: string, term: string, limit: number): Promise<SearchResult["words"]> {
  const rows = await searchWordsQuery(db, userId, term, limit);
  return rows.map((row) => ({
    ...presentWord(row),
    progress: presentProgress(row),
    collectionSlug: row.collectionSlug, collectionDomain: row.collectionDomain, collectionName: row.collectionName,
  }));
}
