import { vowelledLetters } from "./pointed-letters";

/**
 * A word of one syllable bound to the next (in construct, or before a maqaf) loses its stress, and
 * its tsere shortens to segol (בֵּן 'son' → בֶּן, אֵת → אֶת, לֵב → לֶב): a reader who meets בֶּן knows the head-word
 * בֵּן, the long form the lexicons head. (Holam to qamats qatan, כֹּל → כָּל, is pointing-likeness's: a qamats
 * read as a holam of any word would make עָג the name עֹג.) Pure.
 */

const TSERE = "\u05B5";
const SEGOL = "\u05B6";

/**
 * Whether the text's word is the head-word's single syllable shortened: the same letters (a dagesh aside: בֶן after a vowel),
 * one full vowel in each, on the same letter, the text's segol for the head-word's tsere; nothing else
 * differs. Unpointed words and longer words are never so.
 */
export function shortenedMonosyllable(head: string, text: string): boolean {
  const h = vowelledLetters(head);
  const t = vowelledLetters(text);
  if (h.length === 0 || h.length !== t.length) return false;
  const full = (v: string) => v !== "" && v !== "\u05B0";
  if (h.filter((l) => full(l.vowel)).length !== 1 || t.filter((l) => full(l.vowel)).length !== 1) return false;
  let shortened = false;
  for (let i = 0; i < h.length; i++) {
    const [a, b] = [h[i]!, t[i]!];
    if (a.letter !== b.letter) return false;
    if (a.vowel === b.vowel) continue;
    if (a.vowel !== TSERE || b.vowel !== SEGOL) return false;
    shortened = true;
  }
  return shortened;
}
