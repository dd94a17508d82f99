import type { HowStep, VerbFormName } from "./reading-how";
import { isVerb, type RankedEntry } from "./rank-readings";

/**
 * A reading that takes a verb's prefix off the word (the imperfect's נ־ ת־ א־ י־, the participle's מ־, the
 * nif'al's נ־, the reflexive's ת) reads the word as a verb form: where the form it reaches heads no verb at all,
 * it read another word's letters as a verb's (נִמְנוּ 'they were counted' as מַנּוּ 'who is he?', תִּכְעוֹס 'be
 * angry' as כָּעוּס 'an excited serpent', מָלְאוּ 'they filled' as לַאו 'no'), and a reader passes it by: a step
 * dearer, as a verb's ־וּ that finds no verb (ending-pointing#takesVerbShuruk). Pure.
 */

/** What a verb prefix's reading that finds no verb costs more: a step. */
export const NO_VERB_FOUND = 1;

/** The verb forms read by their prefix (verb-forms). */
const PREFIXED: ReadonlySet<VerbFormName> = new Set<VerbFormName>([
  "imperfect", "participle-m", "participle-py", "participle-pn", "nifal", "reflexive", "reflexive-metathesis", "hifil-hollow", "hifil-pn", "hifil-py",
]);

/** Whether a reading's steps take a verb's prefix off the word. */
export const takesVerbsPrefix = (how: readonly HowStep[]): boolean => how.some((h) => h.kind === "prefix" || (h.kind === "verb" && PREFIXED.has(h.form)));

/** The extra cost of a reading that takes a verb's prefix off (`how`) and finds no verb among its `entries`. */
export function prefixWithoutVerbCost(how: readonly HowStep[], entries: readonly Pick<RankedEntry, "isProperName" | "partOfSpeech" | "definitions">[]): number {
  return entries.length > 0 && takesVerbsPrefix(how) && !entries.some(isVerb) ? NO_VERB_FOUND : 0;
}
