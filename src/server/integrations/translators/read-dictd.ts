import { gunzipSync } from "node:zlib";

/** dictd's base64 numbers: alphabet A–Z a–z 0–9 + /, most significant digit first. */
const DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
export function dictdNumber(text: string): number {
  let n = 0;
  for (const ch of text) {
    const d = DIGITS.indexOf(ch);
    if (d < 0) throw new Error(`Not a dictd number: ${text}`);
    n = n * 64 + d;
  }
  return n;
}

/** A dictd database: headword (lower case) → the texts of its entries, in index order. */
export interface DictdDatabase { lookup(headword: string): string[] }

/**
 * Reads a dictd database: the `.index` (headword TAB offset TAB length, offsets in dictd base64
 * into the uncompressed data) and the `.dict.dz` (dictzip is gzip: read whole; FreeDict's files are
 * a few hundred kilobytes). The 00database… metadata entries are left out.
 */
export function readDictd(index: string, dictDz: Buffer): DictdDatabase {
  const data = gunzipSync(dictDz);
  const entries = new Map<string, [number, number][]>();
  for (const line of index.split("\n")) {
    const [word, off, len] = line.replace(/\r$/, "").split("\t");
    if (!word || off === undefined || len === undefined || word.startsWith("00database")) continue;
    const key = word.toLowerCase();
    const list = entries.get(key) ?? [];
    list.push([dictdNumber(off), dictdNumber(len)]);
    entries.set(key, list);
  }
  return {
    lookup(headword) {
      return (entries.get(headword.toLowerCase()) ?? []).map(([o, l]) => data.subarray(o, o + l).toString("utf8"));
    },
  };
}
