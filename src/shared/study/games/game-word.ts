import type { Language } from "../../domain";
import { shuffle, type RandomSource } from "../random";
import { gameTranslationFor, type TranslatedWord } from "../translation-for";

/** A word as the games see it: the translation is already chosen (see gameTranslationFor). */
export interface GameWord {
  id: string;
  hebrew: string;
  translation: string;
  translit: string | null;
  /** The chosen language lacks this word: `translation` is its English gloss (shown with an 'EN' badge). */
  english?: boolean;
}

/**
 * The words a game can use in `language`: each with its translation, or its English gloss marked
 * `english`; the words with neither are left out and counted, so the game can say how many.
 */
export function toGameWords<W extends TranslatedWord & { id: string; hebrew: string; translit: string | null }>(
  words: readonly W[],
  language: Language,
): { words: GameWord[]; leftOut: number } {
  const out: GameWord[] = [];
  for (const w of words) {
    const t = gameTranslationFor(w, language);
    if (t) out.push({ id: w.id, hebrew: w.hebrew, translation: t.text, translit: w.translit, ...(t.english ? { english: true } : {}) });
  }
  return { words: out, leftOut: words.length - out.length };
}

/**
 * Up to `count` words in random order for one game. Words whose Hebrew or (non-empty) translation
 * repeats an already picked word are left out, so a Hebrew item never has two equal answers.
 */
export function pickGameWords(words: readonly GameWord[], count: number, random: RandomSource = Math.random): GameWord[] {
  const picked: GameWord[] = [];
  const hebrew = new Set<string>();
  const translations = new Set<string>();
  for (const w of shuffle(words, random)) {
    if (picked.length >= count) break;
    const he = w.hebrew.trim();
    const tr = w.translation.trim().toLowerCase();
    if (hebrew.has(he) || (tr && translations.has(tr))) continue;
    hebrew.add(he);
    if (tr) translations.add(tr);
    picked.push(w);
  }
  return picked;
}
