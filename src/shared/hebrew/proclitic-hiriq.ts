import { vowelledLetters } from "./pointed-letters";

/**
 * A proclitic before a word that opens with יְ: the prepositions ב כ ל and the conjunction ו take a hiriq,
 * and the י loses its sheva and is written as the hiriq's vowel letter (GKC §24c): לִידֵי is לְ + יְדֵי 'into the
 * hands of', בִּידֵי בְּ + יְדֵי, וִיהוּדָה וְ + יְהוּדָה. A reading that keeps such a letter as its form's own (לִידֵי as לֵיד,
 * Jastrow's reference to יְלֵד, with an ending) goes against the pointing where no head-word of the form opens as
 * the text does, with the letter, a hiriq and the י: בִּיאַת is בִּיאָה's, לִימּוּד לִימּוּד's, and the pointing says nothing
 * of them. Unpointed text, and a form the lexicon does not point, say nothing either. Pure.
 */

const HIRIQ = "\u05B4";
const PROCLITIC_LETTERS = "בכלו";

/**
 * Whether the letter at `at` of `word` (the first letter of a reading's stem, after its proclitics) is pointed as a
 * proclitic before a quiescent יְ: ב כ ל ו with a hiriq, then a י without a vowel or a dagesh of its own, then a letter
 * with a vowel, the word going on after it.
 */
export function hiriqBeforeQuiescentYod(word: string, at: number): boolean {
  const ls = vowelledLetters(word);
  const p = ls[at];
  const yod = ls[at + 1];
  const next = ls[at + 2];
  return !!p && !!yod && !!next && PROCLITIC_LETTERS.includes(p.letter) && p.vowel === HIRIQ
    && yod.letter === "י" && !yod.vowel && !yod.dagesh && next.vowel !== "" && ls.length > at + 3;
}

const plain = (w: string) => w.normalize("NFC").replace(/[^\u05D0-\u05EA]/g, "");

/**
 * Whether a reading that keeps the letter at `at` as the first of its form (`form`, plain) goes against the
 * pointing of a proclitic before a quiescent יְ (`hiriqBeforeQuiescentYod`): the form's pointed head-words
 * (`heads`, as the lexicon points them) all open otherwise than with the letter and a hiriq.
 */
export function hiriqMarksProclitic(word: string, at: number, form: string, heads: readonly string[]): boolean {
  if (!hiriqBeforeQuiescentYod(word, at)) return false;
  const same = heads.filter((h) => plain(h) === form && vowelledLetters(h)[0]?.vowel);
  return same.length > 0 && same.every((h) => vowelledLetters(h)[0]!.vowel !== HIRIQ);
}
