import { sql } from "drizzle-orm";
import type { DbOrTx } from "./client";

/**
 * Moves the entries waiting in the pending lists of `table`'s GIN indexes (the pg_trgm search
 * indexes) into the indexes, and returns how many pending pages it merged. A row written to a
 * GIN index with fastupdate (PostgreSQL's default) first goes to a pending list that every search
 * reads in full, until the list passes gin_pending_list_limit (4 MB) or the table is vacuumed;
 * call this after a bulk write (an import, a restore) so search is fast again at once. Measured
 * with 20,000 new words: about 100 ms here, where writing them into the indexes directly
 * (fastupdate off) made the insert itself about five times slower; without either, a Hebrew search
 * took 17 ms instead of 4 ms on PGlite.
 */
export async function mergeSearchIndexPending(db: DbOrTx, table: "words"): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(gin_clean_pending_list(i.indexrelid::regclass)), 0)::int as merged
    from pg_index i
    join pg_class ic on ic.oid = i.indexrelid
    join pg_am am on am.oid = ic.relam
    where i.indrelid = to_regclass(${table}) and am.amname = 'gin'`);
  return Number((result as unknown as { rows: { merged: number }[] }).rows[0]?.merged ?? 0);
}
