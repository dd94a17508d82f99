/**
 * How strongly the text's pointing names an entry, as a reader of the Talmud weighs it: the
 * editors point the Babylonian Talmud's words as the lexicon points its words, so an entry whose
 * head-word is pointed as the text is (Jastrow's אָדָם 'man', not אָדַם 'to be red') is the word,
 * and one of whose other head-words is (a variant spelling) nearly so. But a rare homograph's
 * head-word may be pointed exactly as a common word's inflected form: Jastrow's הֲוָהּ 'ah!' as the
 * Aramaic perfect הֲוָה 'was' (a form of הֲוֵי), צְרִיכָא 'needy man' as צְרִיכָא 'it is needed' (a form of
 * צְרִיךְ). A head-word the lexicon never quotes from texts of the word's kind then weighs less than an
 * entry pointed alike (by its head-word or one of its own forms) that the lexicon quotes from them more
 * often than it quotes the homograph at all: the reader knows the common word's form before the rare word.
 * An entry that holds the text's pointing among its forms and is quoted from texts of the kind also
 * passes one that the pointing does not name.
 */
export interface PointingFacts {
  /** Whether the entry's own head-word is pointed as the text ("own"), another of its head-words ("other"), or neither. */
  head: "own" | "other" | "none";
  /** Whether one of its other forms (a plural, a binyan's form) is pointed as the text. */
  formAlike: boolean;
  /** Its quotations from texts of the word's kind (absent: unknown). */
  uses?: number;
  /** Its quotations from any text (absent: unknown). */
  quoted?: number;
}

/** An own head-word pointed alike: the pointing's word. */
const OWN = 3;
/** An entry quoted from texts of the kind that holds the text's pointing among its forms. */
const QUOTED_FORM = 2;
/** Another head-word pointed alike, or a rare homograph's own head-word. */
const OTHER = 1;

/** Whether `rival` is pointed alike and quoted from texts of the kind more often than `e` is quoted at all. */
const quotedMore = (rival: PointingFacts, e: PointingFacts) =>
  (rival.head === "own" || rival.formAlike) && e.quoted !== undefined && (rival.uses ?? 0) > e.quoted;

/** The weight of `e`'s pointing against `rival`'s (higher first; 0: the pointing says nothing of it). */
export function pointingWeight(e: PointingFacts, rival: PointingFacts): number {
  if (e.head === "own") return e.uses === 0 && quotedMore(rival, e) ? OTHER : OWN;
  if (e.formAlike && (e.uses ?? 0) > 0) return QUOTED_FORM;
  return e.head === "other" ? OTHER : 0;
}

/** Two entries by their pointing (negative: `a` first). */
export const comparePointing = (a: PointingFacts, b: PointingFacts): number => pointingWeight(b, a) - pointingWeight(a, b);
