import { createJastrowParser, jastrowDefinitions, jastrowForms, jastrowWord, type JastrowEntry } from "../../integrations/lexicons/parse-jastrow";
import type { EntryRow } from "./import-queries";
import { downloadClient, fileChunks, parseInBatches, type LexiconSource, type SourceInput } from "./lexicon-source";

/** Jastrow's letter files, in the dictionary's order (the folder DICTIONARY_JASTROW_URL names). */
export const JASTROW_FILES = [
  "aleph", "beth", "gimel", "daleth", "he", "vav", "zayin", "heth", "teth", "yod", "kaf", "lamed", "mem", "nun", "samech", "ayin", "pe",
  "tsade", "qof", "resh", "shin", "tav",
].map((letter, i) => `${String(i + 1).padStart(2, "0")}-Jastrow-${letter}.xml`);

const XML_DECLARATION = Buffer.from("<?xml");

/** An upload of several files sent one after another: each XML document's bytes (no copy). */
export function splitDocuments(bytes: Uint8Array): Uint8Array[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const starts: number[] = [];
  for (let at = buf.indexOf(XML_DECLARATION); at >= 0; at = buf.indexOf(XML_DECLARATION, at + 1)) starts.push(at);
  if (starts.length === 0) return [bytes];
  return starts.map((s, i) => bytes.subarray(i === 0 ? 0 : s, starts[i + 1] ?? bytes.length));
}

export const jastrowRow = (e: JastrowEntry): EntryRow => ({
  source: "jastrow", sourceId: e.id, word: jastrowWord(e), transliteration: null, pronunciation: null, partOfSpeech: e.partOfSpeech,
  language: e.language, definitions: jastrowDefinitions(e), root: null, isProperName: /\bpr\. ?n\./.test(e.partOfSpeech ?? ""),
  referenceTo: e.referenceTo, crossRefs: e.crossRefs, forms: jastrowForms(e),
  details: { homograph: e.homograph, headWords: e.headWords, binyanim: e.binyanim, plurals: e.plurals, notes: e.notes },
});

/**
 * Jastrow's dictionary (Sefaria's dictionary XML, public domain): the 22 letter files read from
 * the folder `url` one after another, each streamed through the parser; or an upload of the files
 * (sent one after another as one body), split at each XML declaration. `counts.files` says how many
 * files were read.
 */
export function jastrowSource(url: string): LexiconSource {
  const folder = url.endsWith("/") ? url : `${url}/`;
  const http = downloadClient(folder);
  return {
    source: "jastrow", language: "aramaic", estimatedTotal: 32_512,
    async *read(input: SourceInput) {
      const documents = input.bytes ? splitDocuments(input.bytes) : JASTROW_FILES.map(() => null);
      for (let i = 0; i < documents.length; i++) {
        const doc = documents[i];
        const chunks = fileChunks(http, new URL(JASTROW_FILES[i] ?? "", folder).toString(), { ...input, bytes: doc ?? null });
        yield* parseInBatches<EntryRow>(chunks, (emit) => createJastrowParser((e) => emit(jastrowRow(e))));
        input.counts.files = i + 1;
      }
    },
  };
}
