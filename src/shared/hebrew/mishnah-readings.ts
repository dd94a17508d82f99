import { withFinals } from "./final-letters";
import { formLanguage, type FormLanguage } from "./form-language";
import { ARAMAIC_IRREGULAR_NOUNS } from "./irregular-nouns";
import type { HowStep } from "./reading-how";

/**
 * How a reader of the Mishnah weighs a reading of a word by its grammar: the Mishnah is Hebrew
 * (Avot quotes a few Aramaic sayings), so a reading whose own morphology is Aramaic — the Aramaic
 * infinitive with מ־ (לְמֵימַר), an Aramaic noun's plural (בְּנֵי read as the plural of בַּר rather than of
 * בֵּן), the emphatic ־א, the suffixes ־ֵיהּ, ־הוֹן (shared/hebrew/form-language) — is dearer than a Hebrew
 * one of the same letters. Pure.
 */

/** What an Aramaic reading of a word costs more in the Mishnah: a step, as a proclitic is: a form only Aramaic reaches is still read. */
export const ARAMAIC_IN_MISHNAH = 1;

/** Whether a reading's steps are Aramaic's only (its infinitive, its irregular nouns). */
export function aramaicSteps(how: readonly HowStep[]): boolean {
  return how.some((h) => h.kind === "infinitive" && h.aramaic) || aramaicNounSteps(how);
}

/** Whether a reading reads an Aramaic noun's irregular plural or suffixed form (בְּנֵי of בַּר), whose letters a Hebrew noun's are too (בֵּן). */
export function aramaicNounSteps(how: readonly HowStep[]): boolean {
  return how.some((h) => (h.kind === "irregular-plural-of" || h.kind === "irregular-noun") && ARAMAIC_IRREGULAR_NOUNS.has(h.head));
}

/** The Mishnah's extra cost of a reading of `word` that takes `prefixPlain` off and reads `how`: its Aramaic grammar. */
export function mishnahGrammarCost(word: string, prefixPlain: string, how: readonly HowStep[]): number {
  return aramaicSteps(how) || formLanguage(word, prefixPlain, how) === "aramaic" ? ARAMAIC_IN_MISHNAH : 0;
}

/**
 * The Talmud's extra cost of a reading of an Aramaic noun's irregular plural (`aramaicNounSteps`: בְּנֵי of בַּר, whose
 * letters are the Hebrew plural of בֵּן too) where the Hebrew the Gemara quotes is read: in a clause a reader hears as
 * Hebrew (shared/hebrew/clause-language: a baraita's מִשָּׁעָה שֶׁבְּנֵי אָדָם…, Elijah's Hebrew בְּנִי 'my son'), or where the
 * word's own form is Hebrew's (the relative שֶׁ־, the article הַ־: Aramaic says ד־ and the emphatic ־א). As in the Mishnah:
 * a step. Not a form only Aramaic has (the infinitive לְמִתְנָא): that is the clause's Aramaic, whatever its other words.
 */
export function hebrewQuotationCost(word: string, prefixPlain: string, how: readonly HowStep[], clause: FormLanguage | null): number {
  if (!aramaicNounSteps(how)) return 0;
  return clause === "hebrew" || formLanguage(word, prefixPlain, how) === "hebrew" ? ARAMAIC_IN_MISHNAH : 0;
}

/** What a word read as written costs more where its common entries are all unpointed. */
export const UNPOINTED_ROOT_ONLY = 0.5;

/**
 * The Mishnah's extra cost of a reading that finds, besides names, only unpointed head-words:
 * Jastrow heads a final-weak verb by its Aramaic root spelling, unpointed (בני 'to build', עלי, ראי),
 * which the Hebrew text never writes as such (its verb is בָּנָה, בּוֹנֶה); a pointed word of those letters
 * read as written (בְּנֵי 'sons of') is another word. A name of the same letters (Strong's בָּנִי) does
 * not make the reading any likelier, nor an entry that lists the letters among its other forms.
 */
export function unpointedRootCost(r: { asWritten: boolean; stem: string; form: string; entries: readonly { word: string; wordPlain: string; isProperName: boolean }[] }): number {
  if (!r.asWritten || !POINTED.test(r.stem)) return 0;
  // The entries headed by the letters (not those that list them among their forms: חוֹר's בְּנֵי חוֹרִין).
  const common = r.entries.filter((e) => !e.isProperName && e.wordPlain === r.form);
  return common.length > 0 && common.every((e) => !POINTED.test(e.word)) ? UNPOINTED_ROOT_ONLY : 0;
}
const POINTED = /[\u05B0-\u05BB\u05C7]|\u05D5\u05BC/;

