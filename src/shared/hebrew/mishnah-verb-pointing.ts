import type { HowStep } from "./reading-how";
import { medialLetters } from "./final-letters";

/**
 * What the Mishnah's pointing and grammar say of a verb reading, as a reader of Mishnaic Hebrew weighs it. Pure.
 *
 * - The participle C C י C (כְּתִיב, פָּרֵישׁ's passive שְׁרִי) is Aramaic's: Hebrew's qal participles are קוֹטֵל and
 *   קָטוּל. A Mishnah word of those letters with ־ַת is the construct of the verbal noun קְטִילָה (קְרִיאַת שְׁמַע,
 *   יְצִיאַת מִצְרַיִם), not an Aramaic participle with an ending.
 * - (A verb's ־ת taken off a word in ־ַת, the construct's pointing, is `ending-pointing`'s to weigh, in every text.)
 * - A yod the text doubles (יּ) in a verb form is a hollow root's middle radical doubled by the intensive stems
 *   (קִיֵּם, מִתְקַיֶּמֶת, חִיֵּב of קוּם, חוּב; GKC §72m): the reading that takes it back to the hollow root is the verb.
 * - Two radicals pointed with qamats or tsere (patach before ־תָּ) and a perfect's ending (בָּאָה, בָּאוּ, בָּאתָ, מֵתָה, קַמְתָּ)
 *   are a hollow root's perfect or participle: the ending is the verb's, and the root's ו was never written (GKC §72).
 * - The imperfect shows itself in its prefix's pointing: a hiriq, patach or segol before a sheva or a doubled letter
 *   (יִקְרָא, יִקְרֹם, יַפְסִיק, יַטּוּ, יִצּוֹלוּ), a qamats before a hollow root's o or u (יָבֹא, יָסוּרוּ, אָבֹא; GKC §72).
 */

/** The Mishnah's cost of a verb reading of `stem` (its proclitics off, points kept) by its grammar and pointing: each rule below. */
export function mishnahVerbCost(stem: string, how: readonly HowStep[]): number {
  return aramaicParticipleCost(stem, how) - doubledYodDiscount(stem, how) - imperfectDiscount(stem, how)
    - hollowPerfectDiscount(stem, how);
}

/** What an Aramaic participle reading costs more in the Mishnah: a step, as other Aramaic grammar there (mishnah-readings#ARAMAIC_IN_MISHNAH). */
export const ARAMAIC_PARTICIPLE = 1;

const lettersOf = (s: string) => medialLetters(s.normalize("NFC").replace(/[^\u05D0-\u05EA]/g, ""));

/**
 * The Mishnah's extra cost of a participle reading of `stem` (its proclitics off, points kept) whose letters,
 * its ending off, are C C י C: the Aramaic participle, which Hebrew does not form.
 */
export function aramaicParticipleCost(stem: string, how: readonly HowStep[]): number {
  const step = how.find((h): h is Extract<HowStep, { kind: "verb" }> => h.kind === "verb" && h.form === "participle");
  if (!step) return 0;
  const letters = lettersOf(stem);
  const ending = step.ending ? lettersOf(step.ending) : "";
  if (!letters.endsWith(ending)) return 0;
  return /^[^ו][^ו]י[^י]$/.test(letters.slice(0, letters.length - ending.length)) ? ARAMAIC_PARTICIPLE : 0;
}

/** How much cheaper the hollow root's reading is where the text doubles its yod. */
export const DOUBLED_YOD = 0.75;
/** A yod with a dagesh (the points after it, before the next letter). */
const YOD_DOUBLED = /\u05D9[\u05B0-\u05BB\u05C1\u05C2\u05C7\u0591-\u05AF\u05BD]*\u05BC/;

/**
 * The Mishnah's discount on a reading that reads a doubled yod (יּ) of `stem` back to a hollow root's middle ו
 * (מִתְקַיֶּמֶת → קוּם, not BDB's noun קִים 'adversary'): the doubling is the intensive stem's.
 */
export function doubledYodDiscount(stem: string, how: readonly HowStep[]): number {
  if (!how.some((h) => h.kind === "root" && h.root === "hollow")) return 0;
  if (!how.some((h) => h.kind === "verb")) return 0;
  return YOD_DOUBLED.test(stem.normalize("NFC")) ? DOUBLED_YOD : 0;
}

