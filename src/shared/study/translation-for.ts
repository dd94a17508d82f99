import type { Language } from "../domain";

/** The translation fields of a word (Word/StudyWord from src/shared/api/collections.ts fit). */
export type TranslatedWord = { english: string } & { [L in Exclude<Language, "english">]: string | null };

/**
 * The word's text in the chosen language, trimmed; "" when it has none. Games use this as is
 * (spec 000 §5: a missing non-English translation is empty text in games).
 */
export function translationFor(word: TranslatedWord, language: Language): string {
  return (word[language] ?? "").trim();
}

/** Flashcards only: the chosen language, falling back to English when that translation is missing. */
export function withEnglishFallback(word: TranslatedWord, language: Language): string {
  return translationFor(word, language) || translationFor(word, "english");
}
