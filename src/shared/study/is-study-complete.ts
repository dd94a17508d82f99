import type { WordStatus } from "../domain";

type WithProgress = { progress: { status: WordStatus } | null };

/** Flashcards, Matching, Fill, Quiz and Memory work only on words that are not known. */
export function wordsToPractise<T extends WithProgress>(words: readonly T[]): T[] {
  return words.filter((w) => w.progress?.status !== "known");
}

/**
 * Every word of the list is known: the non-Study tabs then say 'Great job! You know all the
 * words.' An empty list is not "complete" (the page shows 'No words found' instead).
 */
export function isStudyComplete(words: readonly WithProgress[]): boolean {
  return words.length > 0 && words.every((w) => w.progress?.status === "known");
}

