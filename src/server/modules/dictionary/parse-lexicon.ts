import type { JastrowEntry } from "../../integrations/lexicons/jastrow-entry";
import { createBdbParser } from "../../integrations/lexicons/parse-bdb";
import { createJastrowParser, jastrowDefinitions, jastrowForms, jastrowWord } from "../../integrations/lexicons/parse-jastrow";
import { createKaikkiReader } from "../../integrations/lexicons/parse-kaikki";
import { createKaikkiHebrewReader } from "../../integrations/lexicons/parse-kaikki-hebrew";
import { partOfSpeechName } from "../../integrations/lexicons/parse-parts-of-speech";
import { createStrongsParser } from "../../integrations/lexicons/parse-strongs";
import { correctJastrowForms } from "../../../shared/dictionary/jastrow-forms";
import { mentionedWords } from "../../../shared/dictionary/read-jastrow-reference";
import { correctJastrowHeadWords } from "../../../shared/dictionary/jastrow-head-words";
import { jastrowCitations } from "../../../shared/hebrew/jastrow-citations";
import { encodeEntryBatch, type EntryBatch } from "./entry-batch";
import type { EntryRow } from "./import-queries";

/**
 * Which parser reads a lexicon file, as the server's thread names it to the parsing thread
 * (lexicon-worker.ts): a plain value, since a function cannot cross. The XML lexicons bring their
 * parts-of-speech key (code → name) read beside the file.
 */
export type LexiconParser =
  | { kind: "kaikki-aramaic" } | { kind: "kaikki-hebrew" } | { kind: "jastrow" }
  | { kind: "bdb" | "strongs"; partsOfSpeech: [code: string, name: string][] };

/** At most this many entries per batch (a statement each). */
export const BATCH_ROWS = 2000;
/**
 * A batch is sent once its entries hold about this many characters: Wiktionary's Hebrew entries,
 * each with its conjugation table, made 2,000-entry batches of about 7 MB of objects that the
 * server's thread built, encoded and held while the database wrote them.
 */
export const BATCH_CHARS = 256 * 1024;
/** Bytes parsed at a time: a batch is checked for being full between them. */
const SLICE_BYTES = 16 * 1024;

type Parser = { write(text: string): void; close(): void };
type Emit = (row: EntryRow, chars: number) => void;
type Count = (what: string, by?: number) => void;

const textChars = (list: readonly string[] | undefined) => {
  let n = 0;
  for (const s of list ?? []) n += s.length + 3;
  return n;
};

/** The characters an entry's row carries (its JSON's size, near enough: its texts, not encoded again). */
const rowChars = (r: EntryRow) => {
  let n = r.sourceId.length + r.word.length + (r.transliteration?.length ?? 0) + (r.root?.length ?? 0) + 200;
  n += textChars(r.definitions) + textChars(r.forms) + textChars(r.crossRefs);
  const d = r.details;
  if (!d) return n;
  n += 120 + textChars(d.headWords) + textChars(d.plurals) + textChars(d.notes) + (d.see?.length ?? 0) + textChars(d.seeAlso);
  for (const b of d.binyanim) n += 40 + b.name.length + textChars(b.forms) + textChars(b.glosses);
  return n;
};

/**
 * Jastrow's entry with its head-words corrected (shared/dictionary/jastrow-head-words: a final
 * letter inside a word, a ד printed ך), judged by its own quotations (none for a cross-reference).
 */
export const withCorrectedHeadWords = (e: JastrowEntry): JastrowEntry => {
  const { headWords, corrected } = correctJastrowHeadWords(e.headWords, e.see === null ? e.notes : []);
  return corrected.length > 0 ? { ...e, headWords } : e;
};

/** Sefaria's links of the entries a reference names after its first, each once (the import resolves them again: resolve-references.ts). */
const alsoLinks = (e: JastrowEntry): string[] =>
  [...new Set((e.seeAlso ?? []).flatMap((a) => (a.rid !== null && a.rid !== e.referenceTo ? [a.rid] : [])))];

/**
 * Jastrow's entry as imported: its head-words corrected (withCorrectedHeadWords), its forms without
 * the citation words the XML slipped among them (shared/dictionary/jastrow-forms: a data error found
 * by a rule and corrected here), and its quotations counted by the kind of text once, here
 * (`details.uses`, shared/hebrew/jastrow-citations), for the lookup's ranking.
 */
