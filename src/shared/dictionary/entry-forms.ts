import { plainHebrew } from "../hebrew/strip-niqqud";
import type { DictionaryEntry } from "../api/dictionary";

/**
 * How `form` (plain) belongs to an entry: "" when it is the head-word; 'plural of רַבָּן' for one
 * of Jastrow's plural forms; 'Ithpe. of אֲמַר' for a binyan's form; '= רַבָּן' for another head-word.
 */
export function formOfEntry(entry: Pick<DictionaryEntry, "word" | "details">, form: string): string {
  if (plainHebrew(entry.word) === form) return "";
  const d = entry.details;
  if (!d) return "";
  if (d.plurals.some((p) => plainHebrew(p) === form)) return `plural of ${entry.word}`;
  const binyan = d.binyanim.find((b) => b.forms.some((f) => plainHebrew(f) === form));
  if (binyan) return `${binyan.name} of ${entry.word}`;
  return d.headWords.some((h) => plainHebrew(h).includes(form)) ? `= ${entry.word}` : "";
}
