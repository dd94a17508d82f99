import type { z } from "zod";
import { issueProblem, readSchemaMessage, schemaMessage } from "../i18n/schema-message";
import type { ServerMessageKey, ServerMessageParams } from "../i18n/server-message-key";
import { CollectionFileSchema, SlugSchema, TransferCollectionSchema, type TransferCollection } from "./collection-file";
import { restoreFormula } from "./collection-to-csv";
import { CsvParseError, parseCsv } from "./csv";
import { deriveFromFileName } from "./file-name";
import { IMPORT_MAX_WORDS, TransferWordSchema, WORD_COLUMNS, type TransferWord, type WordColumn } from "./transfer-word";

/**
 * A file that cannot be imported, by message key and parameters (`transfer_file_row_field`
 * { row: 4, field: "hebrew", problemKey: "file_is_empty" }: in English "Invalid file: row 4:
 * hebrew is empty"); the server answers it, the client words it. Its `message` is the key, not English.
 */
export class ImportFileError extends Error {
  constructor(readonly key: ServerMessageKey, readonly params: ServerMessageParams = {}) {
    super(schemaMessage(key, params));
    this.name = "ImportFileError";
  }
}

const invalid = (key: ServerMessageKey, params?: ServerMessageParams) => new ImportFileError(key, params);

/** What the import form may set; for a CSV file it names the collection, for JSON it overrides the file. */
export interface ImportOverrides {
  name?: string | undefined;
  slug?: string | undefined;
  domain?: string | undefined;
  description?: string | undefined;
  subcategory?: string | undefined;
}

export interface ParsedImport {
  format: "json" | "csv";
  collection: TransferCollection;
  words: TransferWord[];
  /** CSV header columns that are not word fields (left out of the import). */
  ignoredColumns: string[];
}

