import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { findReviewSettings, getOrCreateSettings, settingsColumns, updateReviewSettings } from "../../db/learner-rows";
import { settings } from "../../db/schema";
import type { Settings, UpdateSettings } from "../../../shared/api/settings";

export { findReviewSettings, getOrCreateSettings, updateReviewSettings };

export async function updateSettings(db: DbOrTx, userId: string, patch: UpdateSettings): Promise<Settings> {
  const [row] = await db
    .insert(settings)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: settings.userId, set: { ...patch, updatedAt: sql`now()` } })
    .returning(settingsColumns);
  return row!;
}
