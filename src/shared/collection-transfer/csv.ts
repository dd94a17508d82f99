import type { ServerMessageKey, ServerMessageParams } from "../i18n/server-message-key";

/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF (LF and lone CR are accepted when
 * reading), fields holding a comma, a quote or a line break are quoted and their quotes doubled.
 * Written files start with a UTF-8 byte-order mark so spreadsheet tools read Hebrew correctly.
 */

export const UTF8_BOM = "\uFEFF";

/**
 * A malformed CSV text; `row` is the 1-based record number (the header is row 1), `key` and
 * `params` the message that says what is wrong (`server_transfer_file_…`, with the row).
 */
export class CsvParseError extends Error {
  readonly params: ServerMessageParams;
  constructor(readonly row: number, readonly key: ServerMessageKey, params: ServerMessageParams) {
    super(`row ${row}: ${key}`);
    this.name = "CsvParseError";
    this.params = { row, ...params };
  }
}

/** Parses CSV text into records of fields. A leading BOM is dropped; a final line break is optional. */
export function parseCsv(text: string): string[][] {
  const src = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let i = 0;
  const n = src.length;
  // State: at the start of a field, inside an unquoted field, inside quotes, or just after a closing quote.
  let state: "start" | "plain" | "quoted" | "closed" = "start";

  const endField = () => {
    record.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
    state = "start";
  };

  while (i < n) {
    const ch = src[i]!;
    if (state === "quoted") {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        state = "closed";
        i++;
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === ",") {
      endField();
      state = "start";
      i++;
      continue;
    }
    if (ch === "\r" || ch === "\n") {
      endRecord();
      i += ch === "\r" && src[i + 1] === "\n" ? 2 : 1;
      continue;
    }
    if (state === "closed") {
      throw new CsvParseError(records.length + 1, "transfer_file_quote_after", { char: JSON.stringify(ch), field: record.length + 1 });
    }
    if (ch === '"' && state === "start") {
      state = "quoted";
      i++;
      continue;
    }
    // A quote inside an unquoted field is kept as it is (common in hand-made files).
    field += ch;
    state = "plain";
    i++;
  }
  if (state === "quoted") {
    throw new CsvParseError(records.length + 1, "transfer_file_quote_open", { field: record.length + 1 });
  }
  // The last record, unless the text ended with a line break (or is empty).
  if (state !== "start" || record.length > 0) endRecord();
  return records;
}

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const s = String(value);
  return NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Serialises records as RFC 4180 CSV with CRLF line ends; `bom` prefixes the UTF-8 byte-order mark. */
export function toCsv(records: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>, { bom = true } = {}): string {
  const body = records.map((r) => r.map(csvField).join(",")).join("\r\n");
  return (bom ? UTF8_BOM : "") + body + (records.length ? "\r\n" : "");
}
