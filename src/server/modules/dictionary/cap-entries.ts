import { MAX_LEXICON_ENTRY_CHARS } from "../../../shared/api/dictionary";
import type { EntryRow } from "./import-queries";

/** The characters an entry would store: every text field and every definition and cross-reference. */
export function entryTextLength(row: EntryRow): number {
  let n = row.sourceId.length + row.word.length;
  for (const field of [row.transliteration, row.pronunciation, row.partOfSpeech, row.root, row.referenceTo]) n += field?.length ?? 0;
  for (const list of [row.definitions, row.crossRefs, row.referenceAlso]) for (const item of list ?? []) n += item.length;
  return n;
}

/**
 * The rows within MAX_LEXICON_ENTRY_CHARS; each longer one is counted as malformed, with its
 * reason (`tooLarge`), and left out — one learner's lookup or search never carries megabytes.
 */
export function keepEntriesWithinCap(rows: EntryRow[], counts: Record<string, number>, max = MAX_LEXICON_ENTRY_CHARS): EntryRow[] {
  const kept = rows.filter((row) => entryTextLength(row) <= max);
  const left = rows.length - kept.length;
  if (left > 0) {
    counts.malformed = (counts.malformed ?? 0) + left;
    counts.tooLarge = (counts.tooLarge ?? 0) + left;
  }
  return kept;
}
