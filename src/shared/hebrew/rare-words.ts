import type { CandidateReading } from "./reading-cost";
import { procliticPointed } from "./proclitic-sheva";

/**
 * A rare word read whole: the lexicon quotes none of the entries it heads with the word's letters
 * from texts of the word's kind (Jastrow's quotations, shared/hebrew/jastrow-citations: `uses` 0;
 * names and entries found by another of their forms aside). A form that texts of that kind use often
 * is then another reading's word there: the many דלא of the Gemara are ד + לָא, not Jastrow's דְּלָא
 * 'that not', quoted from no text. Only where it counted the quotations of each: a biblical lexicon's
 * entry of the letters, whose quotations are not counted, may be the word, and Jastrow's counts miss
 * words he quotes "a. fr." without a place (לָמָה 'why' counts none). Pure.
 */
export function unquotedWhole(r: Pick<CandidateReading, "prefixPlain" | "form" | "asWritten" | "entries">): boolean {
  if (r.prefixPlain !== "" || !r.asWritten) return false;
  const heads = r.entries.filter((e) => !e.isProperName && e.wordPlain === r.form);
  return heads.length > 0 && heads.every((e) => e.uses === 0);
}

/** How many times as often the lexicon must quote the word after a proclitic as the whole word for the whole word's occurrences to be the other reading's. */
export const APART_RATIO = 3;

/** מָה 'what', before which ב, כ, ל take a full vowel and double its מ (בַּמֶּה, כַּמָּה, לָמָּה): a sheva there is no proclitic's (לְמָה 'whereto?'). */
const MAH = "מה";

/**
 * A word read as written (after any proclitics taken off already) whose first letter is a proclitic's (ד ב כ ל ו)
 * under a bare sheva, as the proclitic is pointed, and whose letters after it make a word the lexicon quotes
 * from texts of the word's kind at least three times as often as any word the letters make whole (`apartUses`:
 * the most quotations of an entry the rest finds; the whole's by Jastrow's counts, a biblical lexicon's are not
 * counted): the form's occurrences there are the proclitic's reading, and the whole word is the rare one (דְּאִי
 * 'that if' is ד + אִי 'if', quoted 31 times from the Gemara, not Jastrow's דַּאי 'sufficiency', 6; וְעוֹד 'and more'
 * is ו + עוֹד, not וְעוֹד 'addition', once; דְּלָא 'that not' ד + לָא). Not a word pointed otherwise (לָמָה 'why'), nor a name
 * alone, nor ב, כ, ל before מָה, which they take with a full vowel, doubling its מ (לְמָה 'whereto?' is a word of its own). Pure.
 */
export function quotedApart(r: Pick<CandidateReading, "form" | "asWritten" | "entries" | "stem">, apartUses: number): boolean {
  if (!r.asWritten || !procliticPointed(r.stem) || r.form.slice(1) === MAH) return false;
  const whole = r.entries.filter((e) => !e.isProperName && e.uses !== undefined);
  return whole.length > 0 && apartUses >= APART_RATIO * Math.max(1, ...whole.map((e) => e.uses ?? 0));
}
