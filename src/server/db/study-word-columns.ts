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
