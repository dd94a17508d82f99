import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { fileURLToPath } from "node:url";
import pg from "pg";
import * as schema from "./schema";
import { PgliteThreadClient } from "./pglite-thread/pglite-thread-client";
import type { DatabaseUsage } from "../lib/metrics";
import { listenPostgres, type ChannelListener } from "./listen-postgres";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The pool's connections (PostgreSQL) or the database thread's queue (PGlite), for the metrics. */
  usage?(): DatabaseUsage;
  /**
   * Raw SQL for a library that brings its own (pg-boss): one statement with parameters, or, without
   * parameters, several separated by semicolons (the rows of the last one are returned).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * PostgreSQL only (several servers may share it; PGlite has one per data folder): LISTEN on
   * `channel` over a connection of its own, kept until close() (listen-postgres.ts).
   */
  listen?(channel: string, listener: ChannelListener): void;
}

/** How long a request waits to open a connection while PostgreSQL is away (then: 503). */
const CONNECT_TIMEOUT_MS = 5_000;

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * PGlite in `dir` (undefined: in memory), with pg_trgm loaded on every open, on its own thread
 * (PgliteThreadClient) so statements do not stop the server's event loop. `loadDataDir`: start from
 * a tar file that `client.dump()` wrote (the API tests' migrated, seeded template) instead of initdb.
 * `worker`: the database thread's entry (default: the one beside the thread client).
 */
export async function openPglite(dir: string | undefined, { loadDataDir, worker }: { loadDataDir?: string; worker?: URL } = {}): Promise<Database & { client: PgliteThreadClient }> {
  const client = new PgliteThreadClient(dir, loadDataDir, worker);
  await client.waitReady;
  // drizzle's PGlite driver uses only query() and transaction(), which the thread client provides.
  const asPglite = client as unknown as PGlite;
  const db = drizzlePglite({ client: asPglite, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    client,
    migrate: () => migratePglite(drizzlePglite({ client: asPglite, schema }), { migrationsFolder }),
    close: () => client.close(),
    usage: () => ({ queue: client.queued }),
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}

/**
 * A pool on PostgreSQL. A connection the server loses (a restart, a failover, pg_terminate_backend)
 * is reported to `onConnectionLost` and dropped, never an uncaught 'error' event: the pool's own
 * (idle connections) and each connection's (one checked out between statements); its queries fail
 * with the error, which answers 503 (http/errors.ts), and the next ones connect again.
 */
export async function openPostgres(url: string, { max = 10, onConnectionLost = () => {} }: { max?: number; onConnectionLost?: (error: Error) => void } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // Each connection's own listener reports the loss; the pool re-emits an idle one's error here.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", (e) => onConnectionLost(e)));
  await pool.query("select 1");
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listeners: (() => Promise<void>)[] = [];
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
    close: async () => {
      await Promise.all(listeners.splice(0).map((stop) => stop()));
      await pool.end();
    },
    listen: (channel, listener) => void listeners.push(listenPostgres(url, channel, listener)),
    usage: () => ({ pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } }),
    async executeSql(text, values) {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
    },
  };
}
