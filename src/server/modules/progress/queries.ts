import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { WordProgress } from "../../../shared/api/collections";
import type { WordStatus } from "../../../shared/domain";
import type { RecordAnswerInput, RecordAnswerOutcome } from "../../../shared/study/answer-write";
import type { Db, Tx } from "../../db/client";
import { progress, progressEvents } from "../../db/schema";
import { presentProgress, progressColumns } from "../../db/study-word-columns";

/**
 * A step run in a batch's transaction right after its progress rows were written, with each
 * applied answer and its progress as it is now: the place for per-answer scheduling (e.g. an FSRS
 * card read, computed in TypeScript and written for each answer). Not given replayed answers.
 */
export type AfterAnswers = (tx: Tx, applied: { answer: RecordAnswerInput; progress: WordProgress }[]) => Promise<void>;

interface Target { collectionId: string; status: WordStatus | null }

/**
 * Applies a batch of answers in one transaction, each exactly as if it were alone (the caller
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
 * 4. `afterAnswers`, when given;
 * 5. for the ids seen before, who used them, and the progress as it is.
 * A batch is a handful of statements whatever its size: one commit serves every answer in it.
 */
export async function recordAnswers(db: Db, answers: readonly RecordAnswerInput[], afterAnswers?: AfterAnswers): Promise<RecordAnswerOutcome[]> {
  if (answers.length === 0) return [];
  return db.transaction(async (tx) => {
    const targets = await findTargets(tx, answers);
    const found = answers.filter((a) => targets.has(a.id));
    const statusAfter = (a: RecordAnswerInput): WordStatus => a.effect.status ?? targets.get(a.id)!.status ?? "learning";

    const inserted = found.length === 0 ? [] : await tx
      .insert(progressEvents)
      .values(found.map((a) => ({ id: a.id, userId: a.userId, wordId: a.wordId, action: a.action, statusAfter: statusAfter(a) })))
      .onConflictDoNothing({ target: progressEvents.id })
      .returning({ id: progressEvents.id });
    const isNew = new Set(inserted.map((r) => r.id));
    const fresh = found.filter((a) => isNew.has(a.id)).sort((x, y) => (x.userId + x.wordId < y.userId + y.wordId ? -1 : 1));

    const after = new Map<string, WordProgress>();
    for (const row of await upsertProgress(tx, fresh, targets)) after.set(`${row.userId}\u0000${row.wordId}`, presentProgress(row)!);
    const progressOf = (a: RecordAnswerInput) => after.get(`${a.userId}\u0000${a.wordId}`)!;
    if (afterAnswers && fresh.length > 0) await afterAnswers(tx, fresh.map((answer) => ({ answer, progress: progressOf(answer) })));

    const replays = found.filter((a) => !isNew.has(a.id));
    const prior = replays.length === 0 ? new Map() : await findReplays(tx, replays);
    return answers.map((a): RecordAnswerOutcome => {
      if (!targets.has(a.id)) return { kind: "not_found" };
      if (isNew.has(a.id)) return { kind: "applied", progress: progressOf(a) };
      // The event was seen a statement ago: it can only be gone if its user or word was deleted since.
      return prior.get(a.id) ?? { kind: "not_found" };
    });
  });
}

/** Each answer's word, if it exists and its user may see it (a shared collection or their own), by answer id. */
async function findTargets(tx: Tx, answers: readonly RecordAnswerInput[]): Promise<Map<string, Target>> {
  const input = sql.join(answers.map((a) => sql`(${a.id}::uuid, ${a.userId}::text, ${a.wordId}::uuid)`), sql`, `);
  const result = await tx.execute(sql`
    select x.id, w.collection_id as "collectionId", p.status
    from (values ${input}) as x(id, user_id, word_id)
    join words w on w.id = x.word_id
    join collections c on c.id = w.collection_id and (c.owner_id is null or c.owner_id = x.user_id)
    left join progress p on p.user_id = x.user_id and p.word_id = x.word_id`);
  // Both drivers (PGlite, node-postgres) answer db.execute with { rows }.
  const rows = (result as unknown as { rows: (Target & { id: string })[] }).rows;
  return new Map(rows.map((r) => [r.id, { collectionId: r.collectionId, status: r.status }]));
}

const returned = { userId: progress.userId, wordId: progress.wordId, ...progressColumns };

/** Inserts or updates the progress rows of new answers: those that set a status, then those that keep it (skip). */
async function upsertProgress(tx: Tx, fresh: RecordAnswerInput[], targets: Map<string, Target>) {
  const values = (list: RecordAnswerInput[]) => list.map((a) => ({
    id: randomUUID(), userId: a.userId, wordId: a.wordId, collectionId: targets.get(a.id)!.collectionId,
    status: a.effect.status ?? "learning", timesSeen: a.effect.seen, timesKnown: a.effect.known,
    lastSeenAt: sql`now()`, knownAt: a.effect.status === "known" ? sql`now()` : null, updatedAt: sql`now()`,
  }));
  const counters = {
    timesSeen: sql`${progress.timesSeen} + excluded.times_seen`,
    timesKnown: sql`${progress.timesKnown} + excluded.times_known`,
    lastSeenAt: sql`now()`,
    updatedAt: sql`now()`,
  };
  const setting = fresh.filter((a) => a.effect.status !== null);
  const keeping = fresh.filter((a) => a.effect.status === null);
  const rows = [];
  if (setting.length > 0) {
    rows.push(...await tx.insert(progress).values(values(setting)).onConflictDoUpdate({
      target: [progress.userId, progress.wordId],
      set: {
        ...counters,
        status: sql`excluded.status`,
        knownAt: sql`case when excluded.status <> 'known' then null
          when ${progress.status} = 'known' then coalesce(${progress.knownAt}, now()) else now() end`,
      },
    }).returning(returned));
  }
  if (keeping.length > 0) {
    rows.push(...await tx.insert(progress).values(values(keeping)).onConflictDoUpdate({
      target: [progress.userId, progress.wordId],
      set: { ...counters, knownAt: sql`case when ${progress.status} = 'known' then coalesce(${progress.knownAt}, now()) end` },
    }).returning(returned));
  }
  return rows;
}

/** Who used each replayed id, and the progress of the answer's own (user, word) as it is now. */
async function findReplays(tx: Tx, replays: RecordAnswerInput[]): Promise<Map<string, RecordAnswerOutcome>> {
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
