import { formLanguage } from "./form-language";
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
  return how.some((h) => (h.kind === "infinitive" && h.aramaic)
    || ((h.kind === "irregular-plural-of" || h.kind === "irregular-noun") && ARAMAIC_IRREGULAR_NOUNS.has(h.head)));
}

/** The Mishnah's extra cost of a reading of `word` that takes `prefixPlain` off and reads `how`: its Aramaic grammar. */
export function mishnahGrammarCost(word: string, prefixPlain: string, how: readonly HowStep[]): number {
  return aramaicSteps(how) || formLanguage(word, prefixPlain, how) === "aramaic" ? ARAMAIC_IN_MISHNAH : 0;
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
