import type { Language } from "../domain";
import { shuffle, type RandomSource } from "./random";
import { gameTranslationFor, type TranslatedWord } from "./translation-for";

export const QUIZ_OPTION_COUNT = 4;

export interface QuizOptions {
  /** The correct answer: the word's translation in the chosen language, else its English gloss ("" when both are missing). */
  correct: string;
  /** The correct answer plus up to 3 distinct distractors, shuffled. */
  options: string[];
  /** Where `correct` sits in `options`. */
  correctIndex: number;
  /** The options that are English glosses standing in for a missing translation (shown with an 'EN' badge). */
  english: string[];
}

const sameText = (a: string, b: string) => a.normalize("NFC").toLowerCase() === b.normalize("NFC").toLowerCase();

/**
 * The four options of a Quiz Master question: the correct translation plus up to 3
 * distinct distractors taken from the other words' translations in the chosen language (or their
 * English gloss where that is missing, see gameTranslationFor), shuffled with `random`. Distractors
 * never repeat each other or the correct answer (case-insensitive) and are never empty.
 */
export function pickQuizOptions<W extends TranslatedWord & { id: string }>(
  word: W,
  pool: readonly W[],
  language: Language,
  random: RandomSource = Math.random,
): QuizOptions {
  const answer = gameTranslationFor(word, language);
  const correct = answer?.text ?? "";
  const english = answer?.english ? [correct] : [];
  const distractors: string[] = [];
  for (const other of shuffle(pool, random)) {
    if (distractors.length === QUIZ_OPTION_COUNT - 1) break;
    if (other.id === word.id) continue;
    const t = gameTranslationFor(other, language);
    if (!t || sameText(t.text, correct) || distractors.some((d) => sameText(d, t.text))) continue;
    distractors.push(t.text);
    if (t.english) english.push(t.text);
  }
  const options = shuffle([correct, ...distractors], random);
  return { correct, options, correctIndex: options.indexOf(correct), english };
}
