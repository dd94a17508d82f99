/**
 * The holam of a holam male where one way of pointing it puts it: on the letter it is read after.
 * Texts and lexicons point the same o written with a vav two ways: the Talmud's אוֹ (the dot over the
 * vav) and Jastrow's head-word אֹו (the dot over the alef, the vav after it silent). A reader hears one
 * word: a vav with holam after a letter that has no vowel of its own is that letter's o, not a
 * consonant (עֲוֹן and מִצְוֹת keep their consonantal vav: the letter before it has a vowel).
 */
const HOLAM_MALE = /([\u05D0-\u05EA])([\u05BC\u05BD\u05BF\u05C1\u05C2]*)\u05D5\u05B9/g;

/** `word` (NFC) with each holam male's dot put on the letter before its vav. */
export function holamOnLetter(word: string): string {
  return word.normalize("NFC").replace(HOLAM_MALE, (_, letter: string, marks: string) => `${letter}\u05B9${marks}\u05D5`).normalize("NFC");
}
