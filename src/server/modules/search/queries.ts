import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { jsonTextOf, studyWordsJsonArray } from "../collections/study-word-json";

/** `term` as a LIKE pattern matching it anywhere, with \ % _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * The match on a words row `w`: ILIKE on the three columns that have pg_trgm GIN indexes, in a
 * form those indexes serve (a BitmapOr of the three).
 */
export function matchesTerm(term: string): SQL {
  const pattern = containsPattern(term);
  return sql`(w.hebrew_plain ilike ${pattern} or w.english ilike ${pattern} or w.translit ilike ${pattern})`;
}

/**
 * The search statement: words of every collection visible to the user whose plain Hebrew
 * (hebrew_plain, niqqud stripped by milim_plain), English or transliteration contains `term`
 * (ILIKE, served by the pg_trgm GIN indexes for terms of 3+ characters: a BitmapOr of the three),
 * with the user's progress and the collection's slug, domain and name. Exact matches
 * (case-insensitive, whole field) first, then freq_rank (no rank last), then insertion order; at
 * most `limit`. One row, `words`: the results as a JSON array text built by the database.
 * (Exported apart so the benchmark can EXPLAIN exactly this statement.)
 */
export function searchWordsSql(userId: string, term: string, limit: number): SQL {
  return sql`
    with m as (
      select w.id, w.collection_id, w.hebrew, w.english, w.spanish, w.portuguese, w.french, w.italian, w.translit, w.pos,
        w.freq_rank, w.subcategory, w.section, w.created_at,
        c.slug as collection_slug, c.domain as collection_domain, c.name as collection_name,
        -- lower() on both sides: the database's case rules, whatever its locale.
        (lower(w.hebrew_plain) = lower(${term}::text) or lower(w.english) = lower(${term}::text) or lower(w.translit) = lower(${term}::text)) as exact
      from words w
      join collections c on c.id = w.collection_id
      where (c.owner_id is null or c.owner_id = ${userId})
        and ${matchesTerm(term)}
      order by exact desc, w.freq_rank asc nulls last, w.created_at, w.id
      limit ${limit}
    ),
    -- The learner's progress only for the words kept (it plays no part in the match or the order).
    w as (
      select m.*, p.status, p.times_seen, p.times_known, p.last_seen_at
      from m left join progress p on p.word_id = m.id and p.user_id = ${userId}
    )
    select ${studyWordsJsonArray(
      [["collectionSlug", jsonTextOf(sql`w.collection_slug`)], ["collectionDomain", jsonTextOf(sql`w.collection_domain`)], ["collectionName", jsonTextOf(sql`w.collection_name`)]],
      sql`w.exact desc, w.freq_rank asc nulls last, w.created_at, w.id`,
    )} as words
    from w`;
}

/** The search results (SearchResultSchema's `words`) as JSON text. */
export async function searchWordsJson(db: DbOrTx, userId: string, term: string, limit: number): Promise<string> {
  const result = await db.execute(searchWordsSql(userId, term, limit));
  // Both drivers (PGlite, node-postgres) answer with { rows }; an aggregate always gives one row.
  return (result as unknown as { rows: { words: string }[] }).rows[0]!.words;
}
