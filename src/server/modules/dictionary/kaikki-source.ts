import { createKaikkiReader } from "../../integrations/lexicons/parse-kaikki";
import type { EntryRow } from "./import-queries";
import { downloadClient, fileChunks, parseInBatches, type LexiconSource, type SourceInput } from "./lexicon-source";

/**
 * Wiktionary's Aramaic as kaikki.org extracts it (JSON Lines), streamed line by line: entries in
 * Hebrew script kept, others counted as skipped; a malformed line counted and skipped.
 */
export function kaikkiAramaicSource(url: string): LexiconSource {
  const http = downloadClient(url);
  return {
    source: "kaikki-aramaic", language: "aramaic",
    read(input: SourceInput) {
      const count = (what: string) => { input.counts[what] = (input.counts[what] ?? 0) + 1; };
      return parseInBatches<EntryRow>(fileChunks(http, url, input), (emit) => createKaikkiReader((line) => {
        if (line.kind === "malformed") {
          count("malformed");
          if (line.reason) count(line.reason);
          return;
        }
        if (line.kind === "skipped") return count(line.reason === "script" ? "otherScript" : "formsOnly");
        const e = line.entry;
        emit({
          source: "kaikki-aramaic", sourceId: e.sourceId, word: e.word, transliteration: e.transliteration, pronunciation: null,
          partOfSpeech: e.partOfSpeech, language: "aramaic", definitions: e.definitions, root: null, isProperName: e.isProperName,
          referenceTo: null, crossRefs: [],
        });
      }));
    },
  };
}
