import { toCsv } from "./csv";
import { WORD_COLUMNS, type TransferWord } from "./transfer-word";

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first; OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Written with a leading apostrophe, which spreadsheet tools read as "text, do not evaluate". */
export const neutraliseFormula = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/** The reverse, on import: the apostrophe this export added is dropped. */
export const restoreFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** The CSV export of a collection's words: BOM, header row, one word per record, CRLF; no formulas. */
export function wordsToCsv(words: readonly TransferWord[]): string {
  return toCsv([[...WORD_COLUMNS], ...words.map((w) => WORD_COLUMNS.map((c) => {
    const v = w[c];
    return typeof v === "string" ? neutraliseFormula(v) : v;
  }))]);
}
