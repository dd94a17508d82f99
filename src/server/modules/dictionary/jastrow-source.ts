import { downloadClient, fileChunks, parseInBatches, type LexiconSource, type SourceInput } from "./lexicon-source";
import { readAhead } from "../../lib/read-ahead";
import type { EntryBatch } from "./entry-batch";
import { resolveReferencesOnThread } from "./lexicon-thread";

/** Jastrow's letter files, in the dictionary's order (the folder DICTIONARY_JASTROW_URL names). */
export const JASTROW_FILES = [
  "aleph", "beth", "gimel", "daleth", "he", "vav", "zayin", "heth", "teth", "yod", "kaf", "lamed", "mem", "nun", "samech", "ayin", "pe",
  "tsade", "qof", "resh", "shin", "tav",
].map((letter, i) => `${String(i + 1).padStart(2, "0")}-Jastrow-${letter}.xml`);

const XML_DECLARATION = Buffer.from("<?xml");

/**
 * An upload of several files sent one after another, as it streams: each XML document's bytes in
 * turn, split at each XML declaration (a declaration cut between two parts is still found). Each
 * document must be read to its end before the next is asked for.
 */
export async function* splitDocumentStream(parts: AsyncIterable<Uint8Array>): AsyncGenerator<AsyncGenerator<Uint8Array>> {
  const it = parts[Symbol.asyncIterator]();
  let pending = Buffer.alloc(0);
  let done = false;
  async function* document(): AsyncGenerator<Uint8Array> {
    let emitted = 0;
    for (;;) {
      // A declaration at the very start is this document's own.
      const at = pending.indexOf(XML_DECLARATION, emitted > 0 ? 0 : 1);
      if (at >= 0) {
        if (at > 0) yield pending.subarray(0, at);
        pending = pending.subarray(at);
        return;
      }
      // Keep the bytes that could begin a declaration the next part completes.
      const keep = Math.min(pending.length, XML_DECLARATION.length - 1);
      if (pending.length > keep) {
        const out = pending.subarray(0, pending.length - keep);
        emitted += out.length;
        yield out;
        pending = pending.subarray(pending.length - keep);
      }
      const next = done ? undefined : await it.next();
      if (!next || next.done) {
        done = true;
        if (pending.length > 0) yield pending;
        pending = Buffer.alloc(0);
        return;
      }
      pending = Buffer.concat([pending, next.value]);
    }
  }
  for (;;) {
    while (pending.length === 0 && !done) {
      const next = await it.next();
      if (next.done) done = true;
      else pending = Buffer.from(next.value);
    }
    if (pending.length === 0) return;
    yield document();
  }
}

/**
 * Jastrow's dictionary (Sefaria's dictionary XML, public domain): the 22 letter files read from
 * the folder `url` one after another, each streamed through the parser; or an upload of the files
 * (sent one after another as one body), split at each XML declaration as it streams. `counts.files` says how many
 * files were read. Once every file is read, each cross-reference's target is resolved among the run's entries.
 */
export function jastrowSource(url: string, maxBytes?: number): LexiconSource {
  const folder = url.endsWith("/") ? url : `${url}/`;
  const http = downloadClient(folder, maxBytes);
  return {
    source: "jastrow", language: "aramaic", estimatedTotal: 32_512,
    // An upload of some letter files replaces those letters' entries only (an entry's id begins with its file's letter).
    uploadReplaces: "letters",
    // One batch read ahead, across the files too: the next file's first batch is parsed on the thread
    // while the last batch of the one before is written (each file is still read to its end first).
    read: (input: SourceInput) => readAhead(readFiles(input)),
    // The cross-references' targets chosen again by head-word over the whole run (shared/dictionary/resolve-jastrow-references),
    // on the lexicon thread, from what the batches carried; the run's references are then given them.
    resolveReferences: (candidates) => resolveReferencesOnThread(candidates),
  };

  /** The files (or the upload's documents) one after another, each parsed on the lexicon thread into batches. */
  async function* readFiles(input: SourceInput): AsyncGenerator<EntryBatch> {
    const documents = input.file ? splitDocumentStream(input.file) : undefined;
    for (let i = 0; documents || i < JASTROW_FILES.length; i++) {
      let chunks: AsyncIterable<Uint8Array>;
      if (documents) {
        const next = await documents.next();
        if (next.done) break;
        chunks = next.value;
      } else chunks = fileChunks(http, new URL(JASTROW_FILES[i] ?? "", folder).toString(), { ...input, file: null });
      // Each file parsed on the lexicon thread (parse-lexicon.ts); its counts (formsCorrected) come with its batches.
      yield* parseInBatches(chunks, { kind: "jastrow" });
      input.counts.files = i + 1;
    }
  }
}
