import { stripNiqqud } from "../hebrew/strip-niqqud";

/** The part of a saved word's passage shown with it: the words before it, the word, the words after. */
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

/** A token's letters only: points, cantillation, punctuation and maqaf out. */
const letters = (token: string) => stripNiqqud(token).replace(/[^\u05D0-\u05EA]/g, "");

/**
 * Where `word` stands in `passage` and the words around it: a Talmud passage (a Sefaria segment) runs
 * to many lines, and a card or a two-line row that shows its start leaves the word out. The passage's
 * words are split at white space and kept as written; the word is the first one whose letters are the
 * word's (its prefixes included, as the reader saved it), else the first that holds them.
 */
export function contextWindow(passage: string, word: string, max = CONTEXT_WINDOW_WORDS): ContextWindow {
  const tokens = passage.trim().split(/\s+/).filter((t) => t !== "");
  const target = letters(word);
  let at = target === "" ? -1 : tokens.findIndex((t) => letters(t) === target);
  if (at < 0 && target.length >= 2) at = tokens.findIndex((t) => letters(t).includes(target));
  if (at < 0) {
    return { before: tokens.slice(0, max).join(" "), word: null, after: "", cutStart: false, cutEnd: tokens.length > max };
  }
  let start = Math.max(0, at - Math.floor(max / 3));
  const end = Math.min(tokens.length, start + max);
  start = Math.max(0, Math.min(start, end - max));
  return {
    before: tokens.slice(start, at).join(" "),
    word: tokens[at]!,
    after: tokens.slice(at + 1, end).join(" "),
    cutStart: start > 0,
    cutEnd: end < tokens.length,
  };
}
