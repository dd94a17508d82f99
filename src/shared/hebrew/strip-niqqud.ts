/**
 * The one rule for making Hebrew comparable, used by the client, the server and (as the SQL
 * function milim_plain, see migration 0000) by the database:
 * NFC-normalise, turn maqaf (U+05BE) into a space, drop every point and cantillation mark in
 * U+0591–U+05C7, lower-case (for Latin text in the same field) and collapse white space.
 */
const MAQAF = /\u05BE/g;
const MARKS = /[\u0591-\u05C7]/g;

export function stripNiqqud(text: string): string {
  return text.normalize("NFC").replace(MAQAF, " ").replace(MARKS, "");
}

/**
 * Exactly what the database's milim_plain() stores in the *_plain columns: stripped, white space
 * folded and trimmed (case is left alone; searches use ILIKE).
 */
export function plainHebrew(text: string): string {
  return stripNiqqud(text).replace(/\s+/g, " ").trim();
}

/** The search form of a text: stripped, lower-cased, single-spaced, trimmed. */
export function toPlain(text: string): string {
  return stripNiqqud(text).toLowerCase().replace(/\s+/g, " ").trim();
}

const HEBREW_LETTER = /[\u05D0-\u05EA]/;
export function hasHebrew(text: string): boolean {
  return HEBREW_LETTER.test(text);
}
