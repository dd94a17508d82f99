/**
 * The five Hebrew letters with a final form (ך ם ן ף ץ) and their ordinary, medial forms (כ מ נ פ צ):
 * one table for every rule that compares letters regardless of where in a word they stand.
 */
const MEDIAL: Readonly<Record<string, string>> = { "ך": "כ", "ם": "מ", "ן": "נ", "ף": "פ", "ץ": "צ" };
const FINAL: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(MEDIAL).map(([f, m]) => [m, f]));
const ANY_FINAL = /[ךםןףץ]/;
const FINALS = /[ךםןףץ]/g;

/** Whether a letter is one of the five final forms. */
export const isFinalLetter = (letter: string): boolean => letter in MEDIAL;

/** A final letter as the same letter inside a word (ך → כ); any other character as it is. */
export const medialLetter = (letter: string): string => MEDIAL[letter] ?? letter;

/** A text with every final letter in its medial form (קוּמֶךָ's ך → כ); points and other characters kept. */
export const medialLetters = (text: string): string => (ANY_FINAL.test(text) ? text.replace(FINALS, (c) => MEDIAL[c]!) : text);

/** A word's letters with its last letter in final form, and no final form inside. */
export function withFinals(letters: string): string {
  const inner = medialLetters(letters);
  const last = inner.at(-1);
  return last && FINAL[last] ? inner.slice(0, -1) + FINAL[last] : inner;
}
