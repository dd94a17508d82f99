/**
 * Whether two entries of one lexicon, of the same letters and of its two languages (and not verbs: the
 * caller takes a Hebrew and an Aramaic verb of one root as twins), are twins, one
 * word in Hebrew and in Aramaic (Jastrow's אָמַר and אֲמַר 'to speak, say'), as a reader checks: their
 * glosses share a word, or one of them only points to the other ("ch. same"). Homographs of the two
 * languages that say different things are two words (his אִי 'if, whether' and אֵי 'where? what?'):
 * a form's Aramaic grammar (a ד־ before it) does not make the Aramaic one the word.
 */
const STOP = new Set(["the", "and", "for", "with", "from", "that", "this", "which", "who", "what", "one", "any", "not", "same", "also", "esp", "used", "part", "pass", "act"]);

/** The content words of an entry's glosses (three letters or more, lower-case). */
function glossWords(definitions: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const d of definitions) for (const w of d.toLowerCase().match(/[a-z]{3,}/g) ?? []) if (!STOP.has(w)) out.add(w);
  return out;
}

/** Whether the glosses of `a` and `b` share a word (the caller takes an entry that only points elsewhere as a twin). */
export function sameGlosses(a: readonly string[], b: readonly string[]): boolean {
  const wa = glossWords(a);
  for (const w of glossWords(b)) if (wa.has(w)) return true;
  return false;
}
