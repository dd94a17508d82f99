import type { DictionarySource } from "@/shared/api/dictionary";

export const SOURCE_NAMES: Record<DictionarySource, string> = {
  bdb: "Brown-Driver-Briggs", strongs: "Strong's", "kaikki-aramaic": "Wiktionary", "sefaria-aramaic": "Jastrow (Sefaria)", jastrow: "Jastrow", "kaikki-hebrew": "Wiktionary",
};

/** Strong's numbers ("H430") are a learner's reference, printed in concordances; every other lexicon's id is its own. */
const STRONGS_NUMBER = /^H\d+[a-z]?$/;

/**
 * The lexicon an entry is from, as a learner reads it: "Brown-Driver-Briggs", "Jastrow", or "Strong's H430" with
 * Strong's public number — never a lexicon's internal id (BDB's "a.dl.ad", Jastrow's "A00643", Wiktionary's keys).
 */
export function nameEntrySource(source: DictionarySource, sourceId: string): string {
  return source === "strongs" && STRONGS_NUMBER.test(sourceId) ? `${SOURCE_NAMES.strongs} ${sourceId}` : SOURCE_NAMES[source];
}
