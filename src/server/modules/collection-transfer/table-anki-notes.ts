import { ankiFieldText, fieldKey, guessFieldMapping, type FieldMapping } from "../../../shared/anki/note-fields";
import { countAnkiImport } from "../../../shared/anki/plan-anki-import";
import type { AnkiPackageData } from "./read-anki-package";

/**
 * The preview's table of an Anki package's notes, worked out on the Anki thread (anki-worker.ts)
 * from the package read there: every field of every note as a word (the learner may take any
 * field as the Hebrew), by its index in `keys`, with each note type's guessed mapping and the review
 * counts under it (which the learner's own words do not change). Only this table, not the notes,
 * comes back: what is left on the request thread is the lookup of the learner's words.
 */

const SAMPLE_NOTES = 3;
const SAMPLE_CHARS = 200;

/** Each note type's first notes as text (cut to 200 characters): shown by the preview, read by the guessed mapping. One pass over the notes. */
export function sampleNotes(pkg: Pick<AnkiPackageData, "notes">): Map<string, string[][]> {
  const samples = new Map<string, string[][]>();
  for (const n of pkg.notes) {
    const list = samples.get(n.noteTypeId) ?? [];
    if (list.length < SAMPLE_NOTES) list.push(n.fields.map((f) => ankiFieldText(f).slice(0, SAMPLE_CHARS)));
    samples.set(n.noteTypeId, list);
  }
  return samples;
}

export interface AnkiNoteTable {
  deckName: string;
  noteCount: number;
  mediaFiles: number;
  /** The note types that have notes, with their samples and the mapping guessed from them. */
  types: { id: string; name: string; fields: string[]; noteCount: number; samples: string[][]; mapping: FieldMapping }[];
  /** Under the guessed mappings: rated reviews the words bring, and on how many words (countAnkiImport). */
  reviewCount: number;
  notesWithReviews: number;
  /** A row per note: its type's index in `types` (-1: none), the reviews the import keeps, then each field's word (index in `keys`, -1: none). */
  notes: number[][];
  /** The words (fieldKey), in the order the rows name them. */
  keys: string[];
  /** The notes that say which Milim word they are (their guid: Milim's export), by index in `notes`. */
  noteWords: { note: number; wordId: string }[];
}

export function tableAnkiNotes(pkg: AnkiPackageData): AnkiNoteTable {
  const samples = sampleNotes(pkg);
  const types = pkg.noteTypes.filter((t) => samples.has(t.id));
  const typeIndex = new Map(types.map((t, i) => [t.id, i]));
  const noteCounts = new Map<string, number>();
  const keyIndex = new Map<string, number>();
  const noteWords: { note: number; wordId: string }[] = [];
  const notes = pkg.notes.map((n, i) => {
    if (n.wordId) noteWords.push({ note: i, wordId: n.wordId });
    noteCounts.set(n.noteTypeId, (noteCounts.get(n.noteTypeId) ?? 0) + 1);
    const type = typeIndex.get(n.noteTypeId) ?? -1;
    const card = pkg.cards.get(n.id);
    const row = [type, card?.kept ?? 0];
    const fieldCount = type >= 0 ? types[type]!.fields.length : 0;
    for (let f = 0; f < fieldCount; f++) {
      const key = fieldKey(n.fields[f] ?? "");
      if (key === null) { row.push(-1); continue; }
      let index = keyIndex.get(key);
      if (index === undefined) { index = keyIndex.size; keyIndex.set(key, index); }
      row.push(index);
    }
    return row;
  });
  const tabled = types.map((t) => ({
    id: t.id, name: t.name, fields: t.fields, noteCount: noteCounts.get(t.id)!, samples: samples.get(t.id)!, mapping: guessFieldMapping(t.fields, samples.get(t.id)!),
  }));
  const guessed = countAnkiImport(notes, [], [], (t) => tabled[t]?.mapping.hebrew);
  return {
    deckName: pkg.deckName, noteCount: pkg.notes.length, mediaFiles: pkg.mediaFiles, types: tabled,
    reviewCount: guessed.reviews, notesWithReviews: guessed.wordsWithReviews, notes, keys: [...keyIndex.keys()], noteWords,
  };
}
