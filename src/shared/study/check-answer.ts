/**
 * Fill in the Blank answer checking (spec 000 §5): both texts are NFC-normalised, lower-cased,
 * stripped of . , ! ? ; : and trimmed (inner white space folded); the answer is correct when the
 * two are equal or either contains the other. An answer that is empty after this is never correct.
 */
const PUNCTUATION = /[.,!?;:]/g;

export const EMPTY_ANSWER_MESSAGE = "Please enter an answer";

export function normalizeAnswer(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(PUNCTUATION, "").replace(/\s+/g, " ").trim();
}

/** True when the typed text is blank (the Fill game then says EMPTY_ANSWER_MESSAGE). */
export function isBlankAnswer(given: string): boolean {
  return given.trim() === "";
}

export function checkAnswer(given: string, expected: string): boolean {
  const a = normalizeAnswer(given);
  const b = normalizeAnswer(expected);
  if (!a || !b) return false;
  return a === b || a.includes(b) || b.includes(a);
}