export function detectFormat(content: string, fileName?: string, format?: "json" | "csv"): "json" | "csv" {
  if (format) return format;
  const fromName = fileName ? deriveFromFileName(fileName).format : undefined;
  if (fromName) return fromName;
  return /^\uFEFF?\s*[{[]/.test(content) ? "json" : "csv";
}

/**
 * A schema's first issue as the file's error: a whole message of the schema's own ("the file has
 * more than 20,000 words"), else the row (a word) or field named before the field's problem
 * ("row 3: hebrew" "is empty"). `of`: the file, or the collection as the form completed it.
 */
function issueError(issue: z.core.$ZodIssue, of: "file" | "collection" = "file"): ImportFileError {
  const keyed = readSchemaMessage(issue.message);
  if (keyed?.key.startsWith("transfer_")) return invalid(keyed.key, keyed.params);
  const problem = issueProblem(issue.message);
  const [first, index, ...rest] = issue.path;
  if (first === "words" && typeof index === "number") {
    return rest.length ? invalid("transfer_file_row_field", { row: index + 1, field: rest.join("."), ...problem }) : invalid("transfer_file_row", { row: index + 1, ...problem });
  }
  const field = issue.path.join(".");
  if (!field) return invalid("transfer_file_not_object");
  return invalid(of === "collection" ? "transfer_collection_field" : "transfer_file_field", { field, ...problem });
}

/** Parses and fully validates a JSON collection file (the export format, version 1). */
export function parseCollectionJson(content: string): { collection: TransferCollection; words: TransferWord[] } {
  let data: unknown;
  try {
    data = JSON.parse(content.replace(/^\uFEFF/, ""));
  } catch {
    throw invalid("transfer_file_not_json");
  }
  const r = CollectionFileSchema.safeParse(data);
  if (!r.success) throw issueError(r.error.issues[0]!);
  return { collection: r.data.collection, words: r.data.words };
}

const HEADER_ALIASES: Record<string, WordColumn> = { freqrank: "freq_rank", rank: "freq_rank", frequency_rank: "freq_rank", transliteration: "translit", part_of_speech: "pos" };

function headerName(raw: string): string {
  const key = raw.normalize("NFC").trim().toLowerCase().replace(/[\s-]+/g, "_");
  return HEADER_ALIASES[key] ?? key;
}

/** Parses and fully validates a CSV file with a header row (columns as in WORD_COLUMNS, any order). */
export function parseCollectionCsv(content: string): { words: TransferWord[]; ignoredColumns: string[] } {
  let records: string[][];
  try {
    records = parseCsv(content);
  } catch (e) {
    if (e instanceof CsvParseError) throw invalid(e.key, e.params);
    throw e;
  }
  const header = records[0];
  if (!header || header.every((h) => h.trim() === "")) throw invalid("transfer_file_no_header");
  const columns = header.map(headerName);
  const known = new Set<string>(WORD_COLUMNS);
  const seen = new Set<string>();
  for (const c of columns) {
    if (known.has(c) && seen.has(c)) throw invalid("transfer_file_column_twice", { column: c });
    seen.add(c);
  }
  if (!seen.has("hebrew")) {
    throw invalid("transfer_file_no_hebrew_column", { columns: WORD_COLUMNS.join(", ") });
  }
  const ignoredColumns = header.filter((_, i) => !known.has(columns[i]!)).map((h) => h.trim()).filter(Boolean);

  const words: TransferWord[] = [];
  for (let r = 1; r < records.length; r++) {
    const fields = records[r]!;
    const row = r + 1;
    if (fields.every((f) => f.trim() === "")) continue;
    if (fields.length > columns.length && fields.slice(columns.length).some((f) => f.trim() !== "")) {
      throw invalid("transfer_file_extra_fields", { row, count: fields.length, columns: columns.length });
    }
    if (words.length >= IMPORT_MAX_WORDS) throw invalid("transfer_file_too_many_words", { max: IMPORT_MAX_WORDS });
    const raw: Record<string, unknown> = {};
    columns.forEach((c, i) => {
      if (known.has(c)) raw[c] = restoreFormula(fields[i] ?? "");
    });
    const rank = String(raw.freq_rank ?? "").trim();
    if (rank === "") raw.freq_rank = null;
    else if (/^\d+$/.test(rank)) raw.freq_rank = Number(rank);
    else throw invalid("transfer_file_rank", { row, value: rank.slice(0, 40) });
    const parsed = TransferWordSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw invalid("transfer_file_row_field", { row, field: issue.path.join("."), ...issueProblem(issue.message) });
    }
    words.push(parsed.data);
  }
  return { words, ignoredColumns };
}

const clean = (v: string | undefined) => (v === undefined || v.trim() === "" ? undefined : v.trim());

/**
 * Everything an import needs, validated before anything is written: the collection (file values,
 * then the form's overrides; for CSV the form or the file name) and the words.
 */
export function parseImportFile(input: {
  content: string;
  fileName?: string | undefined;
  format?: "json" | "csv" | undefined;
  overrides?: ImportOverrides;
}): ParsedImport {
  const format = detectFormat(input.content, input.fileName, input.format);
  const o = input.overrides ?? {};
  const derived = input.fileName ? deriveFromFileName(input.fileName) : undefined;

  let base: TransferCollection | undefined;
  let words: TransferWord[];
  let ignoredColumns: string[] = [];
  if (format === "json") {
    ({ collection: base, words } = parseCollectionJson(input.content));
  } else {
    ({ words, ignoredColumns } = parseCollectionCsv(input.content));
  }
  if (words.length === 0) throw invalid("transfer_file_no_words");

  const domain = clean(o.domain) ?? base?.domain ?? derived?.domain;
  if (!domain) throw invalid("transfer_choose_domain");
  const slugInput = clean(o.slug) ?? base?.slug ?? derived?.slug;
  const slug = SlugSchema.safeParse(slugInput ?? "");
  if (!slug.success) throw invalid("transfer_invalid_slug", { slug: slugInput ?? "", ...issueProblem(slug.error.issues[0]!.message) });
  const collection = TransferCollectionSchema.safeParse({
    domain,
    slug: slug.data,
    name: clean(o.name) ?? base?.name ?? derived?.name ?? slug.data,
    description: clean(o.description) ?? base?.description ?? null,
    subcategory: clean(o.subcategory) ?? base?.subcategory ?? null,
    order: base?.order ?? 0,
    metadata: base?.metadata ?? {},
  });
  if (!collection.success) throw issueError(collection.error.issues[0]!, "collection");
  return { format, collection: collection.data, words, ignoredColumns };
}
