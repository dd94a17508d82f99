/** A letter of a pointed word with the points written after it (vowels, dagesh or mappiq, shin/sin dot; not meteg). */
export interface PointedLetter { letter: string; marks: string }

/** Each Hebrew letter of a word with its points, NFC; cantillation and meteg are dropped. Pure. */
export function pointedLetters(word: string): PointedLetter[] {
  const out: PointedLetter[] = [];
  for (const ch of word.normalize("NFC")) {
    if (/[\u05D0-\u05EA]/.test(ch)) out.push({ letter: ch, marks: "" });
    else if (out.length > 0 && /[\u05B0-\u05C7]/.test(ch) && ch !== "\u05BD") out[out.length - 1]!.marks += ch;
  }
  return out;
}

/** A letter with its first vowel sign (sheva, hataf, full vowel; "" without) and whether it has a dagesh or mappiq. */
export interface VowelledLetter { letter: string; vowel: string; dagesh: boolean }

/** `pointedLetters` read as a reader reads a syllable: each letter's first vowel and its dot. */
export function vowelledLetters(word: string): VowelledLetter[] {
  return pointedLetters(word).map(({ letter, marks }) => ({ letter, vowel: /[\u05B0-\u05BB\u05C7]/.exec(marks)?.[0] ?? "", dagesh: marks.includes("\u05BC") }));
}
