import type { HowStep } from "./reading-how";
import { verbQuotedMore, type QuotedEntry } from "./verb-quoted-more";
import { vowelledLetters } from "./pointed-letters";

/**
 * The hollow verb's perfect and participle as the text points them: two letters, the first with qamats
 * (בָּא 'he comes, came', קָם 'he rose', דָּר 'he dwells'). A reader who meets CָC reads the verb of the root
 * with its middle ו (בּוֹא, קוּם), more often than the rare noun of the same letters (Jastrow's בָּא 'coming,
 * future', קָם 'adversary'): the ו the reading puts back is the one the pointing shows missing, and costs
 * nothing, where the lexicon quotes the verb from texts of this kind more than any word written so (not
 * הָא 'this', טַב 'good', שָׁם 'there', each quoted more than הוּא, טוֹב, שׁוּם's verbs). Pure.
 */

/** What putting back a hollow root's ו costs a reading (shared/hebrew/aramaic-readings): the discount that cancels it. */
export const HOLLOW_POINTED = 1;
const QAMATS = "\u05B8";

/** Whether a stem (its proclitics off, points kept) is pointed as a hollow verb's perfect or participle, CָC. */
export function pointedAsHollowVerb(stem: string): boolean {
  // A letter with qamats, then a bare letter ending the stem (dagesh, shin dot and cantillation aside).
  const [first, last, ...more] = vowelledLetters(stem);
  return more.length === 0 && first?.vowel === QAMATS && last !== undefined && last.vowel === "";
}

/**
 * The discount on a reading of such a stem that puts back the hollow root's ו (`how`) and finds a verb (among `entries`)
 * quoted from texts of this kind more than every entry of the stem as written (`written`):
 * בָּא → בּוֹא 'to come' as cheap as the noun בָּא 'coming' read as written.
 */
export function hollowVerbDiscount(stem: string, how: readonly HowStep[], entries: readonly QuotedEntry[], written: readonly QuotedEntry[]): number {
  if (!how.some((h) => h.kind === "root" && h.root === "hollow") || !pointedAsHollowVerb(stem)) return 0;
  return verbQuotedMore(entries, written) ? HOLLOW_POINTED : 0;
}
