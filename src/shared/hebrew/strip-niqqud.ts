/**
 * The one rule for making Hebrew comparable, used by the client, the server and (as the SQL
 * function milim_plain, see migrations 0000 and 0007) by the database:
 * NFC-normalise, turn maqaf (U+05BE) into a space, drop every point and cantillation mark in
 * U+0591–U+05C7, lower-case (for Latin text in the same field) and collapse white space.
 */
const MAQAF = /\u05BE/g;
const MARKS = /[\u0591-\u05C7]/g;
/**
 * White space, written out (the set JavaScript's \s matches) so that the SQL function uses the
 * very same set (migration 0007): ASCII white space, NO-BREAK SPACE, the Unicode spaces, line and
 * paragraph separators, and U+FEFF (a byte-order mark left inside text).
 */
const WHITE_SPACE = /[\t\n\v\f\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+/g;

export function stripNiqqud(text: string): string {
  return text.normalize("NFC").replace(MAQAF, " ").replace(MARKS, "");
}

/**
 * Exactly what the database's milim_plain() stores in the *_plain columns: stripped, white space
 * folded and trimmed (case is left alone; searches use ILIKE).
 */
export function plainHebrew(text: string): string {
  return stripNiqqud(text).replace(WHITE_SPACE, " ").trim();
}

/** The search form of a text: stripped, lower-cased, single-spaced, trimmed. */
export function toPlain(text: string): string {
  return stripNiqqud(text).toLowerCase().replace(WHITE_SPACE, " ").trim();
}

const HEBREW_LETTER = /[\u05D0-\u05EA]/;
export function hasHebrew(text: string): boolean {
  return HEBREW_LETTER.test(text);
}
