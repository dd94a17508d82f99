// SQL expressions that write StudyWord (src/shared/api/collections.ts) JSON text in the database,
// used by the collection page and by search.
import { sql, type SQL } from "drizzle-orm";

/** A value as JSON text (strings escaped by the database's to_json), `null` for SQL NULL. */
export const jsonTextOf = (value: SQL) => sql`coalesce(to_json(${value})::text, 'null')`;

/**
 * `pairs` as the text of JSON object members: `{"k1":v1,"k2":v2` when `opening`, else
 * `,"k1":v1,"k2":v2` (never a closing brace).
 */
const members = (pairs: [string, SQL][], opening: boolean) =>
  sql.join(pairs.map(([key, value], i) => sql`${sql.raw(`'${i === 0 && opening ? "{" : ","}${JSON.stringify(key)}:'`)} || ${value}`), sql` || `);

/**
 * The word's own fields of a StudyWord, from a row `w` holding the word's columns, as the start of
 * its JSON text: `{"id":"…",…,"section":…,"progress":` — what is the same for every learner.
 * Written out key by key rather than to_json(row): it is the bulk of a 5,000-word page, and this
 * is about 20% faster on PostgreSQL. Keys are fixed identifiers; every value goes through to_json
 * (or is a uuid or a number), so the text is valid JSON once a progress value and `}` follow (the
 * API tests parse it with StudyWordSchema). The id comes first: WordListCache reads it there.
 */
export const wordFieldsJsonText = () => {
  const pairs: [string, SQL][] = [
    ["id", sql`'"' || w.id || '"'`],
    ["collectionId", sql`'"' || w.collection_id || '"'`],
    ["hebrew", jsonTextOf(sql`w.hebrew`)],
    ["english", jsonTextOf(sql`w.english`)],
    ["spanish", jsonTextOf(sql`w.spanish`)],
    ["portuguese", jsonTextOf(sql`w.portuguese`)],
    ["french", jsonTextOf(sql`w.french`)],
    ["italian", jsonTextOf(sql`w.italian`)],
    ["translit", jsonTextOf(sql`w.translit`)],
    ["pos", jsonTextOf(sql`w.pos`)],
    ["freqRank", sql`coalesce(w.freq_rank::text, 'null')`],
    ["subcategory", jsonTextOf(sql`w.subcategory`)],
    ["section", jsonTextOf(sql`w.section`)],
  ];
  return sql`(${members(pairs, true)} || ',"progress":')`;
};

/**
 * A learner's progress on a word (WordProgress) as JSON text, from a row `p` (an SQL identifier)
 * with the progress columns status, times_seen, times_known, last_seen_at; 'null' when p.status
 * is null (no record). Times in ISO 8601 UTC with milliseconds, made by the database so every
 * driver returns the same text.
 */
export const progressJsonText = (p: string) => sql.raw(`case when ${p}.status is null then 'null' else
  '{"status":' || to_json(${p}.status)::text || ',"timesSeen":' || ${p}.times_seen || ',"timesKnown":' || ${p}.times_known
  || ',"lastSeenAt":' || coalesce(to_json(to_char(${p}.last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text, 'null') || '}' end`);

/**
 * A StudyWord as compact JSON text, from a row `w` holding the word's columns and the progress
 * columns (status null: no record, progress null), plus `extra` [key, value] pairs.
 */
export const studyWordJsonText = (extra: [key: string, value: SQL][] = []) =>
  sql`(${wordFieldsJsonText()} || ${progressJsonText("w")}${extra.length ? sql` || ${members(extra, false)}` : sql``} || '}')`;

/** A JSON array text of studyWordJsonText rows of `w`, in `orderBy` order ('[]' when none). */
export const studyWordsJsonArray = (extra: [key: string, value: SQL][], orderBy: SQL) =>
  sql`'[' || coalesce(string_agg(${studyWordJsonText(extra)}, ',' order by ${orderBy}), '') || ']'`;