/** Dagesh, shin and sin dots, meteg, rafe and cantillation: not what the rules below read. */
const NOT_VOWELS = /[\u0591-\u05AF\u05BC\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5]/g;
const bare = (stem: string) => stem.normalize("NFC").replace(NOT_VOWELS, "");
/** How much cheaper an imperfect reading is where the text points the word as an imperfect. */
export const IMPERFECT_POINTED = 0.5;
/**
 * The prefix (not א: אֶסְפָה, אֶתְרוֹג open with it too) with hiriq, patach or segol, the next letter with a sheva or doubled
 * (נִבְרָא, נִקְרְאוּ: the nif'al's נ as well).
 */
const IMPERFECT_PREFIX = /^[\u05D9\u05EA\u05E0][\u05B4\u05B7\u05B6]\u05BC?[\u05D0-\u05EA](?:[\u05B0-\u05BB\u05C7]?\u05BC|\u05B0)/;
/** A construct plural's ־ֵי (יִרְאֵי 'those who fear'): the Hebrew imperfect ends otherwise (יִרְאֶה). */
const CONSTRUCT_PLURAL = /\u05B5\u05D9$/;
/** The prefix with qamats, the next letter with holam or shuruk (a hollow root's imperfect: יָבֹא, יָקוּם, תָּשׁוּב). */
const HOLLOW_IMPERFECT = /^[\u05D9\u05EA\u05E0\u05D0]\u05B8\u05BC?[\u05D0-\u05EA]\u05BC?(?:\u05B9|\u05D5\u05B9|\u05B9\u05D5|\u05D5\u05BC)/;
/**
 * The Mishnah's discount on an imperfect reading (the verb form's, or a prefix taken off) of a stem pointed as an
 * imperfect: a hiriq, patach or segol under the prefix before a sheva or a doubled letter, or a qamats before the o
 * or u of a hollow root's middle radical; negative (dearer) where the stem ends as a construct plural, ־ֵי.
 */
export function imperfectDiscount(stem: string, how: readonly HowStep[]): number {
  const imperfect = how.some((h) => (h.kind === "verb" && h.form === "imperfect") || (h.kind === "prefix" && /^[יתנא]$/.test(h.letters)));
  if (!imperfect) return 0;
  const s = stem.normalize("NFC").replace(/[\u0591-\u05AF\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5]/g, "");
  // A hollow root's imperfect doubles no letter after its prefix (אַמּוֹת is אַמָּה's plural, not א + מוּת).
  const hollow = how.some((h) => h.kind === "root" && h.root === "hollow");
  if (hollow) return HOLLOW_IMPERFECT.test(s) ? IMPERFECT_POINTED : 0;
  // A construct plural pointed as one (יִרְאֵי) speaks against the imperfect: the reading is dearer.
  if (CONSTRUCT_PLURAL.test(bare(stem))) return -IMPERFECT_POINTED;
  return IMPERFECT_PREFIX.test(s) || HOLLOW_IMPERFECT.test(s) ? IMPERFECT_POINTED : 0;
}

/** How much cheaper a hollow root's reading is where the text points its two radicals and ending as its perfect: the root's step. */
export const HOLLOW_PERFECT = 1;
/**
 * A hollow root's perfect or participle as pointed (dagesh and dots aside): two radicals, the first with qamats or tsere,
 * and ־ָה or ־וּ (בָּאָה, מֵתָה, בָּאוּ, קָמוּ), or the first with qamats, patach or tsere and ־תָּ / ־תִּי / ־נוּ / ־תֶּם (בָּאתָ, קַמְתִּי).
 */
const HOLLOW_PERFECT_POINTED = new RegExp(
  "^[\\u05D0-\\u05EA][\\u05B5\\u05B8][\\u05D0-\\u05EA](?:\\u05B8\\u05D4|\\u05D5)$"
  + "|^[\\u05D0-\\u05EA][\\u05B5\\u05B7\\u05B8][\\u05D0-\\u05EA]\\u05B0?(?:\\u05EA[\\u05B0\\u05B8]?|\\u05EA\\u05B4\\u05D9|\\u05E0\\u05D5|\\u05EA\\u05B6[\\u05DD\\u05DF])$",
);
/** The Mishnah's discount on a hollow root's reading of a stem pointed as its perfect with an ending (בָּאָה → בּוֹא, not בָּא 'coming' + ־ה). */
export function hollowPerfectDiscount(stem: string, how: readonly HowStep[]): number {
  const hollow = how.some((h) => (h.kind === "root" && h.root === "hollow") || (h.kind === "verb" && h.form === "hollow-root"));
  return hollow && HOLLOW_PERFECT_POINTED.test(bare(stem)) ? HOLLOW_PERFECT : 0;
}
