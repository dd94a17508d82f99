import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { WordProgress } from "../../../shared/api/collections";
import type { RecordAnswerInput, RecordAnswerOutcome } from "../../../shared/study/answer-write";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { progress, progressEvents } from "../../db/schema";
import { presentProgress, progressColumns, type ProgressRow } from "../../db/study-word-columns";

/**
 * A step run in a batch's transaction right after its progress rows were written, with each
 * applied answer and its progress as it is now: the place for per-answer scheduling (e.g. an FSRS
 * card read, computed in TypeScript and written for each answer). Not given replayed answers.
 */
export type AfterAnswers = (tx: Tx, applied: { answer: RecordAnswerInput; progress: WordProgress }[]) => Promise<void>;


/**
 * Applies a batch of answers atomically, each exactly as if it were alone (the caller
 * keeps to `answerClaims`, so ids and (user, word) pairs are unique in the batch and no other
 * batch touches them meanwhile):
 * 1. the words, with their collection, that exist and are visible to each answer's user, and the
 *    user's current status on them (what a skip keeps and records);
 * 2. the events, by id (ON CONFLICT DO NOTHING): an id seen before changes nothing;
 * 3. for the new events only, the progress rows, inserted or updated with the counters
 *    incremented in SQL (never read-modify-write), so no update is lost. The status is the
 *    answer's (set, know, dont_know) or the row's own (skip). known_at is set when the status
 *    becomes known, kept while it stays known, cleared when it leaves known. Rows are written in
 *    (user, word) order, so concurrent batches lock them in one order;
 * 4. `afterAnswers`, when given, in the same transaction (e.g. an FSRS card per answer);
 * 5. for the ids seen before, who used them, and the progress as it is.
 * Steps 1–3 are one statement (writeAnswers), atomic on its own: one round trip and one commit
 * serve every answer of the batch; with `afterAnswers` the statement and the step share a transaction.
 */
/** `at`: the server clock (deps.now) — the answers' event and progress stamps, so statistics and streaks follow it. */
export async function recordAnswers(db: Db, answers: readonly RecordAnswerInput[], afterAnswers?: AfterAnswers, at: Date = new Date()): Promise<RecordAnswerOutcome[]> {
  if (answers.length === 0) return [];
  const progressOf = (written: Map<string, WrittenRow>, a: RecordAnswerInput) => presentProgress(written.get(a.id)!)!;
  // One statement is atomic on its own: without a step to run beside it, no explicit transaction
  // (BEGIN and COMMIT would be two more round trips per batch).
  const written = afterAnswers
    ? await db.transaction(async (tx) => {
      const rows = await writeAnswers(tx, answers, at);
      const fresh = answers.filter((a) => rows.get(a.id)?.fresh);
      if (fresh.length > 0) await afterAnswers(tx, fresh.map((answer) => ({ answer, progress: progressOf(rows, answer) })));
      return rows;
    })
    : await writeAnswers(db, answers, at);

  // Ids seen before: who used them and the progress as it is now (read after the write, committed).
  const replays = answers.filter((a) => written.has(a.id) && !written.get(a.id)!.fresh);
  const prior = replays.length === 0 ? new Map<string, RecordAnswerOutcome>() : await findReplays(db, replays);
  return answers.map((a): RecordAnswerOutcome => {
    const w = written.get(a.id);
    if (!w) return { kind: "not_found" };
    if (w.fresh) return { kind: "applied", progress: progressOf(written, a) };
    // The event was seen a statement ago: it can only be gone if its user or word was deleted since.
    return prior.get(a.id) ?? { kind: "not_found" };
  });
}

interface WrittenRow extends ProgressRow { id: string; fresh: boolean }

/**
 * Steps 1–3 of recordAnswers in one statement (one round trip whatever the batch's size): the
 * batch goes in as one JSON parameter; CTEs find the visible targets and their status, insert the
 * events by id, and upsert the progress of the new ones — those that set a status and those that
 * keep it (skip), disjoint sets since a batch never holds a (user, word) twice. For each answer whose
 * word was found: whether it was new, and its progress right after it.
 */
