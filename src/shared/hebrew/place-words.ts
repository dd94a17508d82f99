import { alignWords } from "./align-words";
import { toPlain } from "./strip-niqqud";
import { verseWords } from "./verse-words";

/**
 * The reader's position (1-based, as `verseWords` counts) of each analysed word of a verse, or
 * null where the verse text has no such word. When the text was written from the same words (the
 * offline import) they pair one to one; otherwise (a verse from another edition) `alignWords`
 * pairs them by their plain letters.
 */
export function placeWords(words: readonly { surface: string }[], verseText: string): (number | null)[] {
  const reader = verseWords(verseText).flatMap((p) => (p.kind === "word" ? [p] : []));
  if (reader.length === words.length && words.every((w, i) => toPlain(w.surface) === toPlain(reader[i]!.text))) {
    return reader.map((p) => p.position);
  }
  return alignWords(words.map((w) => w.surface), reader.map((p) => p.text)).map((j) => (j === null ? null : reader[j]!.position));
}
