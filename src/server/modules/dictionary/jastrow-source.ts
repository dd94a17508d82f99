import type { JastrowEntry } from "../../integrations/lexicons/jastrow-entry";
import { createJastrowParser, jastrowDefinitions, jastrowForms, jastrowWord } from "../../integrations/lexicons/parse-jastrow";
import { correctJastrowForms } from "../../../shared/dictionary/jastrow-forms";
import type { EntryRow } from "./import-queries";
import { downloadClient, fileChunks, parseInBatches, type LexiconSource, type SourceInput } from "./lexicon-source";

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
 * An entry as imported: its forms without the citation words the XML slipped among them
 * (shared/dictionary/jastrow-forms: a data error found by a rule and corrected here).
 */
export const jastrowRow = (e: JastrowEntry): EntryRow => ({
  source: "jastrow", sourceId: e.id, word: jastrowWord(e), transliteration: null, pronunciation: null, partOfSpeech: e.partOfSpeech,
  language: e.language, definitions: jastrowDefinitions(e), root: null, isProperName: /\bpr\. ?n\./.test(e.partOfSpeech ?? ""),
  referenceTo: e.referenceTo, crossRefs: e.crossRefs, forms: correctJastrowForms(e.headWords.length > 0 ? e.headWords : [jastrowWord(e)], jastrowForms(e)).kept,
  details: { homograph: e.homograph, headWords: e.headWords, binyanim: e.binyanim, plurals: e.plurals, notes: e.notes },
});

/**
 * Jastrow's dictionary (Sefaria's dictionary XML, public domain): the 22 letter files read from
 * the folder `url` one after another, each streamed through the parser; or an upload of the files
 * (sent one after another as one body), split at each XML declaration as it streams. `counts.files` says how many
 * files were read.
 */
export function jastrowSource(url: string): LexiconSource {
  const folder = url.endsWith("/") ? url : `${url}/`;
  const http = downloadClient(folder);
  return {
    source: "jastrow", language: "aramaic", estimatedTotal: 32_512,
    async *read(input: SourceInput) {
      const documents = input.file ? splitDocumentStream(input.file) : undefined;
      for (let i = 0; documents || i < JASTROW_FILES.length; i++) {
        let chunks: AsyncIterable<Uint8Array>;
        if (documents) {
          const next = await documents.next();
          if (next.done) break;
          chunks = next.value;
        } else chunks = fileChunks(http, new URL(JASTROW_FILES[i] ?? "", folder).toString(), { ...input, file: null });
        yield* parseInBatches<EntryRow>(chunks, (emit) => createJastrowParser((e) => {
          const row = jastrowRow(e);
          // How many forms the rule dropped (the job's counts: formsCorrected).
          const dropped = jastrowForms(e).length - (row.forms?.length ?? 0);
          if (dropped > 0) input.counts.formsCorrected = (input.counts.formsCorrected ?? 0) + dropped;
          emit(row);
        }));
        input.counts.files = i + 1;
      }
    },  };
}
