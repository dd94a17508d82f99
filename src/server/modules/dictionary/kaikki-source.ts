import { createKaikkiReader } from "../../integrations/lexicons/parse-kaikki";
import { createKaikkiHebrewReader } from "../../integrations/lexicons/parse-kaikki-hebrew";
import type { EntryRow } from "./import-queries";
import { downloadClient, fileChunks, parseInBatches, type LexiconSource, type SourceInput } from "./lexicon-source";

/** A line as both extracts' readers report it. */
type ReadLine<E> = { kind: "entry"; entry: E } | { kind: "skipped"; reason: "script" | "forms" } | { kind: "malformed"; reason?: "tooLarge" };

/**
 * An extract of kaikki.org (JSON Lines) as a lexicon source, streamed line by line: each entry kept
 * becomes a row (`row`); a skipped line is counted by why (another script, forms only), a malformed
 * one too.
 */
function jsonLinesSource<E>(
  base: Pick<LexiconSource, "source" | "language" | "estimatedTotal">, url: string,
  createReader: (onLine: (line: ReadLine<E>) => void) => { write(chunk: string): void; close(): void },
  row: (entry: E) => EntryRow,
): LexiconSource {
  const http = downloadClient(url);
  return {
    ...base,
    read(input: SourceInput) {
      const count = (what: string) => { input.counts[what] = (input.counts[what] ?? 0) + 1; };
      return parseInBatches<EntryRow>(fileChunks(http, url, input), (emit) => createReader((line) => {
        if (line.kind === "malformed") {
          count("malformed");
          if (line.reason) count(line.reason);
          return;
        }
        if (line.kind === "skipped") return count(line.reason === "script" ? "otherScript" : "formsOnly");
        emit(row(line.entry));
      }));
    },
  };
}

/** Wiktionary's Aramaic as kaikki.org extracts it: entries in Hebrew script kept. */
export function kaikkiAramaicSource(url: string): LexiconSource {
  return jsonLinesSource({ source: "kaikki-aramaic", language: "aramaic" }, url, createKaikkiReader, (e) => ({
    source: "kaikki-aramaic", sourceId: e.sourceId, word: e.word, transliteration: e.transliteration, pronunciation: null,
    partOfSpeech: e.partOfSpeech, language: "aramaic", definitions: e.definitions, root: null, isProperName: e.isProperName,
    referenceTo: null, crossRefs: [],
  }));
}

/**
 * Wiktionary's Hebrew as kaikki.org extracts it (about 53 MB): the pointed head-word, its glosses,
 * root and binyan (in `details`, with its plurals), and every inflected form in `forms`, so that the
 * lookup and the search find כתבתי under כָּתַב. Form-of entries are counted as skipped.
 */
export function kaikkiHebrewSource(url: string): LexiconSource {
  return jsonLinesSource({ source: "kaikki-hebrew", language: "hebrew", estimatedTotal: 17_000 }, url, createKaikkiHebrewReader, (e) => ({
    source: "kaikki-hebrew", sourceId: e.sourceId, word: e.word, transliteration: e.transliteration, pronunciation: null,
    partOfSpeech: e.partOfSpeech, language: "hebrew", definitions: e.definitions, root: e.root, isProperName: e.isProperName,
    referenceTo: null, crossRefs: [], forms: e.forms,
    details: e.binyan || e.plurals.length > 0
      ? { homograph: null, headWords: [], binyanim: e.binyan ? [{ name: e.binyan, forms: [], glosses: [] }] : [], plurals: e.plurals, notes: [] }
      : null,
  }));
}