export const jastrowRow = (printed: JastrowEntry): EntryRow => {
  const e = withCorrectedHeadWords(printed);
  const heads = e.headWords.length > 0 ? e.headWords : [jastrowWord(e)];
  // The plurals and binyan forms shown and ranked by as corrected too (a phrase's words that are the entry's, each alone).
  const kept = (forms: string[]) => correctJastrowForms(heads, forms).kept;
  return {
    source: "jastrow", sourceId: e.id, word: jastrowWord(e), transliteration: null, pronunciation: null, partOfSpeech: e.partOfSpeech,
    language: e.language, definitions: jastrowDefinitions(e), root: null, isProperName: /\bpr\. ?n\./.test(e.partOfSpeech ?? ""),
    referenceTo: e.referenceTo, referenceAlso: alsoLinks(e), crossRefs: e.crossRefs, forms: kept(jastrowForms(e)),
    details: {
      homograph: e.homograph, headWords: e.headWords, binyanim: e.binyanim.map((b) => ({ ...b, forms: kept(b.forms) })), plurals: kept(e.plurals),
      notes: e.notes, ...(e.see !== null ? { see: e.see } : {}), ...(e.seeAlso ? { seeAlso: e.seeAlso.map((a) => a.text) } : {}), uses: jastrowCitations(e.notes),
    },
  };
};

/**
 * The pointed words of each Jastrow row's own text (its definitions' and citations'), beside the row
 * until its batch is encoded: the resolution of the cross-references reads them (a form Jastrow gives
 * outside the markup of forms, "mostly דְּפַנּוֹת"), the database does not keep them.
 */
const jastrowTextWords = new WeakMap<EntryRow, string[]>();
/** The Jastrow rows that are a form of the word they name ("זִיל imperat. of אֲזַל"), for the resolution likewise. */
const jastrowFormsOf = new WeakSet<EntryRow>();
/** The entries a Jastrow reference names after its first, each as printed with its link (null: unlinked), for the resolution likewise. */
const jastrowSeeAlso = new WeakMap<EntryRow, { text: string; rid: string | null }[]>();

/** A kaikki.org line reader's outcome, counted or made a row. */
type KaikkiOutcome<E> = { kind: "entry"; entry: E } | { kind: "skipped"; reason: "script" | "forms" } | { kind: "malformed"; reason?: "tooLarge" };
const kaikkiLines = <E>(emit: Emit, count: Count, row: (e: E) => EntryRow) => (line: KaikkiOutcome<E>) => {
  if (line.kind === "malformed") {
    count("malformed");
    if (line.reason) count(line.reason);
    return;
  }
  if (line.kind === "skipped") return count(line.reason === "script" ? "otherScript" : "formsOnly");
  const r = row(line.entry);
  emit(r, rowChars(r));
};

