import type { CandidateReading } from "./rank-readings";

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
