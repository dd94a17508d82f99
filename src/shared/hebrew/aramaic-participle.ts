import type { HowStep } from "./reading-how";
import { verbQuotedMore, type QuotedEntry } from "./verb-quoted-more";
import { vowelledLetters, type VowelledLetter } from "./pointed-letters";
import { withFinals } from "./final-letters";

/**
 * The Aramaic participle of the strong verb as the Talmud and the Targum point it, with its י: the active CָCֵיC
 * (פָּרֵישׁ 'he separates') and the passive CְCִיC (כְּתִיב 'it is written', זְקִיף 'upright'), an ending or none
 * (צְרִיכָא, חֲשִׁיבָא, פָּרְשִׁין). The reading that takes that י out to reach the verb (aramaic-readings' 'vowel
 * letter': כְּתִיב → כְּתַב) pays a step for a letter the pointing shows is the participle's vowel, no letter of
 * the word: where the text points the participle, the step costs nothing, as long as the verb is quoted from
 * texts of this kind more than any word written as the stem is (Jastrow's כְּתִיב 'written', quoted less than
 * כְּתַב 'to write'; not שְׁלִיחַ, whose noun 'messenger' is the word quoted). Pure.
 */

/** What the participle's י, taken out by a reading, costs: the step's own cost (shared/hebrew/aramaic-readings). */
export const PARTICIPLE_VOWEL = 1;

const HATAF = /^[\u05B0\u05B1\u05B2]$/;
const QAMATS = "\u05B8";
const TSERE = "\u05B5";
const HIRIQ = "\u05B4";
const YOD = "\u05D9";
/** The endings the participle takes as pointed (the vowel before them, their letters): ־ָא, ־ִין, ־ָן, ־ֵי. */
const ENDINGS: readonly (readonly [string, string])[] = [[QAMATS, "\u05D0"], [HIRIQ, `${YOD}\u05DF`], [QAMATS, "\u05DF"], [TSERE, YOD]];

/** The stem's letters without a participle's ending pointed as one, or the stem's letters. */
function withoutEnding(l: readonly VowelledLetter[]): readonly VowelledLetter[] {
  for (const [vowel, letters] of ENDINGS) {
    const n = letters.length;
    if (l.length === 4 + n && l.slice(-n).map((c) => c.letter).join("") === letters && l[3]!.vowel === vowel) return l.slice(0, 4);
  }
  return l;
}

/** The radicals of a stem (its proclitics off, points kept) pointed as an Aramaic participle with its י, CָCֵיC or CְCִיC, or null. */
function participleRadicals(stem: string): string | null {
  const l = withoutEnding(vowelledLetters(stem));
  // The י a bare vowel letter (not רְאִיָּה's doubled יּ), after a middle radical that is no vowel letter itself
  // (רְוִיחָא without its י reads רוח, another word's letters).
  if (l.length !== 4 || l[2]!.letter !== YOD || l[2]!.vowel !== "" || l[2]!.dagesh || "וי".includes(l[1]!.letter)) return null;
  const active = l[0]!.vowel === QAMATS && l[1]!.vowel === TSERE;
  const passive = HATAF.test(l[0]!.vowel) && l[1]!.vowel === HIRIQ;
  return active || passive ? withFinals(l[0]!.letter + l[1]!.letter + l[3]!.letter) : null;
}

/** Whether a stem (its proclitics off, points kept) is pointed as an Aramaic participle with its י. */
export const pointedAsAramaicParticiple = (stem: string): boolean => participleRadicals(stem) !== null;

/**
 * The discount on a reading of such a stem that takes the participle's י out (`how`'s vowel letter, reaching `form`,
 * the participle's radicals) and finds a verb (among `entries`) quoted from texts of this kind more than every entry
 * of the stem as written (`written`).
 */
export function participleVowelDiscount(stem: string, form: string, how: readonly HowStep[], entries: readonly QuotedEntry[], written: readonly QuotedEntry[]): number {
  // The vowel letter taken out (aramaic-readings), or the participle read as such (verb-forms: C C י C), whichever found the form first.
  if (!how.some((h) => h.kind === "vowel-letter" || (h.kind === "verb" && h.form === "participle")) || participleRadicals(stem) !== form) return 0;
  return verbQuotedMore(entries, written) ? PARTICIPLE_VOWEL : 0;
}
