/**
 * The one rule for comparing transliterations, used by the dictionary search and (as the SQL function
 * milim_fold_latin, migration 0046, stored in dictionary_entries.transliteration_plain) by the database:
 * a learner types plain Latin letters, and "shalom" finds Wiktionary's "shalóm", "ab" Strong's "ʼâb",
 * "hesed" "ḥesed". Both sides of a comparison are folded the same way:
 * - apostrophes, the modifier letters and spacing marks transliterations write for alef, ayin, stress or
 *   length (' ` ´ ʼ ʻ ʾ ʿ ˈ ː ‘ ’ …) are dropped, before and after the decomposition;
 * - NFKD: a letter with a diacritic becomes its base letter and the diacritic (â, ḥ, š, ṭ), a
 *   superscript letter the letter (Strong's ᵉ for a vocal sheva is e), a ligature its letters;
 * - combining marks are dropped (the diacritics, and Hebrew points in the same field);
 * - A–Z are lower-cased (ASCII only: the same in every database locale), white space folded and trimmed.
 * Every set is written out, so that the SQL function uses the very same (tests/api/transliteration-fold.test.ts
 * compares the two on every Strong's transliteration).
 */
// eslint-disable-next-line no-misleading-character-class -- a set of single code points (ranges of combining marks among them), never letter + mark
const MARKS = /[\u0300-\u036F\u0591-\u05C7\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F'`\u00A8\u00AF\u00B4\u00B8\u02B9-\u02DF\u02E5-\u02FF\u2018\u2019\u201B\u2032\u2035]/g;
/** The white space of plainHebrew() and milim_plain() (migration 0007). */
const WHITE_SPACE = /[\t\n\v\f\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+/g;

export function foldTransliteration(text: string): string {
  return text.replace(MARKS, "").normalize("NFKD").replace(MARKS, "")
    .replace(/[A-Z]/g, (c) => c.toLowerCase()).replace(WHITE_SPACE, " ").trim();
}
