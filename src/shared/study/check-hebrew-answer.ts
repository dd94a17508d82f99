import { withFinals } from "../hebrew/final-letters";
import { plainHebrew } from "../hebrew/strip-niqqud";
import { normalizeAnswer } from "./check-answer";

/**
 * A typed Hebrew answer as it is compared: the answers' rule (normalizeAnswer: NFC, punctuation
 * . , ! ? ; : dropped, white space folded) on the plain form (plainHebrew: niqqud and cantillation
 * stripped, maqaf a space), each word's final letters put as a word ends (שלומ, שלום alike).
 */
export function hebrewAnswerForm(text: string): string {
  return normalizeAnswer(plainHebrew(text)).split(" ").filter(Boolean).map(withFinals).join(" ");
}

/** Whether a typed Hebrew answer is the expected word, points and cantillation aside; an empty answer never is. */
export function checkHebrewAnswer(given: string, expected: string): boolean {
  const a = hebrewAnswerForm(given);
  return a !== "" && a === hebrewAnswerForm(expected);
}
