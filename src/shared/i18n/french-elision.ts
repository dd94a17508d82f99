/** A French word that begins with a vowel sound written as a vowel (a title: Exode, Isaïe, Ézéchiel, Esther, Osée). */
const VOWEL_START = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;

/**
 * A French sentence with `inserted` (a title put into a message after "de") elided as
 * French writes it: "de Exode" → "d’Exode", "que Isaïe" → "qu’Isaïe". Only the words just before
 * the inserted text change, so an idiom the message itself holds ("de A à Z") is left alone.
 * `spoken`: the title when `inserted` is a placeholder for it (an element put in its place later).
 */
export function elideBefore(text: string, inserted: string, spoken = inserted): string {
  if (!VOWEL_START.test(spoken)) return text;
  return text.replaceAll(new RegExp(`(^|[\\s(«])([dD]e|[qQ]ue|[lL][ea]) ${escapeRegExp(inserted)}`, "g"),
    (_, before: string, word: string) => `${before}${word.slice(0, -1)}’${inserted}`);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
