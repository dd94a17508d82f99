import type { DictionarySource } from "@/shared/api/dictionary";
import { LEXICON_NAMES } from "@/shared/getting-started/getting-started-steps";
import { m } from "@/client/lib/i18n";

/**
 * A lexicon's short name in the interface language: the Wiktionary and Sefaria lists are named as the Dictionary page names
 * them ("Arameo de Wikcionario"); BDB, Strong's and Jastrow are names of their own, the same in every language.
 */
export function lexiconName(source: DictionarySource): string {
  if (source === "kaikki-aramaic") return m.dictionary_source_kaikki_title();
  if (source === "kaikki-hebrew") return m.dictionary_source_kaikki_hebrew_title();
  if (source === "sefaria-aramaic") return m.dictionary_source_sefaria_title();
  return LEXICON_NAMES[source];
}
