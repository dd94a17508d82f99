import { plainHebrew } from "../hebrew/strip-niqqud";

/**
 * A gloss for a preposition written with a pronoun suffix that OpenScriptures analyses without a
 * Strong's number (לוֹ: lemma "l"; the prefixes ל ב כ have no entry of their own in the lexicons):
 * "to him", "in them". null for any other word — and for a word that is only written like one:
 * - כ takes the long forms (כָּמוֹנִי, כָּמוֹךָ, כָּמוֹהוּ…) and, short, only כָּהֶם and כָּכֶם: כִּי 'because',
 *   כֵּן 'yes', כָּךְ 'so', כֹּה 'thus' are words of their own, never 'like me', 'like them', 'like you';
 * - ל and ב take no bare ן (לָהֶן, בָּהֶן): בֵּן is 'son'; the bare ם is ב's alone (בָּם 'in them');
 * - a form that is first a word of its own (WORDS_OF_THEIR_OWN: לָכֵן 'therefore' before the rare
 *   לָכֶן 'to you (f. pl.)').
 * OpenScriptures' analyses of Genesis (ל and ב with a suffix and no other lemma) are all among these forms.
 */
const PREPOSITIONS: Record<string, string> = { ל: "to", ב: "in", כ: "like" };
const SHORT: Record<string, string> = {
  י: "me", ך: "you", ו: "him", ה: "her", נו: "us", כם: "you (pl.)", כן: "you (f. pl.)", הם: "them", הן: "them (f.)",
};
const SUFFIXES: Record<string, Record<string, string>> = {
  ל: SHORT,
  ב: { ...SHORT, ם: "them" },
  כ: {
    מוני: "me", מוך: "you", מוהו: "him", מוה: "her", מונו: "us", מוכם: "you (pl.)", מוכן: "you (f. pl.)", מוהם: "them", מוהן: "them (f.)",
    הם: "them", כם: "you (pl.)",
  },
};

/**
 * Forms of a suffixed preposition that are first another word, as a reader reads them: לָכֵן 'therefore'
 * (לָכֶן 'to you (f. pl.)' is rare), בְּכֵן 'then, so' (בָּכֶן 'in you (f. pl.)').
 */
const WORDS_OF_THEIR_OWN: ReadonlySet<string> = new Set(["לכן", "בכן"]);

/** Every pronoun suffix's spelling, the bare ם and ן too: what a word written like a suffixed preposition ends with. */
const ANY_SUFFIX: ReadonlySet<string> = new Set([...Object.values(SUFFIXES).flatMap((t) => Object.keys(t)), "ם", "ן"]);

export function particleGloss(word: string): string | null {
  const plain = plainHebrew(word);
  const head = plain[0];
  if (!head || !(head in PREPOSITIONS) || WORDS_OF_THEIR_OWN.has(plain)) return null;
  const suffix = SUFFIXES[head]![plain.slice(1)];
  return suffix ? `${PREPOSITIONS[head]} ${suffix}` : null;
}

/**
 * A word written as ל ב כ and a pronoun suffix that is not read as one (particleGloss is null): כִּי,
 * כֵּן, כָּךְ, כֹּה, בֵּן, לָכֵן. It is glossed as the word it is, from an entry of the whole word (or, in a modern
 * collection, the project's table: modern-particles), or not at all (never as a part of it: לָכֵן is not לְ
 * 'to' nor כֵּן 'yes').
 */
export function looksLikeParticle(word: string): boolean {
  const plain = plainHebrew(word);
  const head = plain[0];
  return !!head && head in PREPOSITIONS && ANY_SUFFIX.has(plain.slice(1)) && particleGloss(plain) === null;
}
