import type { HowStep } from "./reading-how";

/**
 * The Aramaic passive participle as the Talmud points it: קְטִיל, its emphatic or feminine קְטִילָא
 * (פְּלִיגָא 'it is disputed', צְרִיכָא 'it is needed', חֲשִׁיבָא 'it is deemed'), the predicate of a line of Gemara
 * far more often than the noun of the same letters (Jastrow's פְּלִיגָא 'division', צְרִיכָא 'needy').
 * A reader who meets CְCִיCָא reads the verb: a reading that takes the ־ָא off and reaches a verb is the
 * likelier. Pure.
 */

/** How much cheaper the verb's reading of a stem pointed as an Aramaic passive participle in ־ָא is: half a step. */
export const ARAMAIC_PASSIVE = 0.5;
/** Dagesh, meteg, rafe, the shin and sin dots and cantillation: not the vowels this reads. */
const NOT_VOWELS = /[\u0591-\u05AF\u05BC\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5]/g;
/** C with sheva (or a guttural's hataf), C with hiriq and yod, C with qamats, א. */
const PASSIVE_A = /^[\u05D0-\u05EA][\u05B0\u05B1\u05B2][\u05D0-\u05EA]\u05B4\u05D9[\u05D0-\u05EA]\u05B8\u05D0$/;

/** Whether a stem (its proclitics off, points kept) is pointed as an Aramaic passive participle with ־ָא. */
export function pointedAsAramaicPassive(stem: string): boolean {
  return PASSIVE_A.test(stem.normalize("NFC").replace(NOT_VOWELS, ""));
}

/**
 * The Talmud's discount on a reading of such a stem that takes its ־א off (`how`) and finds a verb (`findsVerb`):
 * פְּלִיגָא → פְּלִיג, the participle of פְּלַג, before the noun פְּלִיגָא 'division' read as written.
 */
export function aramaicPassiveDiscount(stem: string, how: readonly HowStep[], findsVerb: boolean): number {
  return findsVerb && how.some((h) => h.kind === "ending" && h.ending === "א") && pointedAsAramaicPassive(stem) ? ARAMAIC_PASSIVE : 0;
}
