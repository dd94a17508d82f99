// SQL on a learner's own rows that more than one module needs (settings: me, settings,
// statistics; review settings: settings, review; study sessions: study-sessions, statistics). Modules never import each other, so
// it lives here, below them.
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { DESIRED_RETENTION, type ReviewSettings, type Settings, type UpdateReviewSettings } from "../../shared/api/settings";
import type { DbOrTx } from "./client";
import { settings, studySessions } from "./schema";

export const settingsColumns = { darkMode: settings.darkMode, dailyGoal: settings.dailyGoal, shuffle: settings.shuffle, filter: settings.filter, reader: settings.reader, interfaceLanguage: settings.interfaceLanguage };

/** The user's settings row, created with defaults when missing (race-free). */
export async function getOrCreateSettings(db: DbOrTx, userId: string): Promise<Settings> {
  const existing = await db.select(settingsColumns).from(settings).where(eq(settings.userId, userId)).limit(1);
  if (existing[0]) return existing[0];
  const [row] = await db
    .insert(settings)
    .values({ userId })
    .onConflictDoUpdate({ target: settings.userId, set: { userId: sql`excluded.user_id` } })
    .returning(settingsColumns);
  return row!;
}

/** started_at + duration: the latest a session can end (README, "Study sessions left open"). */
export const sessionDeadline = sql`(${studySessions.startedAt} + make_interval(mins => ${studySessions.durationMinutes}))`;

/** Closes the user's sessions left open past their deadline at `at` (deps.now), at the deadline. Returns how many. */
export async function closeExpiredSessions(db: DbOrTx, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(studySessions)
    .set({ endedAt: sessionDeadline })
    .where(and(eq(studySessions.userId, userId), isNull(studySessions.endedAt), lte(sessionDeadline, sql`${at.toISOString()}::timestamptz`)))
    .returning({ id: studySessions.id });
  return rows.length;
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
