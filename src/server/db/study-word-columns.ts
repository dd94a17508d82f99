import { sql, type SQL } from "drizzle-orm";
import type { Word, WordProgress } from "../../shared/api/collections";
import { progress, words } from "./schema";

/**
 * The columns of a word as the API sends it (WordSchema, src/shared/api/collections.ts). Every
 * read that shows words selects these, so adding a word field touches this object and the schema.
 */
export const wordColumns = {
  id: words.id, collectionId: words.collectionId, hebrew: words.hebrew, english: words.english,
  spanish: words.spanish, portuguese: words.portuguese, french: words.french, italian: words.italian,
  translit: words.translit, pos: words.pos, freqRank: words.freqRank, subcategory: words.subcategory, section: words.section,
  contextRef: words.contextRef, contextText: words.contextText,
};

/** A learner's progress columns (WordProgressSchema), null throughout when there is no record. */
export const progressColumns = {
  status: progress.status, timesSeen: progress.timesSeen, timesKnown: progress.timesKnown, lastSeenAt: progress.lastSeenAt,
};

export interface ProgressRow {
  status: WordProgress["status"] | null;
  timesSeen: number | null;
  timesKnown: number | null;
  lastSeenAt: Date | null;
}

/** A progress row as the API sends it; null when the word has no record. */
export function presentProgress(row: ProgressRow): WordProgress | null {
  if (row.status === null) return null;
  return { status: row.status, timesSeen: row.timesSeen ?? 0, timesKnown: row.timesKnown ?? 0, lastSeenAt: row.lastSeenAt?.toISOString() ?? null };
}

/** A selected word row as the API's Word (the row already has exactly its fields). */
export function presentWord<R extends Word>(row: R): Word {
  return {
    id: row.id, collectionId: row.collectionId, hebrew: row.hebrew, english: row.english,
    spanish: row.spanish, portuguese: row.portuguese, french: row.french, italian: row.italian,
    translit: row.translit, pos: row.pos, freqRank: row.freqRank, subcategory: row.subcategory, section: row.section,
    contextRef: row.contextRef ?? null, contextText: row.contextText ?? null,
  };
}

/** SQL: a timestamptz as the text JavaScript's toISOString() writes (UTC, milliseconds, "Z"). */
export const isoTimeText = (value: SQL): SQL => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * SQL: the select list of a word and the learner's progress as the API's StudyWord, columns named
 * as its fields, by presentWord's and presentProgress's rules: `json_agg(r)` of a relation with these
 * columns writes the API's JSON in the database (a row's JSON is cheaper there than
 * json_build_object's, which looks up each value's type again). `w` is the alias of a relation with
 * the words columns (snake_case, as the table has them); the learner's progress row is looked up by
 * its unique (user, word) index, for the words kept only.
 */
export function studyWordFields(w: string, userId: string): SQL {
  const c = (column: string, field: string) => sql.raw(`${w}.${column} as "${field}"`);
  return sql.join([
    c("id", "id"), c("collection_id", "collectionId"), c("hebrew", "hebrew"), c("english", "english"), c("spanish", "spanish"),
    c("portuguese", "portuguese"), c("french", "french"), c("italian", "italian"), c("translit", "translit"), c("pos", "pos"),
    c("freq_rank", "freqRank"), c("subcategory", "subcategory"), c("section", "section"), c("context_ref", "contextRef"), c("context_text", "contextText"),
    sql`(select json_build_object('status', ${progress.status}, 'timesSeen', ${progress.timesSeen}, 'timesKnown', ${progress.timesKnown},
      'lastSeenAt', ${isoTimeText(sql`${progress.lastSeenAt}`)}) from ${progress} where ${progress.userId} = ${userId} and ${progress.wordId} = ${sql.raw(`${w}.id`)}) as "progress"`,
  ], sql`, `);
}
