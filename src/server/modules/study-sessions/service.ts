import type { StartStudySession, StudySession } from "../../../shared/api/study-sessions";
import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { notFound } from "../../lib/domain-error";
import { closeExpiredSessions, endOpenSession, findSession, insertSession, type StudySessionRow } from "./queries";

function present(row: StudySessionRow): StudySession {
  return {
    id: row.id,
    durationMinutes: row.durationMinutes,
    startedAt: new Date(row.startedAt).toISOString(),
    endedAt: row.endedAt ? new Date(row.endedAt).toISOString() : null,
  };
}

/** Start: closes the user's sessions left open past their deadline, then creates the new one. */
export async function startStudySession(deps: Deps, actor: Actor, body: StartStudySession): Promise<StudySession> {
  return deps.db.transaction(async (tx) => {
    const at = deps.now();
    await closeExpiredSessions(tx, actor.userId, at);
    return present(await insertSession(tx, actor.userId, body.durationMinutes, at));
  });
}

/**
 * End: sets ended_at = now by the server clock (deps.now), capped at the deadline. Idempotent: ending an ended session keeps
 * the first ended_at and answers it again. Another user's session is a 404.
 */
export async function endStudySession(deps: Deps, actor: Actor, id: string): Promise<StudySession> {
  const ended = await endOpenSession(deps.db, actor.userId, id, deps.now());
  if (ended) return present(ended);
  const existing = await findSession(deps.db, actor.userId, id);
  if (!existing) throw notFound("study_session_not_found");
  return present(existing);
}
