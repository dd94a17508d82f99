import { plainHebrew } from "../hebrew/strip-niqqud";
import { medialLetters } from "../hebrew/final-letters";

/**
 * Jastrow's other forms of an entry (its plurals, its binyanim's forms) as the Sefaria XML gives
 * them hold, here and there, a word of the citation that followed: עַקְמוּמִית 'curve' lists שאין
 * and בה, מִיל 'mil' lists שלא, היה and בה, תָּרִיס 'shield' lists אין. A reader then
 * found 'curve' for שאין. The rule that finds them: Jastrow points the forms it gives as it points
 * its head-words, so a form without points under a pointed head-word that shares fewer than three of
 * its letters in order (fewer than all of a shorter head-word's) is not a form of that word, but a
 * citation's word; and a word of a phrase given as a form, pointed or not, that shares as few is the
 * other word of a compound (`isOtherWordOfPhrase`). The import drops such forms (jastrow-source.ts); `tests/fixtures/jastrow-form-corrections.tsv`
 * lists every one dropped from the real files.
 */
const POINTED = /[\u05B0-\u05BC\u05C1\u05C2\u05C7]/;
const letters = (s: string) => medialLetters(plainHebrew(s).replace(/[^\u05D0-\u05EA]/g, ""));

/** The length of the longest common subsequence of two strings' letters. */
function common(a: string, b: string): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const ca of a) {
    let diagonal = 0;
    for (let j = 0; j < b.length; j++) {
      const above = row[j + 1]!;
      row[j + 1] = ca === b[j] ? diagonal + 1 : Math.max(above, row[j]!);
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** Whether `form`, given under the head-word `head`, is a citation's word rather than a form of it. */
export function isMisplacedForm(head: string, form: string): boolean {
  if (POINTED.test(form) || !POINTED.test(head)) return false;
  const h = letters(head);
  const f = letters(form);
  if (f === h) return false;
  return common(f, h) < Math.min(3, h.length);
}

/**
 * Whether a word of a phrase given as a form ("Pl. תַּלְמִידֵי חֲכָמִים" under חָכָם: the plural of the
 * compound תַּלְמִיד חָכָם) is not the head-word's: pointed or not, it shares fewer than three of the
 * head-word's letters in order (fewer than all of a shorter head-word's). תַּלְמִידֵי is not חָכָם's
 * (a reader found 'retentive' for תלמידי); חֲכָמִים is.
 */
export function isOtherWordOfPhrase(head: string, word: string): boolean {
  const h = letters(head);
  return h.length > 0 && common(letters(word), h) < Math.min(3, h.length);
}

/**
 * An entry's forms split into those kept and those dropped (a citation's words): misplaced under
 * every one of its head-words. A phrase (words with a space between) given as a plural or a binyan's
 * form is read word by word: its words that are the head-word's are kept as forms, the others
 * dropped (a phrase that is a head-word, a compound name, stays whole).
 */
export function correctJastrowForms(heads: readonly string[], forms: readonly string[]): { kept: string[]; dropped: string[] } {
  const kept: string[] = [];
  const dropped: string[] = [];
  const put = (list: string[], f: string) => {
    if (!list.includes(f)) list.push(f);
  };
  for (const f of forms) {
    const words = f.split(" ").filter(Boolean);
    if (words.length > 1 && heads.length > 0 && !heads.some((h) => h.includes(f))) {
      for (const w of words) put(heads.every((h) => isOtherWordOfPhrase(h, w)) ? dropped : kept, w);
      continue;
    }
    put(heads.length > 0 && heads.every((h) => isMisplacedForm(h, f)) ? dropped : kept, f);
  }
  return { kept, dropped };
}
