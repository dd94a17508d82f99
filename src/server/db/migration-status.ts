import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrationsFolder, type Db } from "./client";

/**
 * The migrations this server ships that the database has not applied (their tags, oldest first):
 * drizzle's migrator records each applied one in drizzle.__drizzle_migrations with its journal
 * time (`created_at`), and applies those newer than the last recorded.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  let last = 0;
  try {
    // Both drivers (PGlite, node-postgres) answer db.execute with { rows }.
    const result = (await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)) as unknown as { rows: { last: string | number | null }[] };
    last = Number(result.rows[0]?.last ?? 0);
  } catch {
    // No drizzle schema yet: nothing applied.
  }
  return journal.entries.filter((e) => e.when > last).map((e) => e.tag);
}
