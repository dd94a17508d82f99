import { plainHebrew } from "../hebrew/strip-niqqud";
import { howText, type HowStep } from "../hebrew/reading-how";
import type { DictionaryEntry } from "../api/dictionary";

/**
 * How `form` (plain) belongs to an entry, as steps (shared/hebrew/reading-how): none when it is the
 * head-word; 'plural of רַבָּן' for one of Jastrow's plural forms; 'Ithpe. of אֲמַר' for a binyan's
 * form; '= רַבָּן' for another head-word.
 */
export function formOfEntrySteps(entry: Pick<DictionaryEntry, "word" | "details">, form: string): HowStep[] {
  if (plainHebrew(entry.word) === form) return [];
  const d = entry.details;
  if (!d) return [];
  if (d.plurals.some((p) => plainHebrew(p) === form)) return [{ kind: "plural-of", head: entry.word }];
  const binyan = d.binyanim.find((b) => b.forms.some((f) => plainHebrew(f) === form));
  if (binyan) return [{ kind: "binyan-of", binyan: binyan.name, head: entry.word }];
  return d.headWords.some((h) => plainHebrew(h).includes(form)) ? [{ kind: "same-as", head: entry.word }] : [];
}

/** The same in English ("" when it is the head-word). */
export const formOfEntry = (entry: Pick<DictionaryEntry, "word" | "details">, form: string): string => howText(formOfEntrySteps(entry, form));
