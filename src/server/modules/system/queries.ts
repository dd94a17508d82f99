import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export { pendingMigrations } from "../../db/migration-status";

/** One round trip to the database. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
