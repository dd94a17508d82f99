import { sql } from "drizzle-orm";
import type { Logger } from "../lib/logger";
import type { DbOrTx } from "./client";

/** A table an import writes many rows into (most with GIN indexes; all read by the lookup's planner). */
export type SettledTable = "dictionary_entries" | "book_chapter_words" | "book_verses" | "book_word_lemmas" | "words";

export interface Settled { table: string; pendingPages: number; analyzed: boolean; ms: number }

/**
 * Merges the pending lists of `table`'s GIN indexes into the indexes and returns how many pending
 * pages it merged (0: every list was empty). The indexes are read from pg_index / pg_am, so an
 * index added later is covered. A row written to a GIN index with fastupdate (PostgreSQL's
 * default) first goes to a pending list that every scan of the index reads in full, until the list
 * passes gin_pending_list_limit (4 MB) or the table is vacuumed.
 */
export async function cleanGinPending(db: DbOrTx, table: string): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(gin_clean_pending_list(i.indexrelid::regclass)), 0)::int as merged
    from pg_index i
    join pg_class ic on ic.oid = i.indexrelid
    join pg_am am on am.oid = ic.relam
    where i.indrelid = to_regclass(${table}) and am.amname = 'gin'`);
  return Number((result as unknown as { rows: { merged: number }[] }).rows[0]?.merged ?? 0);
}

/**
 * Settles the tables a bulk write (a lexicon, book or Bible import) has just filled, once, after its
 * transaction committed: the GIN indexes' pending lists merged (cleanGinPending) and the table
 * analyzed, so the planner sees the new rows (book_chapter_words' GIN index chosen instead of a
 * sequential scan). Measured on PostgreSQL after the lexicons and books were imported: the
 * reader's word lookup statement took 95–185 ms with 325 + 256 pending pages, 1.6 ms afterwards.
 * PGlite has no autovacuum (EmbeddedMaintenance comes a minute later at best), and PostgreSQL's
 * comes late or never for tables only inserted into. It never fails the import that succeeded: a
 * failure (e.g. a role that does not own the table) is logged and the next table settled.
 */
export async function settleIndexes(db: DbOrTx, tables: readonly SettledTable[], log?: Pick<Logger, "info" | "warn">): Promise<Settled[]> {
  const settled: Settled[] = [];
  for (const table of new Set(tables)) {
    const started = performance.now();
    let pendingPages = 0;
    let analyzed = false;
    try {
      pendingPages = await cleanGinPending(db, table);
    } catch (err) {
      log?.warn({ err, table }, "Could not merge the GIN indexes' pending lists after an import");
    }
    try {
      await db.execute(sql`analyze ${sql.identifier(table)}`);
      analyzed = true;
    } catch (err) {
      log?.warn({ err, table }, "Could not analyze a table after an import");
    }
    const s = { table, pendingPages, analyzed, ms: Math.round(performance.now() - started) };
    log?.info(s, "Indexes settled after an import");
    settled.push(s);
  }
  return settled;
}
