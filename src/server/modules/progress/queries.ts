import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { RecordAnswerInput, RecordAnswerOutcome } from "../../../shared/study/answer-write";
import type { Db, DbOrTx } from "../../db/client";
import { progress, progressEvents } from "../../db/schema";
import { presentProgress, progressColumns, type ProgressRow } from "../../db/study-word-columns";
import { CARD_MOVED, cardWriteColumns, type CardWrite } from "./review-card-queries";
import type { PlanReviews } from "./schedule-reviews";

/**
 * Applies a batch of answers atomically, each exactly as if it were alone (the caller
 * keeps to `answerClaims`, so ids and (user, word) pairs are unique in the batch and no other
 * batch of this server touches them meanwhile):
 * 0. with `planReviews` and answers with an FSRS rating: their cards and settings read, and each
 *    next card and review log computed (one read-only statement, schedule-reviews.ts);
 * 1. the words, with their collection, that exist and are visible to each answer's user, and the
 *    user's current status on them (what a skip keeps and records);
 * 2. the events, by id (ON CONFLICT DO NOTHING), a rated answer's event carrying its review log:
 *    an id seen before changes nothing;
 * 3. for the new events only, the progress rows, inserted or updated with the counters
 *    incremented in SQL (never read-modify-write), so no update is lost. The status is the
 *    answer's (set, know, dont_know) or the row's own (skip). known_at is set when the status
 *    becomes known, kept while it stays known, cleared when it leaves known. Rows are written in
 *    (user, word) order, so concurrent batches lock them in one order;
 * 4. for the new rated answers, their cards, after their progress rows (so locks come in one
 *    order), and only over the card read in step 0; a card another server moved meanwhile fails
 *    the statement (CARD_MOVED), which is then read and written again;
 * 5. for the ids seen before, who used them, and the progress as it is.
 * Steps 1–4 are one statement (writeAnswers), atomic on its own: one round trip and one commit
 * serve every answer of the batch, and each table gets one write per answer.
 */
/** `at`: the server clock (deps.now) — the answers' event and progress stamps, so statistics and streaks follow it. */
export async function recordAnswers(db: Db, answers: readonly RecordAnswerInput[], planReviews?: PlanReviews, at: Date = new Date()): Promise<RecordAnswerOutcome[]> {
  if (answers.length === 0) return [];
  const rated = planReviews ? answers.filter((a) => a.rating) : [];
  let written: Map<string, WrittenRow> | undefined;
  for (let attempt = 1; !written; attempt++) {
    const reviews = rated.length > 0 ? await planReviews!(db, rated) : new Map<string, CardWrite>();
    try {
      written = await writeAnswers(db, answers, reviews, at);
    } catch (e) {
      if (attempt >= MOST_ATTEMPTS || !isCardMoved(e)) throw e;
    }
  }
  const rows = written;

  // Ids seen before: who used them and the progress as it is now (read after the write, committed).
  const replays = answers.filter((a) => rows.has(a.id) && !rows.get(a.id)!.fresh);
  const prior = replays.length === 0 ? new Map<string, RecordAnswerOutcome>() : await findReplays(db, replays);
  return answers.map((a): RecordAnswerOutcome => {
    const w = rows.get(a.id);
    if (!w) return { kind: "not_found" };
    if (w.fresh) return { kind: "applied", progress: presentProgress(w)! };
    // The event was seen a statement ago: it can only be gone if its user or word was deleted since.
    return prior.get(a.id) ?? { kind: "not_found" };
  });
}

/** A card moves under a batch only when another server answered the same word at the same moment. */
const MOST_ATTEMPTS = 5;

/** The database's own error (a driver's wrapper may quote the statement and its parameters, CARD_MOVED among them). */
function isCardMoved(e: unknown): boolean {
  for (let c: unknown = e; c instanceof Error; c = c.cause) {
    if ((c as { code?: unknown }).code === "22P02" && c.message.includes(CARD_MOVED)) return true;
  }
  return false;
}

interface WrittenRow extends ProgressRow { id: string; fresh: boolean }

