import { cleanSefariaHtml } from "./clean-sefaria-html";
import type { SefariaLexiconEntry, SefariaSense } from "./sefaria-types";

export const JASTROW = "Jastrow Dictionary";

/** A Jastrow entry as Milim keeps it. */
export interface JastrowEntry {
  /** Jastrow's entry id ("A00017"), else the headword. */
  sourceId: string;
  /** The headword without its homograph number ("אַבָּא I" → "אַבָּא"). */
  word: string;
  language: "hebrew" | "aramaic";
  partOfSpeech: string | null;
  /** Each sense as text (numbered as Jastrow numbers them); Sefaria's markup removed. */
  definitions: string[];
}

function senseTexts(senses: SefariaSense[] | undefined): string[] {
  return (senses ?? []).flatMap((s) => {
    const text = s.definition ? cleanSefariaHtml(s.definition).replace(/^[\s,.;]+/, "") : "";
    const own = text === "" ? [] : [s.number ? `${s.number} ${text}` : text];
    return [...own, ...senseTexts(s.senses)];
  });
}

/**
 * Reads an entry of Sefaria's word lookup when it is Jastrow's (others → null). Jastrow marks
 * Aramaic words "ch." (Chaldaic) and biblical Hebrew ones "b. h."; a word with neither, looked
 * up from the Talmud's Aramaic, is taken as Aramaic.
 */
export function readJastrowEntry(entry: SefariaLexiconEntry): JastrowEntry | null {
  if (entry.parent_lexicon !== JASTROW) return null;
  const key = entry.language_code ?? "";
  const language = /\bch\./.test(key) ? "aramaic" : /(^|[\s(;])(b\. )?h\./.test(key) ? "hebrew" : "aramaic";
  const word = entry.headword.normalize("NFC").replace(/\s+[IVX]+$/, "").replace(/[,\s]+$/, "").trim();
  return {
    sourceId: entry.rid ?? entry.headword.normalize("NFC"),
    word,
    language,
    partOfSpeech: entry.morphology?.replace(/\s+/g, " ").trim() || null,
    definitions: senseTexts(entry.content?.senses),
  };
}
