import type { SefariaClient } from "../../integrations/sefaria/sefaria-client";
import { readJastrowEntry } from "../../integrations/sefaria/read-jastrow-entry";
import { TALMUD_ARAMAIC_WORDS } from "../../integrations/sefaria/talmud-aramaic-words";
import { encodeEntryBatch } from "./entry-batch";
import type { EntryRow } from "./import-queries";
import type { LexiconSource, SourceInput } from "./lexicon-source";

/** Words looked up between two saves (and progress reports). */
const WORDS_PER_BATCH = 10;

/**
 * Jastrow's entries for about 100 frequent words of the Talmud's Aramaic, through Sefaria's word
 * lookup (the Sefaria client: SEFARIA_URL, at most 3 requests at once, retries). An entry found
 * for two words of the list is kept once; a word Sefaria has no Jastrow entry for is counted.
 */
export function sefariaAramaicSource(sefaria: SefariaClient, words: readonly string[] = TALMUD_ARAMAIC_WORDS): LexiconSource {
  return {
    source: "sefaria-aramaic", language: "aramaic",
    async *read(input: SourceInput) {
      const seen = new Set<string>();
      for (let i = 0; i < words.length; i += WORDS_PER_BATCH) {
        const slice = words.slice(i, i + WORDS_PER_BATCH);
        const found = await Promise.all(slice.map((w) => sefaria.lookupWord(w, input.signal)));
        const rows: EntryRow[] = [];
        found.forEach((entries) => {
          const jastrow = entries.map(readJastrowEntry).filter((e) => e !== null && e.definitions.length > 0);
          if (jastrow.length === 0) input.counts.notFound = (input.counts.notFound ?? 0) + 1;
          for (const e of jastrow) {
            if (!e || seen.has(e.id)) continue;
            seen.add(e.id);
            rows.push({
              source: "sefaria-aramaic", sourceId: e.id, word: e.headWords[0] ?? "", transliteration: null, pronunciation: null,
              partOfSpeech: e.partOfSpeech, language: e.language, definitions: e.definitions, root: null, isProperName: false,
              referenceTo: null, crossRefs: [],
            });
          }
        });
        input.counts.words = Math.min(words.length, i + WORDS_PER_BATCH);
        yield encodeEntryBatch(rows);
      }
    },
  };
}
