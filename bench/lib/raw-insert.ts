import type { BenchDatabase } from "./bench-db";

/** A statement and its parameters, as the driver takes them. */
export interface RawStatement { text: string; params: unknown[] }

/**
 * The raw baseline of an import: rows of a table as multi-row INSERT statements with a parameter per
 * cell, as many rows a statement as keep the parameters under PostgreSQL's 65,535. Built once, so a
 * timed run only sends them (runRaw).
 */
export function multiRowInserts(table: string, cols: readonly string[], rows: readonly unknown[][]): RawStatement[] {
  const per = Math.floor(60_000 / cols.length);
  const out: RawStatement[] = [];
  for (let i = 0; i < rows.length; i += per) {
    const batch = rows.slice(i, i + per);
    const tuples = batch.map((_, r) => `(${cols.map((__, k) => `$${r * cols.length + k + 1}`).join(",")})`);
    out.push({ text: `insert into ${table} (${cols.join(",")}) values ${tuples.join(",")}`, params: batch.flat() });
  }
  return out;
}

/** Sends the statements in order, straight through the driver. */
export async function runRaw(bench: BenchDatabase, statements: readonly RawStatement[]): Promise<void> {
  for (const s of statements) await bench.raw(s.text, s.params);
}

/** Rows of a table as multi-row INSERTs, built and sent. */
export async function rawInsert(bench: BenchDatabase, table: string, cols: readonly string[], rows: readonly unknown[][]): Promise<void> {
  await runRaw(bench, multiRowInserts(table, cols, rows));
}
