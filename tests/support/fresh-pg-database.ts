import crypto from "node:crypto";
import pg from "pg";

export interface FreshDatabase {
  /** The new database's connection URL. */
  url: string;
  name: string;
  /** Drops it, once every connection to it has closed (or been forced to). */
  drop(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server at `baseUrl` (the role needs CREATEDB), for one
 * test file or benchmark run; with `template`, a copy of that database (CREATE DATABASE … TEMPLATE). Close your pools before drop(): pool.end() resolves before its
 * sockets have closed, so drop() first waits (up to 5 s) for the database's last backend to go —
 * a forced drop would otherwise terminate a closing backend, and that client's error event is an
 * uncaught exception.
 */
export async function createFreshPgDatabase(baseUrl: string, prefix: string, template?: string): Promise<FreshDatabase> {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        for (let i = 0; i < 100; i++) {
          const { rows } = await c.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
          if (rows[0]?.n === 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
