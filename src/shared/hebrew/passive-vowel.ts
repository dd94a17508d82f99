import type { HowStep } from "./reading-how";
import { verbQuotedMore, type QuotedEntry } from "./verb-quoted-more";
import { PARTICIPLE_POINTED, passiveDiscount } from "./mishnah-readings";

/**
 * The qal passive participle's ו (כָּתוּב, גָּלוּי, סְרוּחָה, צְרוּרִין), which a reading takes out to reach the verb
 * (aramaic-readings' 'vowel letter': גָּלוּי → גלי), is the participle's vowel, no letter of the word. Wherever the text
 * points the passive, half of that step comes off already (mishnah-readings#passiveDiscount: a noun of the same
 * pattern, גְּבוּרָה, is pointed alike); where the verb is also quoted from texts of this kind more than any word
 * written as the stem is (Jastrow's גָּלוּי 'appearance' less than גלי 'to be uncovered'), the other half does too,
 * as for the Aramaic participle's י (aramaic-participle). Pure.
 */

/** The other half of the vowel letter's step. */
export const PASSIVE_QUOTED = 1 - PARTICIPLE_POINTED;

/**
 * The further discount on a reading of a stem pointed as the qal passive participle that takes its ו out to reach
 * its verb (`form`, `how`: passiveDiscount's reading) and finds a verb (among `entries`) quoted from texts of this kind
 * more than every entry of the stem as written (`written`).
 */
export function passiveVowelDiscount(stem: string, form: string, how: readonly HowStep[], entries: readonly QuotedEntry[], written: readonly QuotedEntry[]): number {
  // Not a plural in ־וֹת: the feminine noun of the pattern (יְשׁוּעָה, תְּקוּפָה) reaches יְשׁוּעוֹת, תְּקוּפוֹת by a step as well,
  // and neither the pointing nor the letters as written (no entry heads them) tell the two apart.
  if (passiveDiscount(stem, form, how) === 0 || /\u05D5\u05B9?\u05EA$/.test(stem.normalize("NFC").replace(/[\u0591-\u05AF\u05BD]/g, ""))) return 0;
  return verbQuotedMore(entries, written) ? PASSIVE_QUOTED : 0;
}
