import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { settings } from "../../db/schema";
import type { Settings, UpdateSettings } from "../../../shared/api/settings";

const columns = { darkMode: settings.darkMode, dailyGoal: settings.dailyGoal, shuffle: settings.shuffle, filter: settings.filter };

/** The user's settings row, created with defaults when missing (one statement, race-free). */
export async function getOrCreateSettings(db: DbOrTx, userId: string): Promise<Settings> {
  const existing = await db.select(columns).from(settings).where(eq(settings.userId, userId)).limit(1);
  if (existing[0]) return existing[0];
  const [row] = await db
    .insert(settings)
    .values({ userId })
    .onConflictDoUpdate({ target: settings.userId, set: { userId: sql`excluded.user_id` } })
    .returning(columns);
  return row!;
}

export async function updateSettings(db: DbOrTx, userId: string, patch: UpdateSettings): Promise<Settings> {
  const [row] = await db
    .insert(settings)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: settings.userId, set: { ...patch, updatedAt: sql`now()` } })
    .returning(columns);
  return row!;
}
