import { ilike, or, sql, type SQL } from "drizzle-orm";
import type { SearchResult } from "../../../shared/api/collections";
import type { DbOrTx } from "../../db/client";
import { collections, words } from "../../db/schema";
import { studyWordFields } from "../../db/study-word-columns";
import { containsPattern, wholeWordPattern } from "../../db/like-pattern";
import { visibleTo } from "../../db/visible-to";
import { readingPathKey } from "../../db/reading-path-key";
import { JsonText } from "../../lib/json-text";

/** The match on words: ILIKE on the three columns with pg_trgm GIN indexes, in a form they serve. */
export function matchesTerm(term: string): SQL {
  const pattern = containsPattern(term);
  return or(ilike(words.hebrewPlain, pattern), ilike(words.english, pattern), ilike(words.translit, pattern))!;
}

/**
 * The search's order: exact matches (case-insensitive, whole field) first, then the words that have
 * the term as a whole word ("house, home" before "householder" for "house"), then freq_rank (no rank
 * last), then insertion order. The benchmark's baseline sorts by the same expressions.
 */
export function searchOrder(term: string): SQL[] {
  // lower() on both sides: the database's case rules, whatever its locale.
  const exact = sql`(lower(${words.hebrewPlain}) = lower(${term}::text) or lower(${words.english}) = lower(${term}::text) or lower(${words.translit}) = lower(${term}::text))`;
  const word = wholeWordPattern(term);
  const wholeWord = sql`(${words.hebrewPlain} ~ ${word} or lower(${words.english}) ~ ${word} or lower(${words.translit}) ~ ${word})`;
  return [sql`${exact} desc`, sql`${wholeWord} desc`, sql`${words.freqRank} asc nulls last`, sql`${words.createdAt}`, sql`${words.id}`];
}

/** The words columns studyWordFields reads. */
const WORD_COLUMNS = [
  words.id, words.collectionId, words.hebrew, words.english, words.spanish, words.portuguese, words.french, words.italian, words.translit,
  words.pos, words.freqRank, words.subcategory, words.section, words.contextRef, words.contextText,
];

/**
 * The search statement: words of every collection visible to the user whose plain Hebrew
 * (hebrew_plain, niqqud stripped by milim_plain), English or transliteration contains `term`
 * (ILIKE on the three columns with pg_trgm GIN indexes, in a form they serve: a BitmapOr of the
 * three, for terms of 3+ characters), with the collection's slug, domain, name, owner and reading-path key, in
 * searchOrder; at most `limit`. The learner's progress is read only for the words kept (it plays no part in the
 * match or the order). The database writes the whole answer (SearchResultSchema) as one JSON text
 * (studyWordFields for each word): no row is mapped or encoded in JavaScript. Exported apart so the
 * benchmark can EXPLAIN exactly this statement.
 */
export function searchWordsQuery(userId: string, term: string, limit: number): SQL {
  // json_agg reads the kept words in the order of their subquery (a plain aggregate over it; no
  // ORDER BY in json_agg, which would sort the rows again with their JSON).
  return sql`
    select json_build_object('words', coalesce(json_agg(r), '[]'::json), 'limit', ${limit}::int)::text as body
    from (
      select ${studyWordFields("m", userId)}, m.collection_slug as "collectionSlug", m.collection_domain as "collectionDomain", m.collection_name as "collectionName",
        m.collection_owner_id as "collectionOwnerId", m.collection_reading_path as "collectionReadingPath"
      from (
        select ${sql.join(WORD_COLUMNS.map((c) => sql`${c}`), sql`, `)}, ${collections.slug} as collection_slug, ${collections.domain} as collection_domain, ${collections.name} as collection_name,
          ${collections.ownerId} as collection_owner_id, ${readingPathKey} as collection_reading_path
        from ${words}
        join ${collections} on ${collections.id} = ${words.collectionId}
        where ${visibleTo(userId)} and ${matchesTerm(term)}
        order by ${sql.join(searchOrder(term), sql`, `)}
        limit ${limit}
      ) m
    ) r`;
}

/** The search's answer (SearchResultSchema) as the JSON text the database wrote. */
export async function searchWords(db: DbOrTx, userId: string, term: string, limit: number): Promise<JsonText<SearchResult>> {
  const result = await db.execute(searchWordsQuery(userId, term, limit));
  // Both drivers (PGlite, node-postgres) answer db.execute with { rows }.
  const [row] = (result as unknown as { rows: { body: string }[] }).rows;
  return new JsonText(row!.body);
}
