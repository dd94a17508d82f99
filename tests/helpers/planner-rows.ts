import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../src/server/db/client";

/** A table's rows as the planner knows them (pg_class.reltuples: -1 or 0 until it is analyzed or vacuumed). */
export async function plannerRows(db: DbOrTx, table: string): Promise<number> {
  const r = await db.execute(sql`select reltuples::float8 as n from pg_class where oid = to_regclass(${table})`);
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

/** A table's rows, counted. */
export async function tableRows(db: DbOrTx, table: string): Promise<number> {
  const r = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
}
