import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { openPglite, type Database, type Db } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { createFreshPgDatabase } from "../../tests/support/fresh-pg-database";

const migrationsFolder = fileURLToPath(new URL("../../src/server/db/migrations", import.meta.url));

/**
 * The app's Database plus what the benchmark needs besides: raw SQL through the driver itself
 * (the baselines) and planner settings on one connection (the unindexed scan).
 */
export interface BenchDatabase {
  database: Database;
  kind: "pglite" | "postgres";
  /** One statement with parameters, straight through the driver. */
  raw(text: string, params: unknown[]): Promise<unknown[]>;
  /** Runs `text` with index and bitmap scans switched off (a sequential ILIKE scan). */
  rawUnindexed(text: string, params: unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

const UNINDEXED = "set enable_bitmapscan = off; set enable_indexscan = off";
const RESET = "reset enable_bitmapscan; reset enable_indexscan";

/**
 * A PGlite with pg_trgm, migrated, on its own thread as the server runs it: in memory, or with
 * `dir`, on disk in that folder as `npm start` keeps it in ./data/pglite (the folder must not
 * exist; it is removed again by close()). In memory, the database's rows are the process' memory.
 */
export async function openBenchPglite(dir?: string): Promise<BenchDatabase> {
  if (dir !== undefined) {
    if (fs.existsSync(dir)) throw new Error(`The bench's PGlite folder ${dir} exists already: remove it or name another`);
    fs.mkdirSync(dir, { recursive: true });
  }
  const database = await openPglite(dir);
  await database.migrate();
  const { client } = database;
  return {
    kind: "pglite",
    database,
    raw: async (text, params) => (await client.query(text, params)).rows,
    rawUnindexed: async (text, params) => {
      await client.exec(UNINDEXED);
      try {
        return (await client.query(text, params)).rows;
      } finally {
        await client.exec(RESET);
      }
    },
    async close() {
      await database.close();
      if (dir !== undefined) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the PostgreSQL server at `baseUrl`, migrated; dropped again by close(). */
export async function openBenchPostgres(baseUrl: string, poolSize = 10): Promise<BenchDatabase> {
  const fresh = await createFreshPgDatabase(baseUrl, "milim_bench");
  const pool = new pg.Pool({ connectionString: fresh.url, max: poolSize });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder });
  let closed = false;
  return {
    kind: "postgres",
    database: {
      db, kind: "postgres", migrate: async () => {}, close: async () => {},
      executeSql: async (text, values) => {
        const r = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
        return { rows: Array.isArray(r) ? (r.at(-1)?.rows ?? []) : r.rows };
      },
    },
    raw: async (text, params) => (await pool.query(text, params)).rows,
    rawUnindexed: async (text, params) => {
      const c = await pool.connect();
      try {
        await c.query(UNINDEXED);
        return (await c.query(text, params)).rows;
      } finally {
        await c.query(RESET).catch(() => {});
        c.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      await fresh.drop();
    },
  };
}
