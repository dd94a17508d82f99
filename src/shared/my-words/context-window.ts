import { aramaicReadings } from "../hebrew/aramaic-readings";
import { stripNiqqud } from "../hebrew/strip-niqqud";

/**
 * The part of a saved word's passage shown with it: the words before it, the word, the words after, as written (each
 * piece with the space or maqaf that joins it to the next: `before` ends with one, `after` starts with one).
 */
export interface ContextWindow {
  before: string;
  /** The word as the passage writes it; null when the passage does not have it (then `before` is the window). */
  word: string | null;
  after: string;
  /** Words of the passage left out before the window, and after it. */
  cutStart: boolean;
  cutEnd: boolean;
}

/** Words shown at most (a third of them before the word). */
export const CONTEXT_WINDOW_WORDS = 24;

/** The most a reading may take to reach the saved word from a word of the passage (בָנִים → בן: 1; הָיְתָה → היה: 2). */
const MAX_READING_COST = 2.5;

/** A token's letters only: points, cantillation, punctuation and maqaf out. */
const letters = (token: string) => stripNiqqud(token).replace(/[^\u05D0-\u05EA]/g, "");

/** A passage's words, each with what joins it to the next: a maqaf makes two words (אֶל־מָקוֹם is אֶל and מָקוֹם). */
function wordsOf(passage: string): { text: string; join: string }[] {
  return [...passage.trim().matchAll(/([^\s\u05BE]+)([\s\u05BE]*)/g)].map((m) => ({ text: m[1]!, join: m[2]! }));
}

/**
 * Which of the passage's words is the saved word: the first whose letters are the word's (its prefixes included, as the
 * reader saved it); else the one that reads as it most simply (a collection's head-word in an inflected verse: בֵּן in
 * בָנִים, הָיָה in הָיְתָה); else, for a word of three letters or more, the first that holds its letters. -1: none.
 */
function findWord(words: readonly string[], target: string): number {
  if (target === "") return -1;
  const exact = words.findIndex((t) => letters(t) === target);
  if (exact >= 0 || target.length < 2) return exact;
  let best = -1;
  let bestCost = Infinity;
  words.forEach((t, i) => {
    const cost = aramaicReadings(t).find((r) => r.form === target)?.cost;
    if (cost !== undefined && cost <= MAX_READING_COST && cost < bestCost) [best, bestCost] = [i, cost];
  });
  if (best >= 0 || target.length < 3) return best;
  return words.findIndex((t) => letters(t).includes(target));
}

/**
 * Where `word` stands in `passage` and the words around it: a Talmud passage (a Sefaria segment) runs
 * to many lines, and a card or a two-line row that shows its start leaves the word out.
 */
export function contextWindow(passage: string, word: string, max = CONTEXT_WINDOW_WORDS): ContextWindow {
  const words = wordsOf(passage);
  const piece = (from: number, to: number) => words.slice(from, to).map((w) => w.text + w.join).join("");
  const at = findWord(words.map((w) => w.text), letters(word));
  if (at < 0) {
    return { before: piece(0, max).trimEnd(), word: null, after: "", cutStart: false, cutEnd: words.length > max };
  }
  let start = Math.max(0, at - Math.floor(max / 3));
  const end = Math.min(words.length, start + max);
  start = Math.max(0, Math.min(start, end - max));
  return {
    before: piece(start, at),
    word: words[at]!.text,
    after: (words[at]!.join + piece(at + 1, end)).trimEnd(),
    cutStart: start > 0,
    cutEnd: end < words.length,
  };
}
