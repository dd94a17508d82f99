import { plainHebrew } from "../hebrew/strip-niqqud";

/**
 * Punctuation a lexicon writes around or inside a head-word: ASCII punctuation (BDB's ketiv "(ו)יעשׂו",
 * its "[עֵת] קָצִין" and "]עֵת] קָצִין", Jastrow's "*" and "'"), Hebrew geresh and gershayim, and the
 * general punctuation block (dashes, quotation marks). Written with escapes, as the SQL function reads it.
 */
const PUNCTUATION = /[\u0021-\u002F\u003A-\u0040\u005B-\u0060\u007B-\u007E\u05F3\u05F4\u2010-\u2027\u2030-\u205E]/g;

/**
 * Where the Dictionary's browse table files a head-word (as milim_sort_key, migration 0046, stores it in
 * dictionary_entries.word_sort): its plain form (plainHebrew) without punctuation, single-spaced, so that
 * "(ה)גבול" files under ה beside הגבול, not before every letter; a head-word of punctuation only keeps its plain form.
 */
export function headWordSortKey(word: string): string {
  const plain = plainHebrew(word);
  return plain.replace(PUNCTUATION, "").replace(/ +/g, " ").trim() || plain;
}
