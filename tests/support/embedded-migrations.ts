import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * A migration's test on an embedded database of its own (tests/api/migration-NNNN.test.ts): the
 * migrations before it run, the test writes the rows the migration meets, then the migration runs.
 * The statements are the migration files themselves, split where drizzle-kit splits them.
 */
const DIR = path.resolve(import.meta.dirname, "../../src/server/db/migrations");
const JOURNAL = JSON.parse(fs.readFileSync(path.join(DIR, "meta/_journal.json"), "utf8")) as { entries: { idx: number; tag: string }[] };

async function runMigration(db: PGlite, tag: string): Promise<void> {
  for (const statement of fs.readFileSync(path.join(DIR, `${tag}.sql`), "utf8").split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
}

/** A new embedded database with every migration before number `idx` run. */
export async function migratedUpTo(idx: number): Promise<PGlite> {
  const db = await PGlite.create({ extensions: { pg_trgm } });
  for (const e of JOURNAL.entries.filter((x) => x.idx < idx)) await runMigration(db, e.tag);
  return db;
}

/** Runs migration number `idx` on `db`. */
export async function runMigrationNumber(db: PGlite, idx: number): Promise<void> {
  const entry = JOURNAL.entries.find((e) => e.idx === idx);
  if (!entry) throw new Error(`No migration ${idx} in the journal`);
  await runMigration(db, entry.tag);
}
