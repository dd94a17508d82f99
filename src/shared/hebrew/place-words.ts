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

/**
 * A text's word analyses placed again on its verses' new text (a chapter imported again, perhaps
 * from another edition): each verse's analyses, in their old order, take the positions `placeWords`
 * finds for them; those of a verse no longer there, or whose word the new text lacks, are dropped.
 */
export function placeAnalysesAgain<T extends { chapter: number; verse: number; position: number; surface: string }>(
  analyses: readonly T[],
  verses: readonly { chapter: number; verse: number; hebrew: string }[],
): T[] {
  const byVerse = new Map<string, T[]>();
  for (const a of [...analyses].sort((x, y) => x.chapter - y.chapter || x.verse - y.verse || x.position - y.position)) {
    const key = `${a.chapter}:${a.verse}`;
    const list = byVerse.get(key);
    if (list) list.push(a);
    else byVerse.set(key, [a]);
  }
  return verses.flatMap((v) => {
    const old = byVerse.get(`${v.chapter}:${v.verse}`);
    if (!old) return [];
    const positions = placeWords(old, v.hebrew);
    return old.flatMap((a, i) => (positions[i] === null ? [] : [{ ...a, position: positions[i]! }]));
  });
}
