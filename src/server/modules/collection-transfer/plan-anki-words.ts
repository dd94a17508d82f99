import { randomUUID } from "node:crypto";
import { fieldKey, guessFieldMapping, noteToWord, type FieldMapping } from "../../../shared/anki/note-fields";
import { pickWordNotes } from "../../../shared/anki/plan-anki-import";
import { ankiReviewsToMilim } from "../../../shared/anki/review-history";
import type { AnkiMappings } from "../../../shared/api/collection-transfer";
import type { WordStatus } from "../../../shared/domain";
import { CARD_STATE, schedulerFor, type ReviewParameters } from "../../../shared/review/schedule-review";
import type { AnkiWordRow, ImportedHistory } from "./anki-queries";
import { AnkiPackageError, type AnkiPackage } from "./read-anki-package";
import { sampleNotes } from "./table-anki-notes";

/** A card Anki would call mature (interval of three weeks or more) counts as known, where the note does not carry Milim's status. */
const KNOWN_AFTER_DAYS = 21;
const PG_INT_MAX = 2_147_483_647;

/** What an import writes, worked out from the package alone (the database decides the rest). */
export interface AnkiWordPlan {
  deckName: string;
  mediaFiles: number;
  /**
   * The words, in the notes' order: each note pickWordNotes picks, with the word its note says it
   * is (its guid: a word of Milim's export), the status its note carries (null: none), and its rank
   * (AnkiWordRow's freqRank: the note's own, else after the highest the notes carry, in the notes' order).
   */
  list: (AnkiWordRow & { noteId: number; key: string; wordId: string | null; status: WordStatus | null })[];
  /** By index in `list`: the word's Anki history as the learner's (reviews with their new ids, card, status: the note's, else by the card's maturity). */
  histories: Map<number, Omit<ImportedHistory, "wordId">>;
  duplicates: number;
  empty: number;
}

/**
 * The import's work on every note, on the Anki thread (anki-worker.ts) with the package it read:
 * each note type's mapping (the learner's, else the guessed one from the samples the preview
 * showed), the words the notes give (the rule the preview counts with) and their review histories
 * replayed through the learner's scheduler. A mapping naming a field the type lacks, or no word at
 * all, is refused (AnkiPackageError: the service's 400).
 */
export function planAnkiWords(pkg: AnkiPackage, mappings: AnkiMappings, parameters: ReviewParameters): AnkiWordPlan {
  const samples = sampleNotes(pkg);
  const typeMappings = new Map<string, FieldMapping>();
  for (const t of pkg.noteTypes) {
    const m = mappings[t.id] ?? guessFieldMapping(t.fields, samples.get(t.id) ?? []);
    for (const i of [m.hebrew, m.meaning, m.translit, m.example, m.reference]) {
      if (i !== null && i >= t.fields.length) throw new AnkiPackageError("anki_mapping_missing_field", { name: t.name });
    }
    typeMappings.set(t.id, m);
  }

  const picked = pickWordNotes(pkg.notes.length, (i) => {
    const n = pkg.notes[i]!;
    const m = typeMappings.get(n.noteTypeId);
    return m ? fieldKey(n.fields[m.hebrew] ?? "") : null;
  });
  if (picked.words.length === 0) throw new AnkiPackageError("anki_no_hebrew");
  // The words keep the package's order: a note's own rank, else a place after the highest rank the notes carry.
  let rank = 0;
  for (const { note } of picked.words) rank = Math.max(rank, pkg.notes[note]!.rank ?? 0);
  const list = picked.words.map(({ note, key }) => {
    const n = pkg.notes[note]!;
    const word = noteToWord(n.fields, typeMappings.get(n.noteTypeId)!)!;
    return {
      noteId: n.id, key, wordId: n.wordId, status: n.status, hebrew: word.hebrew, english: word.meaning, translit: word.translit, contextText: word.example, contextRef: word.example ? word.reference : null,
      freqRank: n.rank ?? Math.min(++rank, PG_INT_MAX),
    };
  });

  const scheduler = schedulerFor(parameters);
  const histories = new Map<number, Omit<ImportedHistory, "wordId">>();
  list.forEach((w, index) => {
    const c = pkg.cards.get(w.noteId);
    if (!c) return;
    const { reviews, card } = ankiReviewsToMilim(c.revlog(), scheduler, c.row, pkg.crt);
    if (!card || reviews.length === 0) return;
    const status = w.status ?? (card.state === CARD_STATE.review && card.scheduledDays >= KNOWN_AFTER_DAYS ? "known" : "learning");
    histories.set(index, { card, status, reviews: reviews.map((r) => ({ ...r, id: randomUUID() })) });
  });
  return { deckName: pkg.deckName, mediaFiles: pkg.mediaFiles, list, histories, duplicates: picked.duplicates, empty: picked.empty };
}
