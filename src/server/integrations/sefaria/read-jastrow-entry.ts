import type { JastrowEntry } from "../lexicons/jastrow-entry";
import { cleanSefariaHtml } from "./clean-sefaria-html";
import type { SefariaLexiconEntry, SefariaSense } from "./sefaria-types";

export const JASTROW = "Jastrow Dictionary";

function senseTexts(senses: SefariaSense[] | undefined): string[] {
  return (senses ?? []).flatMap((s) => {
    const text = s.definition ? cleanSefariaHtml(s.definition).replace(/^[\s,.;]+/, "") : "";
    const own = text === "" ? [] : [s.number ? `${s.number} ${text}` : text];
    return [...own, ...senseTexts(s.senses)];
  });
}

/**
 * Reads an entry of Sefaria's word lookup when it is Jastrow's (others → null), as the entry type
 * the dictionary XML's parser fills: one head-word without its homograph number ("אַבָּא I" →
 * "אַבָּא", homograph "I"), the senses as text in `definitions` (numbered as Jastrow numbers them;
 * Sefaria's markup removed), and the glosses, binyanim, plurals, cross-references and notes the
 * lookup does not give left empty. Jastrow marks Aramaic words "ch." (Chaldaic) and biblical
 * Hebrew ones "b. h."; a word with neither, looked up from the Talmud's Aramaic, is taken as Aramaic.
 */
export function readJastrowEntry(entry: SefariaLexiconEntry): JastrowEntry | null {
  if (entry.parent_lexicon !== JASTROW) return null;
  const key = entry.language_code ?? "";
  const language = /\bch\./.test(key) ? "aramaic" : /(^|[\s(;])(b\. )?h\./.test(key) ? "hebrew" : "aramaic";
  const headword = entry.headword.normalize("NFC");
  const word = headword.replace(/\s+[IVX]+$/, "").replace(/[,\s]+$/, "").trim();
  return {
    id: entry.rid ?? headword,
    headWords: [word],
    homograph: /\s([IVX]+)$/.exec(headword)?.[1] ?? null,
    language,
    partOfSpeech: entry.morphology?.replace(/\s+/g, " ").trim() || null,
    glosses: [], binyanim: [], plurals: [], crossRefs: [],
    definitions: senseTexts(entry.content?.senses),
    notes: [], referenceTo: null, see: null,
  };
}
