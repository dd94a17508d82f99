import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { studySessions } from "../../db/schema";

/** started_at + duration: the latest a session can end (README, "Study sessions left open"). */
export const sessionDeadline = sql`(${studySessions.startedAt} + make_interval(mins => ${studySessions.durationMinutes}))`;

const columns = {
  id: studySessions.id,
  durationMinutes: studySessions.durationMinutes,
  startedAt: studySessions.startedAt,
  endedAt: studySessions.endedAt,
};

export type StudySessionRow = { id: string; durationMinutes: number; startedAt: Date; endedAt: Date | null };

/** Closes the user's sessions left open past their deadline, at the deadline. Returns how many. */
export async function closeExpiredSessions(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .update(studySessions)
    .set({ endedAt: sessionDeadline })
    .where(and(eq(studySessions.userId, userId), isNull(studySessions.endedAt), lte(sessionDeadline, sql`now()`)))
    .returning({ id: studySessions.id });
  return rows.length;
}

export async function insertSession(db: DbOrTx, userId: string, durationMinutes: number): Promise<StudySessionRow> {
  const [row] = await db.insert(studySessions).values({ userId, durationMinutes }).returning(columns);
  return row!;
}

/** Sets ended_at (now, but never past the deadline) on the user's open session; null when it is not open. */
export async function endOpenSession(db: DbOrTx, userId: string, id: string): Promise<StudySessionRow | null> {
  const [row] = await db
    .update(studySessions)
    .set({ endedAt: sql`least(now(), ${sessionDeadline})` })
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
