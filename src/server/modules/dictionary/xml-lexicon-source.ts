import type { Db } from "../../db/client";
import { createBdbParser } from "../../integrations/lexicons/parse-bdb";
import { createLexicalIndexParser, type LexicalLink } from "../../integrations/lexicons/parse-lexical-index";
import { parsePartsOfSpeech, partOfSpeechName } from "../../integrations/lexicons/parse-parts-of-speech";
import { createStrongsParser } from "../../integrations/lexicons/parse-strongs";
import { linkEntries, type EntryRow } from "./import-queries";
import { downloadClient, fileChunks, parseInBatches, type LexiconSource, type SourceInput } from "./lexicon-source";

type Parser = { write(chunk: string): void; close(): void };

/**
 * An OpenScriptures HebrewLexicon file (BrownDriverBriggs.xml, HebrewStrong.xml), streamed
 * through a namespace-aware XML parser. Its parts-of-speech key beside it names the codes, and
 * LexicalIndex.xml beside it links BDB ids and Strong numbers once the entries are in. Both side
 * files are tried once: an offline server importing an upload should not wait out retries.
 */
function xmlLexicon(source: "bdb" | "strongs", url: string, posKey: string, parser: (onRow: (row: EntryRow) => void, pos: (code: string | null) => string | null) => Parser): LexiconSource {
  const http = downloadClient(url);
  const side = (file: string, signal: AbortSignal) =>
    http.request(new URL(file, url).toString(), { signal, retry: false }).then((r) => (r.ok ? r.text() : null)).catch(() => null);
  return {
    source, language: "hebrew",
    async *read(input: SourceInput) {
      const key = await side(posKey, input.signal);
      const posTable = key ? parsePartsOfSpeech(key) : new Map<string, string>();
      yield* parseInBatches<EntryRow>(fileChunks(http, url, input), (emit) => parser(emit, (code) => partOfSpeechName(code, posTable)));
    },
    async finish(db: Db, signal: AbortSignal) {
      const index = await side("LexicalIndex.xml", signal);
      if (!index) return;
      const links: LexicalLink[] = [];
      const p = createLexicalIndexParser((l) => links.push(l));
      p.write(index.replace(/^\uFEFF/, ""));
      p.close();
      await linkEntries(db, links);
    },
  };
}

export const bdbSource = (url: string) => xmlLexicon("bdb", url, "BDBPartsOfSpeech.xml", (onRow, pos) => createBdbParser((e) => onRow({
  source: "bdb", sourceId: e.bdbId, word: e.word, transliteration: null, pronunciation: null, partOfSpeech: pos(e.posCode),
  language: e.language, definitions: e.definitions, root: e.root, isProperName: (e.posCode ?? "").startsWith("n.pr"),
  referenceTo: e.referenceTo, crossRefs: e.crossRefs,
})));

export const strongsSource = (url: string) => xmlLexicon("strongs", url, "PartsOfSpeech.xml", (onRow, pos) => createStrongsParser((e) => onRow({
  source: "strongs", sourceId: e.strongId, word: e.word, transliteration: e.transliteration, pronunciation: e.pronunciation,
  partOfSpeech: pos(e.posCode), language: e.language, definitions: e.definitions, root: null, isProperName: e.isProperName,
  referenceTo: null, crossRefs: e.crossRefs,
})));
