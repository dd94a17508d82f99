import { plainHebrew } from "../hebrew/strip-niqqud";

/**
 * A gloss for a preposition written with a pronoun suffix that OpenScriptures analyses without a
 * Strong's number (לוֹ: lemma "l"; the prefixes ל ב כ have no entry of their own in the lexicons):
 * "to him", "in them". null for any other word.
 */
const PREPOSITIONS: Record<string, string> = { ל: "to", ב: "in", כ: "like" };
const SUFFIXES: Record<string, string> = {
  י: "me", ך: "you", ו: "him", ה: "her", נו: "us", כם: "you (pl.)", כן: "you (f. pl.)", הם: "them", הן: "them (f.)", ם: "them", ן: "them (f.)",
};
// כ takes the long forms (כָּמוֹנִי, כָּמוֹךָ, כָּמוֹהוּ…).
const LONG: Record<string, string> = { מוני: "me", מוך: "you", מוהו: "him", מוה: "her", מונו: "us", מוכם: "you (pl.)", מוהם: "them", הם: "them" };

export function particleGloss(word: string): string | null {
  const plain = plainHebrew(word);
  const head = plain[0];
  if (!head || !(head in PREPOSITIONS)) return null;
  const rest = plain.slice(1);
  const suffix = head === "כ" ? (LONG[rest] ?? SUFFIXES[rest]) : SUFFIXES[rest];
  return suffix ? `${PREPOSITIONS[head]} ${suffix}` : null;
}
