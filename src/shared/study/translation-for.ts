import type { Language } from "../domain";

/** The translation fields of a word (Word/StudyWord from src/shared/api/collections.ts fit). */
export type TranslatedWord = { english: string } & { [L in Exclude<Language, "english">]: string | null };

/** The word's text in the chosen language, trimmed; "" when it has none. */
export function translationFor(word: TranslatedWord, language: Language): string {
  return (word[language] ?? "").trim();
}

/** Flashcards only: the chosen language, falling back to English when that translation is missing. */
export function withEnglishFallback(word: TranslatedWord, language: Language): string {
  return translationFor(word, language) || translationFor(word, "english");
}

/** A game's text for a word: the chosen language, or the English gloss standing in (`english: true`). */
export interface GameTranslation {
  text: string;
  /** True when the chosen language lacks the word and its English gloss is shown instead (marked 'EN'). */
  english: boolean;
}

/**
 * Games (in place of an empty text, which left empty buttons): the chosen
 * language, else the English gloss marked as such; null when English is empty too (the word is
 * left out of the round).
 */
export function gameTranslationFor(word: TranslatedWord, language: Language): GameTranslation | null {
  const text = translationFor(word, language);
  if (text) return { text, english: false };
  const english = translationFor(word, "english");
  return english ? { text: english, english: true } : null;
}
