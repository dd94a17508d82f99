import { toCsv } from "./csv";
import { WORD_COLUMNS, type TransferWord } from "./transfer-word";

/** The CSV export of a collection's words: BOM, header row, one word per record, CRLF. */
export function wordsToCsv(words: readonly TransferWord[]): string {
  return toCsv([[...WORD_COLUMNS], ...words.map((w) => WORD_COLUMNS.map((c) => w[c]))]);
}