async function writeAnswers(tx: DbOrTx, answers: readonly RecordAnswerInput[], at: Date): Promise<Map<string, WrittenRow>> {
  const stamp = sql`${at.toISOString()}::timestamptz`;
  const input = JSON.stringify(answers.map((a) => ({
    // A new progress row's id comes from here (no column default computed for every proposed row: migration 0005).
    id: a.id, row_id: randomUUID(), user_id: a.userId, word_id: a.wordId, action: a.action,
    status: a.effect.status, seen: a.effect.seen, known: a.effect.known,
  })));
  const result = await tx.execute(sql`
    with input as (
      select * from json_to_recordset(${input}::json)
        as x(id uuid, row_id uuid, user_id text, word_id uuid, action text, status text, seen int, known int)
    ),
    target as (
      select x.*, w.collection_id, p.status as current_status
      from input x
      join words w on w.id = x.word_id
      join collections c on c.id = w.collection_id and (c.owner_id is null or c.owner_id = x.user_id)
      left join progress p on p.user_id = x.user_id and p.word_id = x.word_id
    ),
    event as (
      insert into progress_events (id, user_id, word_id, action, status_after, created_at)
      select id, user_id, word_id, action, coalesce(status, current_status, 'learning'), ${stamp} from target
      on conflict (id) do nothing
      returning id
    ),
    fresh as (select t.* from target t join event e on e.id = t.id),
    setting as (
      insert into progress as p (id, user_id, word_id, collection_id, status, times_seen, times_known, last_seen_at, known_at, updated_at)
      select row_id, user_id, word_id, collection_id, status, seen, known, ${stamp}, case when status = 'known' then ${stamp} end, ${stamp}
      from fresh where status is not null order by user_id, word_id
      on conflict (user_id, word_id) do update set
        times_seen = p.times_seen + excluded.times_seen,
        times_known = p.times_known + excluded.times_known,
        last_seen_at = ${stamp}, updated_at = ${stamp}, status = excluded.status,
        known_at = case when excluded.status <> 'known' then null when p.status = 'known' then coalesce(p.known_at, ${stamp}) else ${stamp} end
      returning p.user_id, p.word_id, p.status, p.times_seen, p.times_known, p.last_seen_at
    ),
    keeping as (
      insert into progress as p (id, user_id, word_id, collection_id, status, times_seen, times_known, last_seen_at, known_at, updated_at)
      select row_id, user_id, word_id, collection_id, 'learning', seen, known, ${stamp}, null, ${stamp}
      from fresh where status is null order by user_id, word_id
      on conflict (user_id, word_id) do update set
        times_seen = p.times_seen + excluded.times_seen,
        times_known = p.times_known + excluded.times_known,
        last_seen_at = ${stamp}, updated_at = ${stamp},
        known_at = case when p.status = 'known' then coalesce(p.known_at, ${stamp}) end
      returning p.user_id, p.word_id, p.status, p.times_seen, p.times_known, p.last_seen_at
    ),
    written as (select * from setting union all select * from keeping)
    select t.id, e.id is not null as fresh, w.status, w.times_seen, w.times_known, w.last_seen_at
    from target t
    left join event e on e.id = t.id
    left join written w on w.user_id = t.user_id and w.word_id = t.word_id`);
  // Both drivers (PGlite, node-postgres) answer db.execute with { rows }.
  const rows = (result as unknown as { rows: { id: string; fresh: boolean; status: ProgressRow["status"]; times_seen: number | null; times_known: number | null; last_seen_at: Date | string | null }[] }).rows;
  return new Map(rows.map((r) => [r.id, {
    id: r.id, fresh: r.fresh, status: r.status, timesSeen: r.times_seen, timesKnown: r.times_known,
    lastSeenAt: r.last_seen_at === null ? null : new Date(r.last_seen_at),
  }]));
}

const returned = { userId: progress.userId, wordId: progress.wordId, ...progressColumns };

/** Who used each replayed id, and the progress of the answer's own (user, word) as it is now. */
async function findReplays(tx: DbOrTx, replays: RecordAnswerInput[]): Promise<Map<string, RecordAnswerOutcome>> {
  const events = await tx
    .select({ id: progressEvents.id, userId: progressEvents.userId, wordId: progressEvents.wordId })
    .from(progressEvents)
    .where(inArray(progressEvents.id, replays.map((a) => a.id)));
  const rows = await tx
    .select(returned)
    .from(progress)
    .where(sql`(${progress.userId}, ${progress.wordId}) in (${sql.join(replays.map((a) => sql`(${a.userId}, ${a.wordId}::uuid)`), sql`, `)})`);
  const byEvent = new Map(events.map((e) => [e.id, e]));
  const byRow = new Map(rows.map((r) => [`${r.userId}\u0000${r.wordId}`, presentProgress(r)]));
  const out = new Map<string, RecordAnswerOutcome>();
  for (const a of replays) {
    const e = byEvent.get(a.id);
    if (e) out.set(a.id, { kind: "replayed", priorUserId: e.userId, priorWordId: e.wordId, progress: byRow.get(`${a.userId}\u0000${a.wordId}`) ?? null });
  }
  return out;
}
