import { z } from "zod";
import { MAX_LEXICON_LINE_CHARS } from "../../../shared/api/dictionary";

/**
 * One entry of kaikki.org's Aramaic extract of Wiktionary (wiktextract's JSON Lines: one JSON
 * object per line, one per word, part of speech and etymology).
 */
export interface KaikkiEntry {
  /** word|pos|etymology number, with |2, |3… for a repeat of the same three in one file. */
  sourceId: string;
  word: string;
  /** wiktextract's pos ("noun", "verb", "name"…) in words. */
  partOfSpeech: string | null;
  isProperName: boolean;
  /** The romanisation form (tags "romanization"), else the head template's tr. */
  transliteration: string | null;
  /** Every distinct gloss of the senses kept, in order. */
  definitions: string[];
}

/** What one line was: an entry, or why it was left out. */
export type KaikkiLine =
  | { kind: "entry"; entry: KaikkiEntry }
  /** script: not in Hebrew script (Syriac, Imperial Aramaic…); forms: only form-of / alt-of senses or no gloss. */
  | { kind: "skipped"; reason: "script" | "forms" }
  /** tooLarge: a line longer than MAX_LEXICON_LINE_CHARS, skipped unread. */
  | { kind: "malformed"; reason?: "tooLarge" };

export const SenseSchema = z.object({
  glosses: z.array(z.string()).optional(),
  tags: z.array(z.string()).optional(),
  form_of: z.array(z.unknown()).optional(),
  alt_of: z.array(z.unknown()).optional(),
}).loose();
export const RecordSchema = z.object({
  word: z.string().min(1),
  pos: z.string().optional(),
  etymology_number: z.number().optional(),
  forms: z.array(z.object({ form: z.string(), tags: z.array(z.string()).optional() }).loose()).optional(),
  head_templates: z.array(z.object({ args: z.record(z.string(), z.string()).optional() }).loose()).optional(),
  senses: z.array(SenseSchema).optional(),
}).loose();

export const POS_NAMES: Record<string, string> = {
  noun: "noun", verb: "verb", adj: "adjective", adv: "adverb", prep: "preposition", pron: "pronoun", conj: "conjunction",
  num: "numeral", intj: "interjection", particle: "particle", name: "proper noun", det: "determiner", phrase: "phrase",
  prefix: "prefix", suffix: "suffix", root: "root", article: "article", contraction: "contraction",
};

const HEBREW_LETTER = /[\u05D0-\u05EA]/;
/** Letters of the other scripts Wiktionary writes Aramaic in (Syriac, Imperial Aramaic, Mandaic, Palmyrene, Nabataean, Hatran). */
const OTHER_SCRIPT = /[\u0700-\u074F\u0840-\u085F]|[\u{10840}-\u{1085F}\u{10860}-\u{108AF}\u{108E0}-\u{108FF}]/u;
export const isFormSense = (s: z.infer<typeof SenseSchema>) =>
  (s.form_of?.length ?? 0) > 0 || (s.alt_of?.length ?? 0) > 0 || (s.tags ?? []).some((t) => t === "form-of" || t === "alt-of");

/** What both extracts read of a line alike: the entry's id, page title, part of speech, romanisation and glosses. */
export type KaikkiRecordLine<R> = Exclude<KaikkiLine, { kind: "entry" }> | { kind: "record"; record: R; entry: KaikkiEntry };

/**
 * Reads one line of an extract by `schema` (the Aramaic one below, or the Hebrew one's superset of
 * it). Kept: entries whose page title `inScript` accepts, with the glosses of their senses that are
 * not form-of or alt-of senses (a sense "plural of …" is not a meaning). `seen` numbers repeats of
 * word|pos|etymology within one file. The record comes back too, for what an extract reads beyond.
 */
