/**
 * How alike a head-word is pointed to the word the text prints: the same vowel signs
 * (`pointedAlike`), the same vowel qualities (`pointingCloseness`), the very same signs
 * (`sameVowels`). The ranking (rank-readings) reads them to put the homograph pointed as the
 * text first. Pure; each has a form that reads the text's word once for many head-words.
 */
import { holamOnLetter } from "./holam-male";
import { vowelledLetters, type VowelledLetter } from "./pointed-letters";

const POINTS = /[\u05B0-\u05BB\u05C7]|\u05D5\u05BC/;
/**
 * Whether a head-word carries vowel points (Jastrow leaves a few unpointed: its root entries, some
 * cross-references). A shuruk (וּ, a vav with its dot) is a vowel: הוּא is pointed.
 */
export const isPointed = (word: string): boolean => POINTS.test(word);

/** A vowel sign's quality: a, e, i, o, u, or 0 for sheva (a hataf is its full vowel's quality). */
const VOWEL_CLASS: Record<string, string> = {
  "\u05B0": "0", "\u05B1": "e", "\u05B2": "a", "\u05B3": "o", "\u05B4": "i", "\u05B5": "e", "\u05B6": "e", "\u05B7": "a", "\u05B8": "a",
  "\u05B9": "o", "\u05BA": "o", "\u05BB": "u", "\u05C7": "o",
};
/** Each letter with its first vowel sign and dagesh, a vav's holam read as the preceding letter's vowel. */
const lettersOf = (word: string) => vowelledLetters(holamOnLetter(word));

/**
 * A score of head-words against one text's word, its letters read once: `score` of the two when
 * the head-word has the very same letters, one for one; 0 for other letters (or none).
 */
function scoreSameLetters(text: string, score: (head: readonly VowelledLetter[], text: readonly VowelledLetter[]) => number): (head: string) => number {
  const t = lettersOf(text);
  return (head) => {
    const h = lettersOf(head);
    if (h.length === 0 || h.length !== t.length || h.some((c, i) => c.letter !== t[i]!.letter)) return 0;
    return score(h, t);
  };
}

/**
 * The share of letters that carry the very same vowel sign in both (patach is not qamats, tsere is
 * not segol): the finer test after `pointingCloseness` (שַׁחַר 'dawn' before שָׁחַר 'to be black' for
 * הַשַּׁחַר). 0 for other letters.
 */
export function sameVowels(head: string, text: string): number {
  return sameVowelsAs(text)(head);
}
/** `sameVowels` of head-words against one text's word, its signs read once. */
export function sameVowelsAs(text: string): (head: string) => number {
  return scoreSameLetters(text, (h, t) => h.filter((c, i) => c.vowel === t[i]!.vowel).length / h.length);
}

/**
 * A word's letters and vowels as a careful reader compares them: no cantillation, meteg, dagesh or
 * rafe (a proclitic takes the dagesh of the stem's first letter, and texts differ in marking it), a
 * hataf as the sheva it shortens (עֲ and עְ), qamats qatan and the holam of a vav as holam; nothing
 * but letters and points (Jastrow's "(כְּדֵי)" is כְּדֵי).
 */
function pointingKey(word: string): string {
  return holamOnLetter(word)
    .replace(/[\u0591-\u05AF\u05BC\u05BD\u05BF\u05C4\u05C5]/g, "")
    .replace(/[\u05B1\u05B2\u05B3]/g, "\u05B0")
    .replace(/[\u05BA\u05C7]/g, "\u05B9")
    .replace(/[^\u05B0-\u05B9\u05BB\u05C1\u05C2\u05D0-\u05EA]/g, "")
    .normalize("NFC");
}

const QAMATS = "\u05B8";
const HOLAM = "\u05B9";

/**
 * Whether a head-word is pointed as the text points the word: the same letters with the same vowel
 * signs, by `pointingKey` (לָמָה and לָמָּה alike; אָדָם 'man' and אָדַם 'to be red' not). A qamats of
 * the text may stand for a holam of the head-word: texts seldom mark qamats qatan, and כָּל־ is read
 * kol (כֹּל). A word without a vowel on either side is never alike: an unpointed text says nothing.
 */
export function pointedAlike(head: string, text: string): boolean {
  return pointedAlikeTo(text)(head);
}
/** `pointedAlike` of head-words against one text's word, its key read once. */
export function pointedAlikeTo(text: string): (head: string) => boolean {
  if (!isPointed(text)) return () => false;
  const t = pointingKey(text);
  return (head) => {
    if (!isPointed(head)) return false;
    const h = pointingKey(head);
    if (h.length !== t.length) return false;
    for (let i = 0; i < h.length; i++) if (h[i] !== t[i] && !(t[i] === QAMATS && h[i] === HOLAM)) return false;
    return true;
  };
}

/**
 * How closely a head-word is pointed as the text points the same letters (0 to 1): the share of
 * letters whose vowel is of the same quality (a, e, i, o, u, sheva), a shared dagesh counting a
 * little; 0 for other letters. אֶת is nearer אֵת (the object marker) than אַתְּ 'thou'.
 */
export function pointingCloseness(head: string, text: string): number {
  return closenessTo(text)(head);
}
/** `pointingCloseness` of head-words to one text's word, its pointing read once. */
export function closenessTo(text: string): (head: string) => number {
  return scoreSameLetters(text, (h, t) => {
    let score = 0;
    for (let i = 0; i < h.length; i++) score += (VOWEL_CLASS[h[i]!.vowel] === VOWEL_CLASS[t[i]!.vowel] ? 1 : 0) + (h[i]!.dagesh === t[i]!.dagesh ? 0.25 : 0);
    return score / (1.25 * h.length);
  });
}
