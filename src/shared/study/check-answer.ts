/**
 * Fill in the Blank answer checking: both texts are NFC-normalised,
 * lower-cased, stripped of . , ! ? ; : and trimmed (inner white space folded). The expected gloss
 * is also split into its alternatives on , ; and / ("hello, peace"). The answer is correct when it
 * equals the gloss or one alternative, contains one as whole words, or is contained in one as
 * whole words — but never as a one-letter fragment ('a' is not 'thank you'). An answer that is
 * empty after this is never correct.
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

const wordsOf = (s: string) => s.split(" ").filter(Boolean);

/** Whether `needle`'s words appear in `hay`, in order and next to each other. */
function containsWords(hay: string[], needle: string[]): boolean {
  if (needle.length === 0 || needle.length > hay.length) return false;
  for (let i = 0; i + needle.length <= hay.length; i++) if (needle.every((w, k) => hay[i + k] === w)) return true;
  return false;
}

export function checkAnswer(given: string, expected: string): boolean {
  const a = normalizeAnswer(given);
  const whole = normalizeAnswer(expected);
  if (!a || !whole) return false;
  const alternatives = [whole, ...expected.split(/[,;/]/).map(normalizeAnswer).filter(Boolean)];
  const aw = wordsOf(a);
  const fragmentOk = a.replace(/\s/g, "").length >= 2;
  return alternatives.some((alt) => {
    if (a === alt) return true;
    const bw = wordsOf(alt);
    return containsWords(aw, bw) || (fragmentOk && containsWords(bw, aw));
  });
}
