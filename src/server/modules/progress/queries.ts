import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { WordProgress } from "../../../shared/api/collections";
import type { AnswerAction } from "../../../shared/api/progress";
import type { AnswerEffect } from "../../../shared/study/apply-answer";
import type { WordStatus } from "../../../shared/domain";
import type { DbOrTx } from "../../db/client";

export interface RecordAnswerInput {
  id: string;
  userId: string;
  wordId: string;
  action: AnswerAction;
  effect: AnswerEffect;
}

export interface RecordAnswerOutcome {
  /** The word exists and is visible to the user (shared collection or their own). */
  found: boolean;
  /** This call inserted the event and updated the progress. */
  applied: boolean;
  /** Who used this answer id before, and for which word (null: nobody, as far as this statement saw). */
  priorUserId: string | null;
  priorWordId: string | null;
  /** The progress after this call (applied) or as it was (not applied); null when there is no record. */
  progress: WordProgress | null;
}

/** One outcome as the statement encodes it: [found, applied, prior user, prior word, status, seen, known, last seen]. */
type OutcomeTuple = [boolean, boolean, string | null, string | null, WordStatus | null, number | null, number | null, string | null];

/**
 * Answers that may share one statement: no two with the same answer id, and no two for the same
 * (user, word), because one INSERT ... ON CONFLICT may not touch a row twice and each answer's
 * outcome must be the progress right after it. AnswerBatcher keeps to this.
 */
export const answerKey = (a: Pick<RecordAnswerInput, "userId" | "wordId">) => `${a.userId}\u0000${a.wordId}`;

/**
 * Applies a batch of answers in ONE statement (the SQL function milim_record_answers, migrations
 * 0002, 0004 and 0005, planned once per connection), each exactly as if it were alone: its event is
 * inserted (ON CONFLICT (id) DO NOTHING) and, only when that insert happened, its progress row is
 * upserted with the counters incremented in place (no read-modify-write), so concurrent answers
 * never lose an update and a retried id changes nothing. known_at is set when the status becomes
 * known, kept while it stays known and cleared when it leaves known. The collection id comes from
 * the words row. Answers that leave the status as it is (skip) go through their own upsert, so the
 * status they keep is the row's latest, never the snapshot's. Parts of an outcome that the
 * statement reads before writing (the prior event, the progress before) come from its snapshot.
 * Progress rows are written in (user, word) order, so concurrent batches lock rows in one order.
 * The caller must keep to `answerKey` and unique ids within a batch (AnswerBatcher does).
 */
export async function recordAnswers(db: DbOrTx, answers: readonly RecordAnswerInput[]): Promise<RecordAnswerOutcome[]> {
  if (answers.length === 0) return [];
  // The batch goes as one JSON parameter and the outcomes come back as one JSON text, in input
  // order: encoding seven arrays and decoding nine columns per answer cost more on the server's
  // thread than the statement does in the database.
  // row_id: the id a new progress row takes (the column default would make PostgreSQL draw a
  // strong random UUID for every answer, also when the row exists; migration 0005).
  const input = JSON.stringify(answers.map((a) => ({
    id: a.id, row_id: randomUUID(), user_id: a.userId, word_id: a.wordId, action: a.action,
    status: a.effect.status, seen: a.effect.seen, known: a.effect.known,
  })));
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_array(
      r.found, r.applied, r.prior_user_id, r.prior_word_id, r.status, r.times_seen, r.times_known, r.last_seen_at
    ) order by r.i), '[]')::text as outcomes
    from milim_record_answers(${input}::json) r`);
  // Both drivers (PGlite, node-postgres) answer with { rows }.
  const text = (result as unknown as { rows: { outcomes: string }[] }).rows[0]!.outcomes;
  const rows = JSON.parse(text) as OutcomeTuple[];
  if (rows.length !== answers.length) throw new Error(`recordAnswers: ${rows.length} outcomes for ${answers.length} answers`);
  return rows.map(([found, applied, priorUserId, priorWordId, status, timesSeen, timesKnown, lastSeenAt]) => ({
    found,
    applied,
    priorUserId,
    priorWordId,
    progress: status === null ? null : { status, timesSeen: timesSeen!, timesKnown: timesKnown!, lastSeenAt },
  }));
}
