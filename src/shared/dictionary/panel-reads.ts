import type { DictionaryLookup } from "../api/dictionary";
import { plainHebrew } from "../hebrew/strip-niqqud";

/**
 * What the word panel shows a word as, plain: the head-word of its first entry (the lemma's, else the first reading's),
 * of the entry that one refers to ('v. …'), and the form it read the word as. bench/underline-gold.ts scores an underline
 * of known words that follows these: what a tap on the word would show.
 */
export function panelReads(look: Pick<DictionaryLookup, "lemma" | "entries" | "reading">): string[] {
  const first = look.lemma?.entries[0] ?? look.entries[0];
  const forms = [first?.word, first?.referenceWord, look.reading?.form ?? look.reading?.stemPlain];
  return [...new Set(forms.flatMap((f) => (f ? [plainHebrew(f)] : [])).filter((f) => f.length > 0))];
}
