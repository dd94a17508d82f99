import type { HowStep } from "./reading-how";

/**
 * What the Mishnah's pointing and grammar say of a verb reading, as a reader of Mishnaic Hebrew weighs it. Pure.
 *
 * - The participle C C י C (כְּתִיב, פָּרֵישׁ's passive שְׁרִי) is Aramaic's: Hebrew's qal participles are קוֹטֵל and
 *   קָטוּל. A Mishnah word of those letters with ־ַת is the construct of the verbal noun קְטִילָה (קְרִיאַת שְׁמַע,
 *   יְצִיאַת מִצְרַיִם), not an Aramaic participle with an ending.
 * - A yod the text doubles (יּ) in a verb form is a hollow root's middle radical doubled by the intensive stems
 *   (קִיֵּם, מִתְקַיֶּמֶת, חִיֵּב of קוּם, חוּב; GKC §72m): the reading that takes it back to the hollow root is the verb.
 */

/** What an Aramaic participle reading costs more in the Mishnah: a step, as other Aramaic grammar there (mishnah-readings#ARAMAIC_IN_MISHNAH). */
export const ARAMAIC_PARTICIPLE = 1;

const FINALS: Record<string, string> = { "ך": "כ", "ם": "מ", "ן": "נ", "ף": "פ", "ץ": "צ" };
const lettersOf = (s: string) => [...s.normalize("NFC").replace(/[^\u05D0-\u05EA]/g, "")].map((c) => FINALS[c] ?? c).join("");

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