export function readKaikkiRecord<R extends z.infer<typeof RecordSchema>>(
  line: string, seen: Map<string, number>, schema: z.ZodType<R>, inScript: (title: string) => boolean,
): KaikkiRecordLine<R> | null {
  const text = line.trim();
  if (text === "") return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: "malformed" };
  }
  const record = schema.safeParse(json);
  if (!record.success) return { kind: "malformed" };
  const r = record.data;
  const word = r.word.normalize("NFC").trim();
  if (!inScript(word)) return { kind: "skipped", reason: "script" };
  const definitions = [...new Set((r.senses ?? []).filter((s) => !isFormSense(s))
    .flatMap((s) => s.glosses ?? []).map((g) => g.replace(/\s+/g, " ").trim().normalize("NFC")).filter((g) => g !== ""))];
  if (definitions.length === 0) return { kind: "skipped", reason: "forms" };
  const key = `${word}|${r.pos ?? ""}|${r.etymology_number ?? 1}`;
  const repeat = (seen.get(key) ?? 0) + 1;
  seen.set(key, repeat);
  const romanization = r.forms?.find((f) => f.tags?.includes("romanization"))?.form ?? r.head_templates?.[0]?.args?.tr ?? null;
  return {
    kind: "record",
    record: r,
    entry: {
      sourceId: repeat === 1 ? key : `${key}|${repeat}`,
      word,
      partOfSpeech: r.pos ? (POS_NAMES[r.pos] ?? r.pos) : null,
      isProperName: r.pos === "name",
      transliteration: romanization?.trim() || null,
      definitions,
    },
  };
}

/** Reads one line of the Aramaic extract: entries in Hebrew script (not Syriac, Imperial Aramaic…). */
export function readKaikkiLine(line: string, seen: Map<string, number>): KaikkiLine | null {
  const read = readKaikkiRecord(line, seen, RecordSchema, (word) => HEBREW_LETTER.test(word) && !OTHER_SCRIPT.test(word));
  return read?.kind === "record" ? { kind: "entry", entry: read.entry } : read;
}

/**
 * Splits a stream of text into lines as it arrives and reads each; `close` reads the last line when
 * the file does not end with a newline. It holds at most one line of `maxLineChars`: a longer line
 * (an 8 MB one-line file) is dropped as it streams and reported malformed with reason tooLarge.
 * Linear in the text: a line's pieces are joined once, at its end.
 */
export function createKaikkiReader(onLine: (line: KaikkiLine) => void, maxLineChars = MAX_LEXICON_LINE_CHARS) {
  return createJsonLinesReader<KaikkiLine>(readKaikkiLine, onLine, maxLineChars);
}

/**
 * The line splitter of createKaikkiReader for any reading of a line (`read`: the Aramaic one above,
 * the Hebrew one of parse-kaikki-hebrew.ts); a line over `maxLineChars` is reported as
 * `{ kind: "malformed", reason: "tooLarge" }` without being held.
 */
export function createJsonLinesReader<L>(
  read: (line: string, seen: Map<string, number>) => L | null,
  onLine: (line: L | { kind: "malformed"; reason: "tooLarge" }) => void,
  maxLineChars = MAX_LEXICON_LINE_CHARS,
) {
  const seen = new Map<string, number>();
  let pieces: string[] = [];
  let length = 0;
  let tooLarge = false;
  const add = (piece: string) => {
    if (tooLarge || piece === "") return;
    length += piece.length;
    if (length > maxLineChars) {
      tooLarge = true;
      pieces = [];
    } else pieces.push(piece);
  };
  const end = () => {
    if (tooLarge) onLine({ kind: "malformed", reason: "tooLarge" });
    else if (pieces.length > 0) {
      const line = read(pieces.join(""), seen);
      if (line) onLine(line);
    }
    pieces = [];
    length = 0;
    tooLarge = false;
  };
  return {
    write(chunk: string) {
      let from = 0;
      for (let nl = chunk.indexOf("\n"); nl !== -1; nl = chunk.indexOf("\n", from)) {
        add(chunk.slice(from, nl));
        end();
        from = nl + 1;
      }
      add(chunk.slice(from));
    },
    close() {
      end();
    },
  };
}
