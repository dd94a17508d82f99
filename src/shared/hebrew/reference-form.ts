import { comparePointing, type PointingFacts } from "./quoted-pointing";

/**
 * A word Jastrow heads twice, once as a word of its own and once as a form of another word (תָּא I
 * 'cell' and תָּא II 'imperat. of אֲתָא'; כְּדֵי 'v. דַּי'): the lookup reaches that other word through the
 * reference, whose head-word is then only another head-word of the target, and the homograph pointed
 * alike passed it. A reader of the Talmud knows the common word's form (תָּא שְׁמַע 'come, hear') before
 * the rare homograph: the target counts as named by its own head-word when the lexicon quotes it from
 * texts of the word's kind more often than the rival, and, against a rival's own head-word pointed
 * alike, more often than it quotes the rival at all (Jastrow's Hebrew כֹּל 'all' keeps its place
 * before his Aramaic כּוֹל reached through כָּל).
 */
export function asReferenceForm(e: PointingFacts, throughReference: boolean, rival: PointingFacts): PointingFacts {
  if (!throughReference || e.head !== "other" || e.uses === undefined || rival.uses === undefined) return e;
  const commoner = e.uses > rival.uses && (rival.head !== "own" || (rival.quoted !== undefined && e.uses > rival.quoted));
  return commoner ? { ...e, head: "own" } : e;
}

/** Two entries by their pointing (negative: `a` first), a reference's target weighed as its form (`asReferenceForm`). */
export function comparePointingThrough<E extends { throughReference?: boolean }>(a: E, b: E, facts: (e: E) => PointingFacts): number {
  const fa = facts(a);
  const fb = facts(b);
  return comparePointing(asReferenceForm(fa, !!a.throughReference, fb), asReferenceForm(fb, !!b.throughReference, fa));
}
