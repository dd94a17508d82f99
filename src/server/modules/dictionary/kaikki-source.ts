import { downloadClient, fileChunks, parseInBatches, type LexiconSource, type SourceInput } from "./lexicon-source";

/**
 * An extract of kaikki.org (JSON Lines) as a lexicon source, streamed line by line on the lexicon
 * thread (parse-lexicon.ts): each entry kept becomes a row; a skipped line is counted by why
 * (another script, forms only), a malformed one too.
 */
function jsonLinesSource(base: Pick<LexiconSource, "source" | "language" | "estimatedTotal"> & { source: "kaikki-aramaic" | "kaikki-hebrew" }, url: string, maxBytes?: number): LexiconSource {
  const http = downloadClient(url, maxBytes);
  return {
    ...base,
    read: (input: SourceInput) => parseInBatches(fileChunks(http, url, input), { kind: base.source }),
  };
}

/** Wiktionary's Aramaic as kaikki.org extracts it: entries in Hebrew script kept. */
export const kaikkiAramaicSource = (url: string, maxBytes?: number): LexiconSource => jsonLinesSource({ source: "kaikki-aramaic", language: "aramaic" }, url, maxBytes);

/**
 * Wiktionary's Hebrew as kaikki.org extracts it (about 53 MB): the pointed head-word, its glosses,
 * root and binyan (in `details`, with its plurals), and every inflected form in `forms`, so that the
 * lookup and the search find כתבתי under כָּתַב. Form-of entries are counted as skipped.
 */
export const kaikkiHebrewSource = (url: string, maxBytes?: number): LexiconSource =>
  jsonLinesSource({ source: "kaikki-hebrew", language: "hebrew", estimatedTotal: 17_000 }, url, maxBytes);
