import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "./client";

/** The PostgreSQL types a bulk-inserted column may have (`text[]`: an array per row). */
export type BulkType = "int" | "bigint" | "real" | "text" | "uuid" | "boolean" | "timestamptz" | "jsonb" | "text[]";

/** A column: its name in the table, its type, and how a row gives its value. */
export type BulkColumn<R> = readonly [name: string, type: BulkType, value: (row: R) => unknown];

/** A text[] value as PostgreSQL's array literal ({"a","b\\"c",NULL}), which `::text[]` reads back exactly. */
export const textArrayLiteral = (items: readonly (string | null)[]): string =>
  `{${items.map((x) => (x === null ? "NULL" : `"${x.replace(/[\\"]/g, "\\$&")}"`)).join(",")}}`;

/** Rows per statement: each column's array stays a few MB, so memory stays flat for a whole Tanakh. */
const ROWS_PER_STATEMENT = 20_000;

/**
 * Rows written as the database writes them best: one statement per 20,000 rows whose
 * parameters are one typed array per column, `insert … select … from unnest($1::int[], $2::text[], …)`,
 * instead of a multi-row VALUES with a parameter per cell that the ORM builds, sends and the server
 * parses (a Genesis of 20,000 words was ten statements of 20,000 parameters each). The same on
 * PostgreSQL and PGlite. `constants` are the same for every row (the book's id): one parameter each.
 * A text[] column travels as one array literal per row and a jsonb column as its JSON text, each
 * cast by the database (unnest would flatten an array of arrays; drivers differ on jsonb[]).
 * `onConflict`: the statement's own `on conflict …` clause (an upsert). `where`: which rows to write,
 * given each column's value by name (`value("chapter")`, typed; a constant's too): rows it leaves out
 * never reach the table, so an upsert skips them before their generated columns are computed and
 * their conflicting rows locked (see `changedRowsOnly`). Returns the rows written.
 */
export async function insertUnnest<R>(
  db: DbOrTx,
  table: string,
  columns: readonly BulkColumn<R>[],
  rows: readonly R[],
  { constants = [], onConflictDoNothing = false, onConflict, where }: {
    constants?: readonly (readonly [name: string, type: BulkType, value: unknown])[]; onConflictDoNothing?: boolean; onConflict?: SQL;
    where?: (value: (name: string) => SQL) => SQL;
  } = {},
): Promise<number> {
  let written = 0;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT);
    const names = [...constants.map(([name]) => name), ...columns.map(([name]) => name)].map((n) => sql.identifier(n));
    const selected: SQL[] = constants.map(([, type, value]) => sql`${sql.param(value)}::${sql.raw(type)}`);
    const arrays: SQL[] = [];
    columns.forEach(([, type, value], k) => {
      const alias = sql.raw(`c${k}`);
      if (type === "text[]" || type === "jsonb") {
        const encode = type === "jsonb" ? (v: unknown) => (v == null ? null : JSON.stringify(v)) : (v: unknown) => (v == null ? null : textArrayLiteral(v as string[]));
        arrays.push(sql`${sql.param(batch.map((r) => encode(value(r))))}::text[]`);
        selected.push(sql`u.${alias}::${sql.raw(type)}`);
      } else {
        arrays.push(sql`${sql.param(batch.map((r) => value(r) ?? null))}::${sql.raw(`${type}[]`)}`);
        selected.push(sql`u.${alias}`);
      }
    });
    const aliases = sql.raw(columns.map((_, k) => `c${k}`).join(", "));
    const allNames = [...constants.map(([name]) => name), ...columns.map(([name]) => name)];
    const value = (name: string): SQL => {
      const k = allNames.indexOf(name);
      if (k < 0) throw new Error(`insertUnnest: no column ${name}`);
      return selected[k]!;
    };
    const result = await db.execute(sql`insert into ${sql.identifier(table)} (${sql.join(names, sql`, `)})
      select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${aliases})
      ${where ? sql`where ${where(value)}` : sql``}
      ${onConflict ?? (onConflictDoNothing ? sql`on conflict do nothing` : sql``)}`);
    written += affectedRows(result);
  }
  return written;
}

/**
 * insertUnnest's `where` for an upsert that writes only what changed: a row is left out when the
 * table already holds one with the same `keys` (compared with =, so the key's index finds it) and
 * the same `compared` columns (NULLs equal). Unlike `on conflict … do update … where`, an unchanged
 * row is then never presented to the insert: its generated columns (milim_plain) are not computed
 * and the row it matches is neither locked nor written.
 */
export const changedRowsOnly = (table: string, keys: readonly string[], compared: readonly string[]) =>
  (value: (name: string) => SQL): SQL => sql`not exists (select 1 from ${sql.identifier(table)} t where ${sql.join([
    ...keys.map((k) => sql`t.${sql.identifier(k)} = ${value(k)}`),
    ...compared.map((c) => sql`t.${sql.identifier(c)} is not distinct from ${value(c)}`),
  ], sql` and `)})`;

/** The rows a statement wrote: node-postgres says rowCount, PGlite affectedRows. */
export const affectedRows = (result: unknown): number =>
  (result as { rowCount?: number | null }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