/** How much a participle reading is cheaper where the text points the word as the qal participle. */
export const PARTICIPLE_POINTED = 0.5;

const L = "[\\u05D0-\\u05EA]";
/** The qal participle's ־וֹ־ after the first radical (the holam on the vav, or on the letter before it). */
const O = "\\u05B9?\\u05D5\\u05B9?";
/**
 * The qal participle as pointed: אוֹמֵר, אוֹמְרִים / אוֹמְרִין / אוֹמְרוֹת / אוֹמְרָה, אוֹמְרֵי, אוֹמֶרֶת, שׁוֹאֲלִין;
 * a final-weak root's עוֹשֶׂה, קוֹרֵא, קוֹרִין, עוֹשָׂה, עוֹשׂוֹת. Not a noun of the same letters pointed otherwise:
 * עוֹלָם, כּוֹכָבִים (a qamats after the second radical).
 */
const PARTICIPLE = new RegExp(`^${L}${O}${L}(?:\\u05B5${L}|[\\u05B0\\u05B2]${L}(?:\\u05B4\\u05D9[\\u05DD\\u05DF]|\\u05D5\\u05B9\\u05EA|\\u05B8\\u05D4|\\u05B5\\u05D9)|\\u05B6${L}\\u05B6\\u05EA|\\u05B6\\u05D4|\\u05B5[\\u05D0\\u05D4]|\\u05B4\\u05D9[\\u05DD\\u05DF]|\\u05B8\\u05D4|\\u05D5\\u05B9\\u05EA)$`);
/** Dagesh, shin and sin dots, meteg, rafe and cantillation: not what tells a participle. */
const NOT_VOWELS = /[\u0591-\u05AF\u05BC\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5]/g;

/** Whether a stem (its proclitics off, points kept) is pointed as a qal participle. */
export function pointedAsParticiple(stem: string): boolean {
  return PARTICIPLE.test(stem.normalize("NFC").replace(NOT_VOWELS, ""));
}

/**
 * The Mishnah's discount on a participle reading of a stem the text points as the qal participle
 * (עוֹמְדִים 'standing', not Jastrow's עוֹמְדִים 'upright loom'; קוֹרִין 'they read', not קוֹר + ־ין): the
 * participle is the Mishnah's commonest verb form, and the pointing shows it.
 */
export function participleDiscount(stem: string, how: readonly HowStep[]): number {
  return how.some((h) => h.kind === "verb" && h.form === "participle") && pointedAsParticiple(stem) ? PARTICIPLE_POINTED : 0;
}

/**
 * The pronoun suffixes of a plural noun as pointed (GKC §91): ־ֶיךָ, ־ַיִךְ, ־ָיו, ־ֶיהָ, ־ֵינוּ, ־ֵיכֶם / ־ֵיכֶן,
 * ־ֵיהֶם / ־ֵיהֶן (חַיֶּיךָ 'your life', בָּנָיו 'his sons').
 */
const PLURAL_SUFFIX = /(?:\u05B6\u05D9\u05DA\u05B8|\u05B7\u05D9\u05B4\u05DA\u05B0|\u05B8\u05D9\u05D5|\u05B6\u05D9\u05D4\u05B8|\u05B5\u05D9\u05E0\u05D5|\u05B5\u05D9(?:\u05DB|\u05D4)\u05B6[\u05DD\u05DF])$/;
/** Whether a word ends as pointed with a plural noun's pronoun suffix. */
export function pointedPluralSuffix(word: string): boolean {
  return PLURAL_SUFFIX.test(word.normalize("NFC").replace(NOT_VOWELS, ""));
}
/** What a reading costs more that does not read the plural noun's suffix the pointing shows. */
export const PLURAL_SUFFIX_KEPT = 0.5;
/**
 * The Mishnah's extra cost of a reading of a word pointed with a plural noun's suffix (חַיֶּיךָ) that
 * does not take that suffix off: that reads the word whole (Jastrow's חַיֵּיךְ, a Pa. form of חוּךְ 'to
 * laugh'), or takes off a shorter ending (בָּנָיו as בני + ־ו). A reading of a particle with its ending
 * (עָלָיו) takes it off.
 */
