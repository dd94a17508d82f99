/**
 * A text as a learner reads it: niqqud kept, the cantillation marks (U+0591–U+05AF), meteg
 * (U+05BD) and the upper and lower dots (U+05C4, U+05C5) removed, NFC. Maqaf, sof pasuq and
 * paseq stay: they are punctuation, not accents. The same marks the word generator drops
 * (rank-text-words.ts).
 */
const CANTILLATION = /[\u0591-\u05AF\u05BD\u05C4\u05C5]/g;

export function stripCantillation(text: string): string {
  return text.normalize("NFC").replace(CANTILLATION, "").normalize("NFC");
}