/** The push parser of each kind, emitting rows (and counting what it leaves out). */
function createParser(spec: LexiconParser, emit: Emit, count: Count): Parser {
  switch (spec.kind) {
    case "kaikki-aramaic":
      return createKaikkiReader(kaikkiLines(emit, count, (e) => ({
        source: "kaikki-aramaic", sourceId: e.sourceId, word: e.word, transliteration: e.transliteration, pronunciation: null,
        partOfSpeech: e.partOfSpeech, language: "aramaic", definitions: e.definitions, root: null, isProperName: e.isProperName,
        referenceTo: null, crossRefs: [],
      })));
    case "kaikki-hebrew":
      // The pointed head-word, its glosses, root and binyan (in `details`, with its plurals), and every
      // inflected form in `forms`, so that the lookup and the search find כתבתי under כָּתַב.
      return createKaikkiHebrewReader(kaikkiLines(emit, count, (e) => ({
        source: "kaikki-hebrew", sourceId: e.sourceId, word: e.word, transliteration: e.transliteration, pronunciation: null,
        partOfSpeech: e.partOfSpeech, language: "hebrew", definitions: e.definitions, root: e.root, isProperName: e.isProperName,
        referenceTo: null, crossRefs: [], forms: e.forms,
        details: e.binyan || e.plurals.length > 0
          ? { homograph: null, headWords: [], binyanim: e.binyan ? [{ name: e.binyan, forms: [], glosses: [] }] : [], plurals: e.plurals, notes: [] }
          : null,
      })));
    case "jastrow":
      return createJastrowParser((e) => {
        const row = jastrowRow(e);
        jastrowTextWords.set(row, mentionedWords([...e.definitions, ...e.notes]));
        if (e.seeForm) jastrowFormsOf.add(row);
        if (e.seeAlso) jastrowSeeAlso.set(row, e.seeAlso);
        // How many forms the rule dropped and head-words it corrected (the job's counts: formsCorrected, headWordsCorrected, glossesCorrected, languageCorrected).
        const dropped = jastrowForms(e).length - (row.forms?.length ?? 0);
        if (dropped > 0) count("formsCorrected", dropped);
        // The construct plurals the XML left outside the plural's markup, added (shared/dictionary/jastrow-construct-plurals).
        if (e.pluralsOutsideMarkup) count("formsAdded", e.pluralsOutsideMarkup.length);
        const corrected = e.headWords.filter((h, i) => h !== row.details?.headWords[i]).length;
        if (corrected > 0) count("headWordsCorrected", corrected);
        // Entries whose glosses or language a rule of shared/dictionary/jastrow-glosses corrected ("same", asides, labels, a "ch." outside the key).
        if (e.glossRules?.some((r) => r !== "language")) count("glossesCorrected");
        if (e.glossRules?.includes("language")) count("languageCorrected");
        emit(row, rowChars(row));
      });
    case "bdb": {
      const pos = new Map(spec.partsOfSpeech);
      return createBdbParser((e) => {
        const row: EntryRow = {
          source: "bdb", sourceId: e.bdbId, word: e.word, transliteration: null, pronunciation: null, partOfSpeech: partOfSpeechName(e.posCode, pos),
          language: e.language, definitions: e.definitions, root: e.root, isProperName: (e.posCode ?? "").startsWith("n.pr"),
          referenceTo: e.referenceTo, crossRefs: e.crossRefs,
        };
        emit(row, rowChars(row));
      });
    }
    case "strongs": {
      const pos = new Map(spec.partsOfSpeech);
      return createStrongsParser((e) => {
        const row: EntryRow = {
          source: "strongs", sourceId: e.strongId, word: e.word, transliteration: e.transliteration, pronunciation: e.pronunciation,
          partOfSpeech: partOfSpeechName(e.posCode, pos), language: e.language, definitions: e.definitions, root: null, isProperName: e.isProperName,
          referenceTo: null, crossRefs: e.crossRefs,
        };
        emit(row, rowChars(row));
      });
    }
  }
}

/**
 * A lexicon file's parts (bytes, as they arrive) parsed into batches of entries (EntryBatch), on
 * the parsing thread: the file is streamed, a part at a time, and a batch is given as soon as it
 * holds BATCH_ROWS entries or about BATCH_CHARS characters, so what is held at once is a part and
 * a batch whatever the file's size. Entries over the cap are left out and counted (encodeEntryBatch).
 */
export async function* parseLexiconBatches(spec: LexiconParser, parts: AsyncIterable<Uint8Array>): AsyncGenerator<EntryBatch> {
  let rows: EntryRow[] = [];
  let chars = 0;
  let counts: Record<string, number> = {};
  const parser = createParser(spec, (row, n) => { rows.push(row); chars += n; }, (what, by = 1) => { counts[what] = (counts[what] ?? 0) + by; });
  const take = () => {
    // Jastrow's cross-references are resolved over the whole run: its batches carry what that reads.
    const batch = encodeEntryBatch(rows, counts, { references: spec.kind === "jastrow", textWords: (r) => jastrowTextWords.get(r) ?? [], formOf: (r) => jastrowFormsOf.has(r), seeAlso: (r) => jastrowSeeAlso.get(r) ?? [] });
    rows = [];
    chars = 0;
    counts = {};
    return batch;
  };
  const decoder = new TextDecoder("utf-8");
  for await (const part of parts) {
    for (let i = 0; i < part.length; i += SLICE_BYTES) {
      parser.write(decoder.decode(part.subarray(i, i + SLICE_BYTES), { stream: true }));
      if (rows.length >= BATCH_ROWS || chars >= BATCH_CHARS) yield take();
    }
  }
  parser.write(decoder.decode());
  parser.close();
  if (rows.length > 0 || Object.keys(counts).length > 0) yield take();
}
