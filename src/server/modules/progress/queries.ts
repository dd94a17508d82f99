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
  found: boolean; applied: boolean; prior_user_id: string | null; prior_word_id: string | null;
  status: WordStatus | null; times_seen: number | null; times_known: number | null; last_seen_at: string | null;
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const bool = (v: unknown) => v === true || v === "t";

/**
 * Applies one answer in ONE statement: the event is inserted (ON CONFLICT (id) DO NOTHING) and,
 * only when that insert happened, the progress row is upserted with its counters incremented in
 * place (no read-modify-write), so concurrent answers never lose an update and a retried id
 * changes nothing. known_at is set when the status becomes known, kept while it stays known and
 * cleared when it leaves known. The collection id comes from the words row. Parts of the answer
 * that the statement reads before writing (the prior event, the progress before) come from the
 * statement's snapshot.
 */
export async function recordAnswer(db: DbOrTx, a: RecordAnswerInput): Promise<RecordAnswerOutcome> {
  const status = a.effect.status;
  const result = await db.execute(sql`
    with target as (
      select w.id, w.collection_id from words w join collections c on c.id = w.collection_id
      where w.id = ${a.wordId} and (c.owner_id is null or c.owner_id = ${a.userId})
    ),
    before as (
      select status, times_seen, times_known, last_seen_at from progress where user_id = ${a.userId} and word_id = ${a.wordId}
    ),
    prior_event as (
      select user_id, word_id from progress_events where id = ${a.id}
    ),
    event as (
      insert into progress_events (id, user_id, word_id, action, status_after)
      select ${a.id}, ${a.userId}, t.id, ${a.action}, coalesce(${status}::text, (select status from before), 'learning')
      from target t
      on conflict (id) do nothing
      returning id
    ),
    applied as (
      insert into progress as p (user_id, collection_id, word_id, status, times_seen, times_known, last_seen_at, known_at, updated_at)
      select ${a.userId}, t.collection_id, t.id, coalesce(${status}::text, 'learning'), ${a.effect.seen}::int, ${a.effect.known}::int,
        now(), case when coalesce(${status}::text, 'learning') = 'known' then now() end, now()
      from target t
      where exists (select 1 from event)
      on conflict (user_id, word_id) do update set
        status = coalesce(${status}::text, p.status),
        times_seen = p.times_seen + ${a.effect.seen}::int,
        times_known = p.times_known + ${a.effect.known}::int,
        last_seen_at = now(),
        known_at = case
          when coalesce(${status}::text, p.status) <> 'known' then null
          when p.status = 'known' then coalesce(p.known_at, now())
          else now() end,
        updated_at = now()
      returning p.status, p.times_seen, p.times_known, p.last_seen_at
    )
    select
      exists (select 1 from target) as found,
      exists (select 1 from event) as applied,
      (select user_id from prior_event) as prior_user_id,
      (select word_id::text from prior_event) as prior_word_id,
      coalesce(a.status, b.status) as status,
      coalesce(a.times_seen, b.times_seen) as times_seen,
      coalesce(a.times_known, b.times_known) as times_known,
      case when a.status is not null then ${iso("a.last_seen_at")} else ${iso("b.last_seen_at")} end as last_seen_at
    from (select 1) as one
    left join applied a on true
    left join before b on true`);
  // Both drivers (PGlite, node-postgres) answer with { rows }; the final select always has one row.
  const row = (result as unknown as { rows: Row[] }).rows[0]!;
  return {
    found: bool(row.found),
    applied: bool(row.applied),
    priorUserId: row.prior_user_id,
    priorWordId: row.prior_word_id,
    progress: row.status === null
      ? null
      : { status: row.status, timesSeen: Number(row.times_seen), timesKnown: Number(row.times_known), lastSeenAt: row.last_seen_at },
  };
}
