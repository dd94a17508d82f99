import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { getOrCreateSettings, settingsColumns } from "../../db/learner-rows";
import { settings } from "../../db/schema";
import { DESIRED_RETENTION, type ReviewSettings, type Settings, type UpdateReviewSettings, type UpdateSettings } from "../../../shared/api/settings";

export { getOrCreateSettings };

export async function updateSettings(db: DbOrTx, userId: string, patch: UpdateSettings): Promise<Settings> {
  const [row] = await db
    .insert(settings)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: settings.userId, set: { ...patch, updatedAt: sql`now()` } })
    .returning(settingsColumns);
  return row!;
}

const reviewSettingsColumns = { fsrsWeights: settings.fsrsWeights, desiredRetention: settings.desiredRetention };

/** The learner's review scheduler settings; the defaults while they have no settings row. */
export async function findReviewSettings(db: DbOrTx, userId: string): Promise<ReviewSettings> {
  const [row] = await db.select(reviewSettingsColumns).from(settings).where(eq(settings.userId, userId)).limit(1);
  return row ?? { fsrsWeights: null, desiredRetention: DESIRED_RETENTION.default };
}

export async function updateReviewSettings(db: DbOrTx, userId: string, patch: UpdateReviewSettings): Promise<ReviewSettings> {
  const [row] = await db
    .insert(settings)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: settings.userId, set: { ...patch, updatedAt: sql`now()` } })
    .returning(reviewSettingsColumns);
  return row!;
}
