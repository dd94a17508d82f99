import { z } from "zod";
import { schemaMessage as sm } from "../i18n/schema-message";

/** Limits for importing a collection file (ours: the original product set none). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_WORDS = 20_000;
export const IMPORT_MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);

/**
 * The CSV columns, in order. Anki takes the first two columns as front and back: hebrew, english.
 * The JSON file uses the same names for its word fields.
 */
export const WORD_COLUMNS = [
  "hebrew", "english", "spanish", "portuguese", "french", "italian", "translit", "pos", "freq_rank", "subcategory", "section",
] as const;
export type WordColumn = (typeof WORD_COLUMNS)[number];

/** A word as it travels in export files: every field of a word except its ids. */
export interface TransferWord {
  hebrew: string;
  english: string;
  spanish: string | null;
  portuguese: string | null;
  french: string | null;
  italian: string | null;
  translit: string | null;
  pos: string | null;
  freq_rank: number | null;
  subcategory: string | null;
  section: string | null;
}

export const MAX_FIELD_LENGTH = 10_000;
const PG_INT_MAX = 2_147_483_647;

const nfc = (s: string) => s.normalize("NFC");
/** PostgreSQL text cannot hold NUL characters. */
export const hasNoNul = (v: string) => !v.includes("\u0000");

// Each check's message is a key (`server_file_…`, "must be text"): the parser names the field and row before it.

/** Optional text: null, missing and "" (after trimming) all mean "no value". */
export const optionalText = () =>
  z
    .string({ error: sm("file_text") })
    .max(MAX_FIELD_LENGTH, sm("file_longer_than", { max: MAX_FIELD_LENGTH }))
    .refine(hasNoNul, sm("file_nul"))
    .nullish()
    .transform((v) => {
      const t = v == null ? "" : nfc(v).trim();
      return t === "" ? null : t;
    });

export const hebrewText = z
  .string({ error: sm("file_missing") })
  .max(MAX_FIELD_LENGTH, sm("file_longer_than", { max: MAX_FIELD_LENGTH }))
  .refine(hasNoNul, sm("file_nul"))
  .transform((v) => nfc(v).trim())
  .refine((v) => v.length > 0, sm("file_is_empty"));

export const englishText = z
  .string({ error: sm("file_text") })
  .max(MAX_FIELD_LENGTH, sm("file_longer_than", { max: MAX_FIELD_LENGTH }))
  .refine(hasNoNul, sm("file_nul"))
  .nullish()
  .transform((v) => (v == null ? "" : nfc(v).trim()));

export const freqRank = z
  .number({ error: sm("file_whole") })
  .int(sm("file_whole"))
  .min(0, sm("file_not_negative"))
  .max(PG_INT_MAX, sm("file_too_large"))
  .nullish()
  .transform((v) => v ?? null);

/** One word of an import or export file (unknown keys are ignored). */
export const TransferWordSchema = z.object({
  hebrew: hebrewText,
  english: englishText,
  spanish: optionalText(),
  portuguese: optionalText(),
  french: optionalText(),
  italian: optionalText(),
  translit: optionalText(),
  pos: optionalText(),
  freq_rank: freqRank,
  subcategory: optionalText(),
  section: optionalText(),
}, { error: sm("file_word_object") });

/** The fields of a word row (camelCase, as in the database layer) turned into a transfer word. */
export function toTransferWord(w: {
  hebrew: string; english: string; spanish: string | null; portuguese: string | null; french: string | null; italian: string | null;
  translit: string | null; pos: string | null; freqRank: number | null; subcategory: string | null; section: string | null;
}): TransferWord {
  return {
    hebrew: w.hebrew, english: w.english, spanish: w.spanish, portuguese: w.portuguese, french: w.french, italian: w.italian,
    translit: w.translit, pos: w.pos, freq_rank: w.freqRank, subcategory: w.subcategory, section: w.section,
  };
}
