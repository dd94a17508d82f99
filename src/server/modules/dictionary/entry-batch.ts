import { keepEntriesWithinCap } from "./cap-entries";
import type { EntryRow } from "./import-queries";

/**
 * A batch of a lexicon's entries as it travels from the parsing thread to the database: one JSON
 * text (an array of objects keyed by the staging table's columns) that the database reads with
 * json_to_recordset (import-queries.ts#stageEntryBatch). The server's thread copies one string and
 * sends it on; it never builds an object per entry and per form.
 */
export interface EntryBatch {
  json: string;
  /** The entries in `json`. */
  count: number;
  /** What this batch left out and why (malformed, tooLarge, otherScript…), added to the job's counts. */
  counts: Record<string, number>;
  /**
   * Jastrow: what the resolution of its cross-references reads of each of the batch's entries, as
   * JSON (ReferenceCandidate), the whole run's read together once every batch is in (resolve-references.ts).
   */
  candidates?: string;
}

/** The staging table's columns as the JSON gives them, with their types (json_to_recordset's column list). */
export const STAGED_JSON_COLUMNS = [
  ["source", "text"], ["source_id", "text"], ["word", "text"], ["transliteration", "text"], ["pronunciation", "text"],
  ["part_of_speech", "text"], ["language", "text"], ["definitions", "text[]"], ["root", "text"], ["is_proper_name", "boolean"],
  ["reference_to", "text"], ["reference_also", "text[]"], ["cross_refs", "text[]"], ["forms", "text[]"], ["details", "jsonb"],
] as const;

const stagedJson = (r: EntryRow) => ({
  source: r.source, source_id: r.sourceId, word: r.word, transliteration: r.transliteration ?? null, pronunciation: r.pronunciation ?? null,
  part_of_speech: r.partOfSpeech ?? null, language: r.language, definitions: r.definitions ?? [], root: r.root ?? null,
  is_proper_name: r.isProperName ?? false, reference_to: r.referenceTo ?? null, reference_also: r.referenceAlso ?? [], cross_refs: r.crossRefs ?? [], forms: r.forms ?? [],
  details: r.details ?? null,
});

/**
 * One entry as the resolution of Jastrow's cross-references reads it: id, head-words, homograph
 * number, the head-word it names (`see`), its link; the other words it holds (its forms, and the
 * pointed words of its text), whether it has a meaning (a definition in words), whether it is Aramaic ("v. X ch." names it),
 * a form of the word it names ("imperat. of X"), a verb ("to …"); the entries it names after `see`, each with its link.
 */
export type ReferenceCandidate = [
  id: string, headWords: string[], homograph: string | null, see: string | null, rid: string | null, forms: string[], mentions: readonly string[], meaning: boolean,
  aramaic: boolean, formOf: boolean, verb: boolean, also: [text: string, rid: string | null][],
];

const hasMeaning = (r: EntryRow) => (r.definitions ?? []).some((d) => /[A-Za-z]{2,}/.test(d));

/**
 * The rows within the entry cap as one batch (each longer one counted in `counts` as malformed,
 * tooLarge: cap-entries.ts); `counts` are the batch's own. `references` (Jastrow): each entry's
 * ReferenceCandidate beside it, with the words its text writes (`textWords`).
 */
export function encodeEntryBatch(rows: EntryRow[], counts: Record<string, number> = {}, { references = false, textWords, formOf, seeAlso }: {
  references?: boolean;
  /** The pointed words of an entry's own text (shared/dictionary/read-jastrow-reference#mentionedWords), read by the resolution, not stored. */
  textWords?: (r: EntryRow) => readonly string[];
  /** Whether an entry is a form of the word it names ("imperat. of X", shared/dictionary/jastrow-reference-leads), read likewise. */
  formOf?: (r: EntryRow) => boolean;
  /** The entries a reference names after its first, each as printed with its link (null: unlinked), read likewise. */
  seeAlso?: (r: EntryRow) => readonly { text: string; rid: string | null }[];
} = {}): EntryBatch {
  const kept = keepEntriesWithinCap(rows, counts);
  const batch: EntryBatch = { json: JSON.stringify(kept.map(stagedJson)), count: kept.length, counts };
  if (references) {
    const candidates: ReferenceCandidate[] = kept.map((r) => [r.sourceId, r.details?.headWords ?? [], r.details?.homograph ?? null, r.details?.see ?? null,
      r.referenceTo ?? null, r.forms ?? [], textWords?.(r) ?? [], hasMeaning(r), r.language === "aramaic", formOf?.(r) ?? false, /^to /.test(r.definitions?.[0] ?? ""),
      (seeAlso?.(r) ?? []).map((a) => [a.text, a.rid])]);
    batch.candidates = JSON.stringify(candidates);
  }
  return batch;
}

/** Adds a batch's counts to the job's. */
export function addCounts(total: Record<string, number>, add: Record<string, number>): void {
  for (const [k, v] of Object.entries(add)) total[k] = (total[k] ?? 0) + v;
}
