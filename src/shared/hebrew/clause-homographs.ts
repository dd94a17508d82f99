import type { FormLanguage } from "./form-language";

/**
 * Two homographs of one lexicon, one Hebrew and one Aramaic, of different meaning, both pointed as the text
 * (Jastrow's Hebrew תַּחַת 'under' and his Aramaic תַּחַת 'downward'; his Hebrew בַּיִן, whose construct is בֵּין 'between',
 * and his Aramaic בֵּין 'in the meantime'): the pointing cannot tell them apart, and a reader takes the one of the
 * language the clause speaks (shared/hebrew/clause-language; the Mishnah's Hebrew where the clause says nothing).
 * Only words of one kind, neither a verb: a verb's twin of the other language is rank-readings' own (its clause step), and
 * a Hebrew noun the Gemara's Aramaic borrows (מִשּׁוּם 'because of', Jastrow's Hebrew שׁוּם 'name') is not an Aramaic verb
 * of its letters (his ch. שׁוּם 'to value') for standing in an Aramaic clause. A name is never taken for a common word by its
 * language (the name step weighs names). Negative: `a` first; 0: the rule does not tell them apart.
 */
export interface HomographFacts {
  source: string;
  language: string;
  wordPlain: string;
  isProperName: boolean;
  /** A verb (shared/hebrew/rank-readings#isVerb). */
  verb: boolean;
  /** Whether the entry's head-word or one of its forms is pointed as the text (shared/hebrew/quoted-pointing's facts). */
  pointedAlike: boolean;
}

export function compareClauseHomographs(a: HomographFacts, b: HomographFacts, clause: FormLanguage | null): number {
  if (!clause || a.source !== b.source || a.language === b.language || a.wordPlain !== b.wordPlain) return 0;
  if (a.isProperName || b.isProperName || a.verb || b.verb || !a.pointedAlike || !b.pointedAlike) return 0;
  return Number(a.language !== clause) - Number(b.language !== clause);
}