/**
 * Steps 1–4 of recordAnswers in one statement (one round trip whatever the batch's size): the
 * batch goes in as one JSON parameter; CTEs find the visible targets and their status, insert the
 * events by id (with the rated ones' review logs), upsert the progress of the new ones — those that
 * set a status and those that keep it (skip), disjoint sets since a batch never holds a (user, word)
 * twice — and then move the new rated answers' cards: an existing card by UPDATE only while it is
 * the version read (same reps and last review: a concurrent update is waited for and checked again),
 * a first card by INSERT … ON CONFLICT DO NOTHING. A rated answer whose card was not written makes
 * the final select fail (a cast of CARD_MOVED to integer), undoing the whole statement. For each
 * answer whose word was found: whether it was new, and its progress right after it.
 */
async function writeAnswers(db: DbOrTx, answers: readonly RecordAnswerInput[], reviews: ReadonlyMap<string, CardWrite>, at: Date): Promise<Map<string, WrittenRow>> {
  const stamp = sql`${at.toISOString()}::timestamptz`;
  const input = JSON.stringify(answers.map((a) => ({
    // A new progress row's id comes from here (no column default computed for every proposed row: migration 0005).
    id: a.id, row_id: randomUUID(), user_id: a.userId, word_id: a.wordId, action: a.action,
    status: a.effect.status, seen: a.effect.seen, known: a.effect.known, ...cardWriteColumns(reviews.get(a.id)),
  })));
  const result = await db.execute(sql`
    with input as (
      select * from json_to_recordset(${input}::json) as x(
        id uuid, row_id uuid, user_id text, word_id uuid, action text, status text, seen int, known int,
        rating smallint, log_state smallint, elapsed_days int, log_scheduled_days int, duration_ms int, reviewed_at timestamptz,
        due timestamptz, stability float8, difficulty float8, scheduled_days int, learning_steps int, reps int, lapses int,
        state smallint, last_review timestamptz, has_prior boolean, prior_reps int, prior_last_review timestamptz)
    ),
    target as (
      select x.*, w.collection_id, p.status as current_status
      from input x
      join words w on w.id = x.word_id
      join collections c on c.id = w.collection_id and (c.owner_id is null or c.owner_id = x.user_id)
      left join progress p on p.user_id = x.user_id and p.word_id = x.word_id
    ),
    event as (
      insert into progress_events (id, user_id, word_id, action, status_after,
        review_rating, review_state, elapsed_days, scheduled_days, duration_ms, reviewed_at, created_at)
      select id, user_id, word_id, action, coalesce(status, current_status, 'learning'),
        rating, log_state, elapsed_days, log_scheduled_days, duration_ms, reviewed_at, ${stamp}
      from target
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
    written as (select * from setting union all select * from keeping),
    -- Cards after their progress rows: joining written makes the progress upserts run first.
    rated as (select f.* from fresh f join written w on w.user_id = f.user_id and w.word_id = f.word_id where f.rating is not null),
    moved as (
      update review_cards c set
        due = r.due, stability = r.stability, difficulty = r.difficulty, scheduled_days = r.scheduled_days,
        learning_steps = r.learning_steps, reps = r.reps, lapses = r.lapses, state = r.state, last_review = r.last_review
      from rated r
      where r.has_prior and c.user_id = r.user_id and c.word_id = r.word_id
        and c.reps = r.prior_reps and c.last_review is not distinct from r.prior_last_review
      returning c.user_id, c.word_id
    ),
    created as (
      insert into review_cards (user_id, word_id, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review)
      select user_id, word_id, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review
      from rated where not has_prior order by user_id, word_id
      on conflict (user_id, word_id) do nothing
      returning user_id, word_id
    ),
    -- Each rated answer's card is moved or created at most once (one (user, word) per batch), so
    -- fewer cards than rated answers means a card was not the version read. Scalar subqueries:
    -- counted once per statement, not once per row.
    missed as (select (select count(*) from rated) - (select count(*) from moved) - (select count(*) from created) as n)
    select t.id, e.id is not null as fresh, w.status, w.times_seen, w.times_known, w.last_seen_at,
      case when (select n from missed) > 0 then (${CARD_MOVED} || ': ' || (select n from missed))::int end as card_moved
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
