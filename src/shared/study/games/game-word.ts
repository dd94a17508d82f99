import { shuffle, type RandomSource } from "../random";

/** A word as the games see it: the translation is already chosen (no English fallback in games). */
export interface GameWord {
  id: string;
  hebrew: string;
  translation: string;
  translit: string | null;
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
