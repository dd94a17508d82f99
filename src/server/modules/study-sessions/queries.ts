import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { closeExpiredSessions, sessionDeadline } from "../../db/learner-rows";
import { studySessions } from "../../db/schema";

const columns = {
  id: studySessions.id,
  durationMinutes: studySessions.durationMinutes,
  startedAt: studySessions.startedAt,
  endedAt: studySessions.endedAt,
};

export type StudySessionRow = { id: string; durationMinutes: number; startedAt: Date; endedAt: Date | null };

export { closeExpiredSessions };

export async function insertSession(db: DbOrTx, userId: string, durationMinutes: number, startedAt: Date): Promise<StudySessionRow> {
  const [row] = await db.insert(studySessions).values({ userId, durationMinutes, startedAt }).returning(columns);
  return row!;
}

/** Sets ended_at (`at`, but never past the deadline) on the user's open session; null when it is not open. */
export async function endOpenSession(db: DbOrTx, userId: string, id: string, at: Date): Promise<StudySessionRow | null> {
  const [row] = await db
    .update(studySessions)
    .set({ endedAt: sql`least(${at.toISOString()}::timestamptz, ${sessionDeadline})` })
    .where(and(eq(studySessions.id, id), eq(studySessions.userId, userId), isNull(studySessions.endedAt)))
    .returning(columns);
  return row ?? null;
}

/** One of the user's sessions (another user's id finds nothing). */
export async function findSession(db: DbOrTx, userId: string, id: string): Promise<StudySessionRow | null> {
  const [row] = await db
    .select(columns)
    .from(studySessions)
    .where(and(eq(studySessions.id, id), eq(studySessions.userId, userId)))
    .limit(1);
  return row ?? null;
}
