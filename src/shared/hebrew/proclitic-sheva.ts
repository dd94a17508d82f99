import { vowelledLetters } from "./pointed-letters";

/**
 * A word whose first letter is a proclitic's (ד ב כ ל ו) with a bare sheva, read whole as another form
 * of an entry whose forms of those letters all open with a full vowel: the pointing says the letter is
 * the proclitic (דְּקָא is ד + קָא, not Jastrow's דַּקָּא, a form of דַּק 'thin'). A form the lexicon points
 * with the sheva (דְּלָא among דְּלֵי's forms) is no evidence either way, nor is unpointed text. Pure.
 */

const SHEVA = "\u05B0";
const PROCLITIC_LETTERS = "דבכלו";

/** The first letter's vowel of a pointed word ("" without). */
const firstVowel = (word: string) => vowelledLetters(word)[0]?.vowel ?? "";
const plain = (word: string) => word.normalize("NFC").replace(/[^\u05D0-\u05EA]/g, "");

/** Whether a pointed word opens with a proclitic's letter (ד ב כ ל ו) under a bare sheva, as the proclitic is pointed. */
export function procliticPointed(word: string): boolean {
  const first = plain(word)[0];
  return !!first && PROCLITIC_LETTERS.includes(first) && firstVowel(word) === SHEVA;
}

/**
 * Whether `stem` (the whole word as written, pointed) opens with a proclitic's letter under a bare sheva
 * while every pointed form of those letters among `forms` (the entries' pointed forms) opens with a full vowel.
 */
export function shevaMarksProclitic(stem: string, forms: readonly string[]): boolean {
  if (!procliticPointed(stem)) return false;
  const same = forms.filter((f) => plain(f) === plain(stem) && firstVowel(f) !== "");
  return same.length > 0 && same.every((f) => firstVowel(f) !== SHEVA);
}
