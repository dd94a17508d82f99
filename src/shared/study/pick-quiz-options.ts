import type { Language } from "../domain";
import { shuffle, type RandomSource } from "./random";
import { translationFor, type TranslatedWord } from "./translation-for";

export const QUIZ_OPTION_COUNT = 4;

export interface QuizOptions {
  /** The correct answer: the word's translation in the chosen language ("" when missing, spec 000 §5). */
  correct: string;
  /** The correct answer plus up to 3 distinct distractors, shuffled. */
  options: string[];
  /** Where `correct` sits in `options`. */
  correctIndex: number;
}

const sameText = (a: string, b: string) => a.normalize("NFC").toLowerCase() === b.normalize("NFC").toLowerCase();

/**
 * The four options of a Quiz Master question (spec 000 §5): the correct translation plus up to 3
 * distinct distractors taken from the other words' translations in the chosen language, shuffled
 * with `random`. Distractors never repeat each other or the correct answer (case-insensitive) and
 * are never empty.
 */
export function pickQuizOptions<W extends TranslatedWord & { id: string }>(
  word: W,
  pool: readonly W[],
  language: Language,
  random: RandomSource = Math.random,
): QuizOptions {
  const correct = translationFor(word, language);
  const distractors: string[] = [];
  for (const other of shuffle(pool, random)) {
    if (distractors.length === QUIZ_OPTION_COUNT - 1) break;
    if (other.id === word.id) continue;
    const text = translationFor(other, language);
    if (!text || sameText(text, correct) || distractors.some((d) => sameText(d, text))) continue;
    distractors.push(text);
  }
  const options = shuffle([correct, ...distractors], random);
  return { correct, options, correctIndex: options.indexOf(correct) };
}