export function pluralSuffixCost(word: string, how: readonly HowStep[]): number {
  if (!pointedPluralSuffix(word)) return 0;
  const takesSuffix = how.some((h) => h.kind === "plural-before-suffix" || h.kind === "irregular-noun" || h.kind === "pronoun-ending"
    || (h.kind === "suffix" && h.suffix.startsWith("י")) || (h.kind === "ending" && h.ending.startsWith("י")));
  return takesSuffix ? 0 : PLURAL_SUFFIX_KEPT;
}

/** How much a final-weak perfect reading is cheaper where the text points the word so. */
export const PERFECT_POINTED = 0.5;
/** The perfect's third person plural of a final-weak root as pointed: two radicals, a qamats and ־וּ (הָיוּ, עָשׂוּ, בָּנוּ, רָאוּ). */
const FINAL_WEAK_PERFECT = new RegExp(`^${L}\\u05B8${L}\\u05D5$`);
/**
 * The Mishnah's discount on a final-weak root's perfect read from a stem pointed as its third person
 * plural (הָיוּ 'they were', not הֵי 'which?' with an ending).
 */
export function perfectDiscount(stem: string, how: readonly HowStep[]): number {
  return how.some((h) => h.kind === "verb" && h.form === "final-weak-root") && FINAL_WEAK_PERFECT.test(stem.normalize("NFC").replace(NOT_VOWELS, "")) ? PERFECT_POINTED : 0;
}

/** What a verb form's reading costs more whose form heads only nouns and adjectives. */
export const NO_VERB = 0.5;
/** A noun, a name or an adjective by its part of speech (Jastrow's m. / f. / adj., BDB's and Strong's Noun, Adjective). */
const NOMINAL = /^(?:[mf]\.|n\.|noun|adj|pr\. ?n|proper)/i;
/**
 * The Mishnah's extra cost of a verb form's reading (a participle, a reflexive…) whose form the
 * lexicons head only as nouns and adjectives (מִתְחַיֵּב read as חיב, where Jastrow heads only חִיּוּב and
 * חַיָּיב: the verb is חוּב): the form the reading reached is not the verb it read.
 */
export function verbOfNounsCost(r: { verb?: boolean; form: string; entries: readonly { wordPlain: string; isProperName: boolean; partOfSpeech: string | null }[] }): number {
  if (!r.verb) return 0;
  const heads = r.entries.filter((e) => e.wordPlain === r.form);
  return heads.length > 0 && heads.every((e) => e.isProperName || NOMINAL.test(e.partOfSpeech ?? "")) ? NO_VERB : 0;
}

/**
 * The qal passive participle as pointed: a qamats or sheva, the ־וּ־ before the last radical, and an
 * ending or none (בָּרוּךְ, פָּתוּחַ, פְּתוּחָה, כְּתוּבִים, פְּרוּסוֹת). A noun of the same pattern (גְּבוּרָה) is pointed
 * alike: the discount is half a step, which a head-word read as written, its entry large, still passes.
 */
const PASSIVE = new RegExp(`^${L}[\\u05B8\\u05B0\\u05B2]${L}\\u05D5${L}(?:[\\u05B0\\u05B7]?|\\u05B8\\u05D4|\\u05B4\\u05D9[\\u05DD\\u05DF]|\\u05D5\\u05B9\\u05EA|\\u05B5\\u05D9)$`);
/** Whether a stem (its proclitics off, points kept) is pointed as a qal passive participle. */
export function pointedAsPassive(stem: string): boolean {
  return PASSIVE.test(stem.normalize("NFC").replace(NOT_VOWELS, ""));
}
/**
 * The Mishnah's discount on a reading that takes the passive participle's ו out to reach its verb
 * (בָּרוּךְ 'blessed' → בָּרַךְ, not Jastrow's בָּרוּךְ 'the neck'; פְּתוּחָה → פָּתַח), where the text points it so.
 */
export function passiveDiscount(stem: string, form: string, how: readonly HowStep[]): number {
  if (!how.some((h) => h.kind === "vowel-letter") || !pointedAsPassive(stem)) return 0;
  // The verb's three radicals: the letters without the participle's ו and without the ending.
  const letters = stem.replace(/[^\u05D0-\u05EA]/g, "");
  return withFinals(letters.slice(0, 2) + letters[3]!) === form ? PARTICIPLE_POINTED : 0;
}
