import type { HowStep } from "./reading-how";
import { vowelledLetters } from "./pointed-letters";

/**
 * Whether a word whose reading took off one ending is, by its pointing, a noun or an adjective, not
 * the verb of the same letters, as a reader of pointed Hebrew hears it:
 * - a feminine ־ָה after a stem whose first letter has a reduced vowel (sheva, hataf) and whose second
 *   a full i- or e-vowel: the adjective's feminine (כְּשֵׁרָה, פְּסוּלָה is spelled so too, with its vowel
 *   letter): the perfect's ־ָה 'she' reduces the second letter instead (כָּשְׁרָה);
 * - the pronoun ending ־ָהּ or ־וֹ after a stem whose first letter has a short full vowel (patach, segol,
 *   hiriq) and whose second none, undoubled: a segolate noun with its suffix (עַצְמָהּ, חֶצְיָהּ, עַצְמוֹ), where a verb
 *   with an object suffix keeps the second letter's vowel (עֲצָמָהּ), an infinitive has qamats or holam
 *   first (שָׁכְבְּךָ), and the pi'el's doubles the second (לְבַקְּרוֹ).
 * Pure: the stem as the text points it (its proclitics apart) and the reading's steps.
 */
const SHEVA_OR_HATAF = new Set(["\u05B0", "\u05B1", "\u05B2", "\u05B3"]);
const I_OR_E = new Set(["\u05B4", "\u05B5"]);
const SHORT_FULL = new Set(["\u05B4", "\u05B6", "\u05B7"]);
const QAMATS = "\u05B8";
const HOLAM = "\u05B9";

/** Each letter with its first vowel sign and whether it has a dagesh (or mappiq). */
const letters = (word: string) => vowelledLetters(word).map(({ letter, vowel, dagesh }) => ({ letter, vowel, dot: dagesh }));

/** A segolate's stem before a suffix: a short full vowel first, no vowel and no doubling second (the pi'el's בַּקְּרוֹ doubles it). */
const segolate = (r1: { vowel: string }, r2: { vowel: string; dot: boolean }) => SHORT_FULL.has(r1.vowel) && r2.vowel === "\u05B0" && !r2.dot;

export function pointedAsNoun(stem: string, how: readonly HowStep[]): boolean {
  const steps = how.filter((h) => h.kind !== "proclitics");
  if (steps.length !== 1 || steps[0]!.kind !== "ending") return false;
  const ending = steps[0].ending;
  const l = letters(stem);
  if (l.length !== 4) return false;
  const [r1, r2, r3, end] = l as [typeof l[0], typeof l[0], typeof l[0], typeof l[0]];
  if (ending === "ה" && end.letter === "ה") {
    if (!end.dot && r3.vowel === QAMATS) return SHEVA_OR_HATAF.has(r1.vowel) && I_OR_E.has(r2.vowel);
    if (end.dot && r3.vowel === QAMATS) return segolate(r1, r2);
    return false;
  }
  if (ending === "ו" && end.letter === "ו" && (end.vowel === HOLAM || r3.vowel === HOLAM)) return segolate(r1, r2);
  return false;
}
