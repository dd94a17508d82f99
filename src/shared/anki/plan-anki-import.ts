/**
 * Which notes of an Anki package become words, and how the preview counts them: one rule for the
 * import (on the server, with the words' text) and the preview (on the server for the guessed
 * mapping, in the form for the mapping the learner chooses, on the preview's table of notes), so the
 * preview's counts are exactly what the import then does. A word is its Hebrew without niqqud
 * (`duplicateKey`): the first note holding it (in the package's note order) gives the word, a later
 * note holding it again is a duplicate, a note whose Hebrew field is empty (or whose note type has no
 * mapping) is empty. A word shared by two note types ("Basic" and "Basic (and reversed card)") is one
 * word, counted once.
 */

/** The notes that give words (note index and word), and how many notes were duplicates or empty. */
export interface WordNotes<K> {
  words: { note: number; key: K }[];
  duplicates: number;
  empty: number;
}

/** `keyOf(i)`: note i's word through its mapping (null: its Hebrew field is empty or unmapped). */
export function pickWordNotes<K>(noteCount: number, keyOf: (note: number) => K | null): WordNotes<K> {
  const seen = new Set<K>();
  const words: { note: number; key: K }[] = [];
  let duplicates = 0;
  let empty = 0;
  for (let i = 0; i < noteCount; i++) {
    const key = keyOf(i);
    if (key === null) empty++;
    else if (seen.has(key)) duplicates++;
    else {
      seen.add(key);
      words.push({ note: i, key });
    }
  }
  return { words, duplicates, empty };
}

/**
 * The preview's table of notes: per note, in the import's order, `[note type (index in the
 * preview's noteTypes, -1: none), rated reviews its history brings, then per field its word
 * (index among the package's words, -1: empty)]`; the words the learner already has, by index,
 * with the collections holding them (indexes in the preview's ownedCollections); and the notes that
 * are words the learner has, whatever their fields (a note of Milim's export names its word), by
 * index in the table, with the collection holding that word.
 */
export type PreviewNote = readonly number[];
export interface PreviewOwnedWord { word: number; collections: readonly number[] }
export interface PreviewOwnedNote { note: number; collections: readonly number[] }

/** The preview's counts under a mapping: each word once, as the import will count it. */
export interface AnkiImportCount {
  /** Words the notes give (each once): written as new words, or, skipped as the learner's, their history merged. */
  words: number;
  /** Of those, words the learner already has in collections of their own, and which collections (indexes) hold them. */
  owned: number;
  collections: number[];
  /** Notes whose word an earlier note already gave; notes with an empty Hebrew field. */
  duplicates: number;
  empty: number;
  /** Rated reviews the words' histories bring, and on how many words. */
  reviews: number;
  wordsWithReviews: number;
  /** Of those words, the learner's own: with 'Skip words I already have', their history is merged into the learner's word. */
  ownedWithReviews: number;
}

export const NOTE_TYPE = 0;
export const NOTE_REVIEWS = 1;
export const NOTE_FIRST_FIELD = 2;

/**
 * Counts the table `notes` under `hebrewField` (a note type's index → the field its mapping takes
 * as the Hebrew) against the learner's words: a word is theirs when the note giving it is one of
 * `ownedNotes` (the word it names is theirs), else when its Hebrew is one of `owned`.
 */
export function countAnkiImport(
  notes: readonly PreviewNote[], owned: readonly PreviewOwnedWord[], ownedNotes: readonly PreviewOwnedNote[], hebrewField: (noteType: number) => number | undefined,
): AnkiImportCount {
  const ownedBy = new Map(owned.map((o) => [o.word, o.collections]));
  const ownedNote = new Map(ownedNotes.map((o) => [o.note, o.collections]));
  const { words, duplicates, empty } = pickWordNotes(notes.length, (i) => {
    const row = notes[i]!;
    const field = row[NOTE_TYPE]! >= 0 ? hebrewField(row[NOTE_TYPE]!) : undefined;
    const key = field === undefined ? undefined : row[NOTE_FIRST_FIELD + field];
    return key === undefined || key < 0 ? null : key;
  });
  const collections = new Set<number>();
  let ownedCount = 0;
  let reviews = 0;
  let wordsWithReviews = 0;
  let ownedWithReviews = 0;
  for (const { note, key } of words) {
    const where = ownedNote.get(note) ?? ownedBy.get(key);
    const rated = notes[note]![NOTE_REVIEWS]!;
    reviews += rated;
    if (rated > 0) wordsWithReviews++;
    if (!where) continue;
    ownedCount++;
    if (rated > 0) ownedWithReviews++;
    for (const c of where) collections.add(c);
  }
  return {
    words: words.length, owned: ownedCount, collections: [...collections].sort((a, b) => a - b), duplicates, empty,
    reviews, wordsWithReviews, ownedWithReviews,
  };
}
