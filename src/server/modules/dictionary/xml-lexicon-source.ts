import type { Db } from "../../db/client";
import { createLexicalIndexParser, type LexicalLink } from "../../integrations/lexicons/parse-lexical-index";
import { parsePartsOfSpeech } from "../../integrations/lexicons/parse-parts-of-speech";
import { linkEntries } from "./import-queries";
import { HttpResponseTooLargeError } from "../../integrations/http-client";
import { downloadClient, fileChunks, parseInBatches, tooLarge, type LexiconSource, type SourceInput } from "./lexicon-source";

/**
 * An OpenScriptures HebrewLexicon file (BrownDriverBriggs.xml, HebrewStrong.xml), streamed
 * through a namespace-aware XML parser. Its parts-of-speech key beside it names the codes, and
 * LexicalIndex.xml beside it links BDB ids and Strong numbers once the entries are in. Both side
 * files are tried once: an offline server importing an upload should not wait out retries.
 */
function xmlLexicon(source: "bdb" | "strongs", url: string, posKey: string, maxBytes?: number): LexiconSource {
  const http = downloadClient(url, maxBytes);
  // A side file missing or unreachable is done without; one past the download limit fails the import.
  const side = (file: string, signal: AbortSignal) =>
    http.request(new URL(file, url).toString(), { signal, retry: false }).then((r) => (r.ok ? r.text() : null))
      .catch((error: unknown) => {
        if (error instanceof HttpResponseTooLargeError) throw tooLarge(error);
        return null;
      });
  return {
    source, language: "hebrew",
    async *read(input: SourceInput) {
      const key = await side(posKey, input.signal);
      const partsOfSpeech = key ? [...parsePartsOfSpeech(key)] : [];
      yield* parseInBatches(fileChunks(http, url, input), { kind: source, partsOfSpeech });
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

export const bdbSource = (url: string, maxBytes?: number) => xmlLexicon("bdb", url, "BDBPartsOfSpeech.xml", maxBytes);

export const strongsSource = (url: string, maxBytes?: number) => xmlLexicon("strongs", url, "PartsOfSpeech.xml", maxBytes);
