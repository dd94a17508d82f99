import type { HowStep } from "./reading-how";
import { verbQuotedMore, type QuotedEntry } from "./verb-quoted-more";
import { vowelledLetters } from "./pointed-letters";

/**
 * The participle of the derived stems, מ + the root (מְסַפֶּרֶת 'she tells', מַכְשִׁיר 'it makes fit', מַלְבִּין 'who
 * shames', מְעַכְּבָא), pointed as the text points it: its מ with a sheva or a patach (the pi'el's and the hif'il's,
 * the pa'el's and the af'el's). Jastrow heads apart a few nouns of the same letters (מִסְפֶּרֶת 'shearing knife',
 * מַכְשִׁיר 'preparatory means', מַלְבֵּן 'frame'), which the reading of the letters as written finds; but the
 * participle is the Mishnah's and the Gemara's commonest verb form, and a reader who meets it reads the verb, as
 * long as the verb is quoted from texts of this kind more than any word written as the stem is (not מַעֲשֶׂה
 * 'deed', מְלָאכָה 'work', the words quoted). A noun's מ is as often pointed מִ (מִשְׁנָה, מִקְדָּשׁ): that says
 * nothing; nor does a מְ after a preposition, or before a hollow root's ו (מְקוֹמוֹת), which are nouns'. Pure.
 */

/** How much cheaper the derived stem's participle reading is where its מ is pointed so: half a step, as the Mishnah's qal participle (mishnah-readings#PARTICIPLE_POINTED). */
export const DERIVED_PARTICIPLE = 0.5;

/** The participle's מ as pointed: a sheva (or hataf) or a patach. */
const PARTICIPLE_MEM = /^[\u05B0\u05B2\u05B7]$/;

/** Whether a stem (its proclitics off, points kept) opens with the derived stems' participle's מ as pointed. */
export function pointedAsDerivedParticiple(stem: string): boolean {
  const [first, second] = vowelledLetters(stem);
  return first?.letter === "\u05DE" && PARTICIPLE_MEM.test(first.vowel) && second !== undefined;
}

/**
 * The discount on a reading of such a stem (after `prefixPlain`) as the derived stems' participle (`how`, reaching the
 * root `form`) that finds a verb (among `entries`) quoted from texts of this kind more than every entry of the stem as
 * written (`written`).
 */
export function derivedParticipleDiscount(prefixPlain: string, stem: string, form: string, how: readonly HowStep[], entries: readonly QuotedEntry[], written: readonly QuotedEntry[]): number {
  if (!how.some((h) => h.kind === "verb" && h.form === "participle-m") || !pointedAsDerivedParticiple(stem)) return 0;
  // After ב and כ a word is a noun (בְּמַעֲשֵׂה 'in the deed'); a root with a middle ו is a hollow root's noun in מ־ (מְקוֹמוֹת,
  // the plural of מָקוֹם, its qamats reduced), whose derived stems' participles are written otherwise (מְקַיֵּם, מֵקִים).
  if (/[בכ]$/.test(prefixPlain) || form[1] === "\u05D5") return 0;
  return verbQuotedMore(entries, written) ? DERIVED_PARTICIPLE : 0;
}
