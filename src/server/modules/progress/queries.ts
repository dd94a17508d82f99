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

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const bool = (v: unknown) => v === true || v === "t";

/**
 * Answers that may share one statement: no two with the same answer id, and no two for the same
 * (user, word), because one INSERT ... ON CONFLICT may not touch a row twice and each answer's
 * outcome must be the progress right after it. AnswerBatcher keeps to this.
 */
export const answerKey = (a: Pick<RecordAnswerInput, "userId" | "wordId">) => `${a.userId}\u0000${a.wordId}`;

/**
 * Applies a batch of answers in ONE statement, each exactly as if it were alone: its event is
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
    with input as (
      select x.i::int - 1 as i, x.id, x.user_id, x.word_id, x.action, x.status, x.seen, x.known
      from unnest(
        ${column((a) => a.id)}::uuid[], ${column((a) => a.userId)}::text[], ${column((a) => a.wordId)}::uuid[],
        ${column((a) => a.action)}::text[], ${column((a) => a.effect.status)}::text[],
        ${column((a) => a.effect.seen)}::int[], ${column((a) => a.effect.known)}::int[]
      ) with ordinality as x(id, user_id, word_id, action, status, seen, known, i)
    ),
    target as (
      select x.i, w.id as word_id, w.collection_id from input x
      join words w on w.id = x.word_id join collections c on c.id = w.collection_id
      where c.owner_id is null or c.owner_id = x.user_id
    ),
    before as (
      select x.i, p.status, p.times_seen, p.times_known, p.last_seen_at from input x
      join progress p on p.user_id = x.user_id and p.word_id = x.word_id
    ),
    prior_event as (
      select x.i, e.user_id, e.word_id from input x join progress_events e on e.id = x.id
    ),
    event as (
      insert into progress_events (id, user_id, word_id, action, status_after)
      select x.id, x.user_id, t.word_id, x.action, coalesce(x.status, b.status, 'learning')
      from input x join target t on t.i = x.i left join before b on b.i = x.i
      order by x.id
      on conflict (id) do nothing
      returning id
    ),
    ready as (
      select x.i, x.user_id, t.collection_id, t.word_id, x.status, x.seen, x.known
      from input x join target t on t.i = x.i join event e on e.id = x.id
    ),
    set_status as (
      insert into progress as p (user_id, collection_id, word_id, status, times_seen, times_known, last_seen_at, known_at, updated_at)
      select r.user_id, r.collection_id, r.word_id, r.status, r.seen, r.known, now(), case when r.status = 'known' then now() end, now()
      from ready r where r.status is not null
      order by r.user_id, r.word_id
      on conflict (user_id, word_id) do update set
        status = excluded.status,
        times_seen = p.times_seen + excluded.times_seen,
        times_known = p.times_known + excluded.times_known,
        last_seen_at = now(),
        known_at = case
          when excluded.status <> 'known' then null
          when p.status = 'known' then coalesce(p.known_at, now())
          else now() end,
        updated_at = now()
      returning p.user_id, p.word_id, p.status, p.times_seen, p.times_known, p.last_seen_at
    ),
    keep_status as (
      insert into progress as p (user_id, collection_id, word_id, status, times_seen, times_known, last_seen_at, known_at, updated_at)
      select r.user_id, r.collection_id, r.word_id, 'learning', r.seen, r.known, now(), null, now()
      from ready r where r.status is null
      order by r.user_id, r.word_id
      on conflict (user_id, word_id) do update set
        times_seen = p.times_seen + excluded.times_seen,
        times_known = p.times_known + excluded.times_known,
        last_seen_at = now(),
        known_at = case when p.status = 'known' then coalesce(p.known_at, now()) end,
        updated_at = now()
      returning p.user_id, p.word_id, p.status, p.times_seen, p.times_known, p.last_seen_at
    ),
    applied as (select * from set_status union all select * from keep_status)
    select
      x.i,
      t.i is not null as found,
      e.id is not null as applied,
      pe.user_id as prior_user_id,
      pe.word_id::text as prior_word_id,
      coalesce(a.status, b.status) as status,
      coalesce(a.times_seen, b.times_seen) as times_seen,
      coalesce(a.times_known, b.times_known) as times_known,
      case when a.status is not null then ${iso("a.last_seen_at")} else ${iso("b.last_seen_at")} end as last_seen_at
    from input x
    left join target t on t.i = x.i
    left join event e on e.id = x.id
    left join prior_event pe on pe.i = x.i
    left join applied a on a.user_id = x.user_id and a.word_id = x.word_id
    left join before b on b.i = x.i
    order by x.i`);
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
