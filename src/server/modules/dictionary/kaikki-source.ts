import { createKaikkiReader } from "../../integrations/lexicons/parse-kaikki";
import { createKaikkiHebrewReader } from "../../integrations/lexicons/parse-kaikki-hebrew";
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

/**
 * Wiktionary's Hebrew as kaikki.org extracts it (JSON Lines, about 53 MB), streamed line by line:
 * the pointed head-word, its glosses, root and binyan (in `details`, with its plurals), and every
 * inflected form in `forms`, so that the lookup and the search find כתבתי under כָּתַב. Entries
 * without Hebrew letters are counted as skipped, form-of entries too; a malformed line is counted.
 */
export function kaikkiHebrewSource(url: string): LexiconSource {
  const http = downloadClient(url);
  return {
    source: "kaikki-hebrew", language: "hebrew", estimatedTotal: 17_000,
    read(input: SourceInput) {
      const count = (what: string) => { input.counts[what] = (input.counts[what] ?? 0) + 1; };
      return parseInBatches<EntryRow>(fileChunks(http, url, input), (emit) => createKaikkiHebrewReader((line) => {
        if (line.kind === "malformed") {
          count("malformed");
          if (line.reason) count(line.reason);
          return;
        }
        if (line.kind === "skipped") return count(line.reason === "script" ? "otherScript" : "formsOnly");
        const e = line.entry;
        const details = e.binyan || e.plurals.length > 0
          ? { homograph: null, headWords: [], binyanim: e.binyan ? [{ name: e.binyan, forms: [], glosses: [] }] : [], plurals: e.plurals, notes: [] }
          : null;
        emit({
          source: "kaikki-hebrew", sourceId: e.sourceId, word: e.word, transliteration: e.transliteration, pronunciation: null,
          partOfSpeech: e.partOfSpeech, language: "hebrew", definitions: e.definitions, root: e.root, isProperName: e.isProperName,
          referenceTo: null, crossRefs: [], forms: e.forms, details,
        });
      }));
    },
  };
}
