import { ankiFieldText, duplicateKey } from "./note-fields";

/**
 * Words of an Anki package the learner already has in collections of their own. The preview
 * does not know which field the learner will take as the Hebrew, so it counts for every field of
 * every note type; the form adds up the fields chosen. The import decides again, in its transaction,
 * on the words it is about to write.
 */

/**
 * One field of a note type: how many words its notes hold there (each word once), how many of them
 * the learner has, and in which collections (indexes).
 */
export interface OwnedField { words: number; count: number; collections: number[] }

/** A note's fields as duplicate keys (the Hebrew without niqqud); null where the field is empty. */
export const noteKeys = (fields: readonly string[]): (string | null)[] =>
  fields.map((f) => {
    const text = ankiFieldText(f);
    return text === "" ? null : duplicateKey(text);
  });

/**
 * Per field of a note type (`fieldCount` fields): the notes whose key in that field is a word of
 * `owned` (key → indexes of the collections holding it). A word repeated in the package counts once,
 * as the import skips the repeats as duplicates first.
 */
export function ownedByField(notes: readonly (readonly (string | null)[])[], fieldCount: number, owned: ReadonlyMap<string, readonly number[]>): OwnedField[] {
  return Array.from({ length: fieldCount }, (_, i) => {
    const seen = new Set<string>();
    const collections = new Set<number>();
    let count = 0;
    for (const keys of notes) {
      const key = keys[i];
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const where = owned.get(key);
      if (!where) continue;
      count++;
      for (const c of where) collections.add(c);
    }
    return { words: seen.size, count, collections: [...collections].sort((a, b) => a - b) };
  });
}

/**
 * For the fields the learner maps to the Hebrew: how many words the import would write, how many of
 * them it would skip as words the learner already has, and the collections (indexes) holding those. Summed over note types: a word two note
 * types share counts in each (rare; the import's own count is exact).
 */
export function ownedForMapping(
  noteTypes: readonly { id: string; owned: readonly OwnedField[] }[],
  hebrewField: (noteTypeId: string) => number,
): OwnedField {
  let count = 0;
  let words = 0;
  const collections = new Set<number>();
  for (const t of noteTypes) {
    const field = t.owned[hebrewField(t.id)];
    if (!field) continue;
    count += field.count;
    words += field.words;
    for (const c of field.collections) collections.add(c);
  }
  return { words, count, collections: [...collections].sort((a, b) => a - b) };
}
