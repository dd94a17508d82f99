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

interface Row {
  i: number; found: boolean; applied: boolean; prior_user_id: string | null; prior_word_id: string | null;
  status: WordStatus | null; times_seen: number | null; times_known: number | null; last_seen_at: string | null;
}

const bool = (v: unknown) => v === true || v === "t";

/**
 * Answers that may share one statement: no two with the same answer id, and no two for the same
 * (user, word), because one INSERT ... ON CONFLICT may not touch a row twice and each answer's
 * outcome must be the progress right after it. AnswerBatcher keeps to this.
 */
export const answerKey = (a: Pick<RecordAnswerInput, "userId" | "wordId">) => `${a.userId}\u0000${a.wordId}`;

/**
 * Applies a batch of answers in ONE statement (the SQL function milim_record_answers, migration
 * 0002, planned once per connection), each exactly as if it were alone: its event is
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
  const column = <T>(pick: (a: RecordAnswerInput) => T) => sql.param(answers.map(pick));
  const result = await db.execute(sql`
    select * from milim_record_answers(
      ${column((a) => a.id)}::uuid[], ${column((a) => a.userId)}::text[], ${column((a) => a.wordId)}::uuid[],
      ${column((a) => a.action)}::text[], ${column((a) => a.effect.status)}::text[],
      ${column((a) => a.effect.seen)}::int[], ${column((a) => a.effect.known)}::int[])`);
  // Both drivers (PGlite, node-postgres) answer with { rows }: one row per answer, in input order.
  const rows = (result as unknown as { rows: Row[] }).rows;
  if (rows.length !== answers.length) throw new Error(`recordAnswers: ${rows.length} outcomes for ${answers.length} answers`);
  return rows.map((row) => ({
    found: bool(row.found),
    applied: bool(row.applied),
    priorUserId: row.prior_user_id,
    priorWordId: row.prior_word_id,
    progress: row.status === null
      ? null
      : { status: row.status, timesSeen: Number(row.times_seen), timesKnown: Number(row.times_known), lastSeenAt: row.last_seen_at },
  }));
}
