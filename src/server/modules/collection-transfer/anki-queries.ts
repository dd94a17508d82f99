import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { MilimReview } from "../../../shared/anki/review-history";
import type { ReviewRating } from "../../../shared/api/progress";
import type { TransferCollection } from "../../../shared/collection-transfer/collection-file";
import type { WordStatus } from "../../../shared/domain";
import { DEFAULT_DESIRED_RETENTION, type CardState, type ReviewCardState, type ReviewParameters } from "../../../shared/review/schedule-review";
import type { DbOrTx } from "../../db/client";
import { reviewCardConflictSet } from "../../db/excluded";
import { collections, progress, progressEvents, reviewCards, settings, words } from "../../db/schema";

const CHUNK = 500;
const EVENT_CHUNK = 10_000;

/** A collection's words for an Anki export, with their ids (the notes' guids), verse and rank, in study order. */
export async function listWordsForAnki(db: DbOrTx, collectionId: string) {
  return db
    .select({
      id: words.id, hebrew: words.hebrew, english: words.english, translit: words.translit, contextRef: words.contextRef, contextText: words.contextText,
      freqRank: words.freqRank,
    })
    .from(words)
    .where(eq(words.collectionId, collectionId))
    .orderBy(sql`${words.freqRank} asc nulls last`, asc(words.createdAt), asc(words.id));
}

/** The learner's cards, rated reviews (oldest first) and statuses on the words of a collection, by word id: three statements. */
export async function listHistoryForCollection(db: DbOrTx, userId: string, collectionId: string) {
  const cards = new Map<string, ReviewCardState>();
  const reviews = new Map<string, MilimReview[]>();
  const statuses = new Map<string, WordStatus>();
  const cardRows = await db.select({ c: reviewCards }).from(reviewCards).innerJoin(words, eq(words.id, reviewCards.wordId))
    .where(and(eq(reviewCards.userId, userId), eq(words.collectionId, collectionId)));
  for (const { c } of cardRows) {
    cards.set(c.wordId, {
      due: c.due, stability: c.stability, difficulty: c.difficulty, scheduledDays: c.scheduledDays, learningSteps: c.learningSteps,
      reps: c.reps, lapses: c.lapses, state: c.state as CardState, lastReview: c.lastReview,
    });
  }
  const logs = await db.select({ l: progressEvents }).from(progressEvents).innerJoin(words, eq(words.id, progressEvents.wordId))
    .where(and(eq(progressEvents.userId, userId), eq(words.collectionId, collectionId), isNotNull(progressEvents.reviewRating)))
    .orderBy(asc(progressEvents.reviewedAt), asc(progressEvents.id));
  for (const { l } of logs) {
    const list = reviews.get(l.wordId) ?? [];
    list.push({
      reviewedAt: l.reviewedAt!, rating: l.reviewRating as ReviewRating, state: l.reviewState as CardState, elapsedDays: l.elapsedDays!,
      scheduledDays: l.scheduledDays!, durationMs: l.durationMs,
    });
    reviews.set(l.wordId, list);
  }
  const rows = await db.select({ wordId: progress.wordId, status: progress.status }).from(progress).innerJoin(words, eq(words.id, progress.wordId))
    .where(and(eq(progress.userId, userId), eq(words.collectionId, collectionId)));
  for (const r of rows) statuses.set(r.wordId, r.status);
  return { cards, reviews, statuses };
}

const KEY_CHUNK = 50_000;

/**
 * The collections whose words are the learner's own for an Anki import: those they own, and the
 * shared collections they study (hold progress on any word of): a word of those is one they have.
 * A statement's CTE: a handful of ids, read from their progress by its (user, collection) index.
 */
const learnersCollections = (ownerId: string) => sql`
  mine as (
    select c.id from ${collections} c where c.owner_id = ${ownerId}
    union
    select c.id from ${collections} c
    where c.owner_id is null and c.id in (select p.collection_id from ${progress} p where p.user_id = ${ownerId})
  )`;

/** A collection holding words of the learner's that an Anki package holds. */
export interface OwnCollection { id: string; name: string; domain: string; slug: string }

/**
 * The learner's collections (learnersCollections) holding words whose Hebrew without niqqud
 * (lower-cased, as `duplicateKey` makes it) is one of `keys`, each with those keys: one statement per
 * 50,000 keys, the keys in as one JSON parameter and each collection's out as one JSON text (not a
 * row per word).
 */
export async function findOwnWords(db: DbOrTx, ownerId: string, keys: readonly string[]) {
  const found = new Map<string, OwnCollection & { keys: string[] }>();
  for (let i = 0; i < keys.length; i += KEY_CHUNK) {
    const input = JSON.stringify(keys.slice(i, i + KEY_CHUNK));
    const result = await db.execute(sql`
      with ${learnersCollections(ownerId)}
      select c.id, c.name, c.domain, c.slug, json_agg(distinct lower(w.hebrew_plain))::text as keys
      from ${words} w
      join ${collections} c on c.id = w.collection_id
      where w.collection_id in (select id from mine) and lower(w.hebrew_plain) in (select jsonb_array_elements_text(${input}::jsonb))
      group by c.id`);
    for (const r of (result as unknown as { rows: (OwnCollection & { keys: string })[] }).rows) {
      const c = found.get(r.id) ?? { id: r.id, name: r.name, domain: r.domain, slug: r.slug, keys: [] };
      c.keys.push(...(JSON.parse(r.keys) as string[]));
      found.set(r.id, c);
    }
  }
  return [...found.values()];
}

/**
 * Of the word ids an Anki package's notes name (their guids: notes of Milim's export), those in the
 * learner's collections (learnersCollections), each with its collection: one statement per 50,000 ids.
 */
export async function findOwnWordsById(db: DbOrTx, ownerId: string, ids: readonly string[]): Promise<(OwnCollection & { wordId: string })[]> {
  const out: (OwnCollection & { wordId: string })[] = [];
  for (let i = 0; i < ids.length; i += KEY_CHUNK) {
    const input = JSON.stringify(ids.slice(i, i + KEY_CHUNK));
    const result = await db.execute(sql`
      with ${learnersCollections(ownerId)}
      select w.id as word_id, c.id, c.name, c.domain, c.slug
      from ${words} w
      join ${collections} c on c.id = w.collection_id
      where w.id in (select t.x::uuid from jsonb_array_elements_text(${input}::jsonb) as t(x)) and c.id in (select id from mine)`);
    for (const r of (result as unknown as { rows: (OwnCollection & { word_id: string })[] }).rows) {
      out.push({ wordId: r.word_id, id: r.id, name: r.name, domain: r.domain, slug: r.slug });
    }
  }
  return out;
}

/** A word the learner has (in learnersCollections), which an Anki note's history merges into. */
export interface OwnWord { wordId: string; collectionId: string }

/**
 * By key (Hebrew without niqqud, lower-cased), the learner's word holding it (learnersCollections):
 * where one key is in several of their collections, the word they study (with a review card, the
 * last reviewed first; else with progress), else the oldest. One statement per 50,000 keys (the keys
 * as one JSON parameter).
 */
export async function pickOwnWords(db: DbOrTx, ownerId: string, keys: readonly string[]): Promise<Map<string, OwnWord>> {
  const out = new Map<string, OwnWord>();
  for (let i = 0; i < keys.length; i += KEY_CHUNK) {
    const input = JSON.stringify(keys.slice(i, i + KEY_CHUNK));
    const result = await db.execute(sql`
      with ${learnersCollections(ownerId)}
      select distinct on (lower(w.hebrew_plain)) lower(w.hebrew_plain) as key, w.id as word_id, w.collection_id
      from ${words} w
      left join ${reviewCards} rc on rc.user_id = ${ownerId} and rc.word_id = w.id
      left join ${progress} p on p.user_id = ${ownerId} and p.word_id = w.id
      where w.collection_id in (select id from mine) and lower(w.hebrew_plain) in (select jsonb_array_elements_text(${input}::jsonb))
      order by lower(w.hebrew_plain), rc.id is null, rc.last_review desc nulls last, p.id is null, w.created_at, w.id`);
    for (const r of (result as unknown as { rows: { key: string; word_id: string; collection_id: string }[] }).rows) {
      out.set(r.key, { wordId: r.word_id, collectionId: r.collection_id });
    }
  }
  return out;
}

/** By word id, those of `ids` (the package's notes' guids) that are the learner's words (learnersCollections). */
export async function pickOwnWordsById(db: DbOrTx, ownerId: string, ids: readonly string[]): Promise<Map<string, OwnWord>> {
  return new Map((await findOwnWordsById(db, ownerId, ids)).map((w) => [w.wordId, { wordId: w.wordId, collectionId: w.id }]));
}

/** The learner's scheduler settings (defaults without a settings row). */
export async function readReviewParameters(db: DbOrTx, userId: string): Promise<ReviewParameters> {
  const [row] = await db.select({ w: settings.fsrsWeights, r: settings.desiredRetention }).from(settings).where(eq(settings.userId, userId));
  return { fsrsWeights: row?.w ?? null, desiredRetention: row?.r ?? DEFAULT_DESIRED_RETENTION };
}

export interface AnkiWordRow { hebrew: string; english: string; translit: string | null; contextText: string | null; contextRef: string | null; freqRank: number | null }

/** Inserts a collection and its words (their Hebrew unique); returns the collection and the words' ids in the list's order. */
export async function insertAnkiCollection(tx: DbOrTx, collection: TransferCollection, ownerId: string, list: readonly AnkiWordRow[]) {
  const [created] = await tx.insert(collections).values({ ...collection, ownerId }).returning({
    id: collections.id, domain: collections.domain, name: collections.name, slug: collections.slug, order: collections.order,
    description: collections.description, subcategory: collections.subcategory, ownerId: collections.ownerId,
  });
  const byHebrew = new Map<string, string>();
  for (let i = 0; i < list.length; i += CHUNK) {
    const rows = await tx.insert(words).values(list.slice(i, i + CHUNK).map((w) => ({
      collectionId: created!.id, hebrew: w.hebrew, english: w.english, translit: w.translit, contextText: w.contextText, contextRef: w.contextRef, freqRank: w.freqRank,
    }))).returning({ id: words.id, hebrew: words.hebrew });
    for (const r of rows) byHebrew.set(r.hebrew, r.id);
  }
  return { created: created!, ids: list.map((w) => byHebrew.get(w.hebrew)!) };
}

export interface ImportedHistory {
  wordId: string;
  card: ReviewCardState;
  reviews: (MilimReview & { id: string })[];
  status: WordStatus;
}

/** A word's review card as review_cards takes it. */
const reviewCardRow = (userId: string, { wordId, card: c }: ImportedHistory) => ({
  userId, wordId, due: c.due, stability: c.stability, difficulty: c.difficulty, scheduledDays: c.scheduledDays,
  learningSteps: c.learningSteps, reps: c.reps, lapses: c.lapses, state: c.state, lastReview: c.lastReview,
});

/** One of a word's reviews as a record of the JSON the progress_events inserts read (json_to_recordset). */
const reviewEventRow = (wordId: string, r: ImportedHistory["reviews"][number]) => ({
  id: r.id, word_id: wordId, reviewed_at: r.reviewedAt.toISOString(), rating: r.rating, state: r.state,
  elapsed_days: r.elapsedDays, scheduled_days: r.scheduledDays, duration_ms: r.durationMs,
});

/**
 * The learner's cards, progress and review log on the new words: the reviews as events of action
 * 'restored' (a review log without its answers: Fit to my reviews reads it, the statistics do not
 * count it as today's answers), one progress row per word with its counts. New words: nothing to clash.
 */
export async function insertImportedHistory(tx: DbOrTx, userId: string, collectionId: string, rows: readonly ImportedHistory[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    await tx.insert(reviewCards).values(part.map((r) => reviewCardRow(userId, r)));
    await tx.insert(progress).values(part.map(({ wordId, card, reviews, status }) => {
      const last = reviews.at(-1)?.reviewedAt ?? card.lastReview;
      return {
        userId, collectionId, wordId, status, timesSeen: reviews.length, timesKnown: reviews.filter((r) => r.rating > 1).length,
        srsInterval: card.scheduledDays, lastSeenAt: last, knownAt: status === "known" ? last : null, updatedAt: last ?? new Date(),
      };
    }));
    const events = part.flatMap(({ wordId, status, reviews }) => reviews.map((r) => ({ ...reviewEventRow(wordId, r), status_after: status })));
    // One statement per 10,000 events, their values as one JSON parameter (as the answers' writes do), not eleven bound values a row.
    for (let j = 0; j < events.length; j += EVENT_CHUNK) {
      const input = JSON.stringify(events.slice(j, j + EVENT_CHUNK));
      await tx.execute(sql`
        insert into progress_events (id, user_id, word_id, action, status_after, created_at, reviewed_at, review_rating, review_state,
          elapsed_days, scheduled_days, duration_ms)
        select id, ${userId}, word_id, 'restored', status_after, reviewed_at, reviewed_at, rating, state, elapsed_days, scheduled_days, duration_ms
        from json_to_recordset(${input}::json) as x(id uuid, word_id uuid, status_after text, reviewed_at timestamptz, rating smallint,
          state smallint, elapsed_days int, scheduled_days int, duration_ms int)`);
      added += Math.min(EVENT_CHUNK, events.length - j);
    }
  }
  return added;
}

/**
 * The status the package's notes carry (milim:: tags) on new words without a history of their own:
 * a progress row each, no answers counted, no time it became known (the statistics count such a
 * known word as known before any period, not as learned today).
 */
export async function insertImportedStatuses(tx: DbOrTx, userId: string, collectionId: string, rows: readonly { wordId: string; status: WordStatus }[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(progress).values(rows.slice(i, i + CHUNK).map(({ wordId, status }) => ({ userId, collectionId, wordId, status })));
  }
}

/**
 * The status the package's notes carry on words the learner already had, without a history to merge:
 * where they have no progress on the word, a row with it; else it only rises, to 'known'. Returns the
 * words whose progress changed.
 */
export async function mergeImportedStatuses(
  tx: DbOrTx, userId: string, rows: readonly { wordId: string; collectionId: string; status: WordStatus }[],
): Promise<number> {
  let changed = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const input = JSON.stringify(rows.slice(i, i + CHUNK).map((r) => ({ word_id: r.wordId, collection_id: r.collectionId, status: r.status })));
    const result = await tx.execute(sql`
      insert into progress as p (user_id, word_id, collection_id, status)
      select ${userId}, x.word_id, x.collection_id, x.status
      from json_to_recordset(${input}::json) as x(word_id uuid, collection_id uuid, status text)
      order by x.word_id
      on conflict (user_id, word_id) do update set status = 'known', updated_at = now()
        where p.status <> 'known' and excluded.status = 'known'
      returning p.word_id`);
    changed += (result as unknown as { rows: unknown[] }).rows.length;
  }
  return changed;
}

/**
 * Of the package's histories of words the learner has (`index`: the history's; `wordId`: the
 * learner's word), those one of whose reviews is already in that word's log (within a second, as
 * mergeImportedHistory tells the same review): a history that is, at least in part, theirs already.
 */
export async function findLoggedHistories(tx: DbOrTx, userId: string, items: readonly { index: number; wordId: string; reviewedAt: readonly Date[] }[]): Promise<Set<number>> {
  const found = new Set<number>();
  const records = items.flatMap(({ index, wordId, reviewedAt }) => reviewedAt.map((at) => ({ i: index, word_id: wordId, at: at.toISOString() })));
  for (let j = 0; j < records.length; j += EVENT_CHUNK) {
    const input = JSON.stringify(records.slice(j, j + EVENT_CHUNK));
    const result = await tx.execute(sql`
      select distinct x.i
      from json_to_recordset(${input}::json) as x(i int, word_id uuid, at timestamptz)
      where exists (
        select 1 from ${progressEvents} e
        where e.user_id = ${userId} and e.word_id = x.word_id and e.reviewed_at is not null
          and e.reviewed_at > x.at - interval '1 second' and e.reviewed_at < x.at + interval '1 second')`);
    for (const r of (result as unknown as { rows: { i: number }[] }).rows) found.add(Number(r.i));
  }
  return found;
}

/**
 * Merges Anki's history of words the learner already had (the import skipped them) into their
 * words, by this rule, which a second import of the same package leaves as it is:
 * - a review is added unless the word's log already holds a review within a second of it (the same
 *   review, e.g. one exported from Milim to Anki and back, whose time Anki keeps to the millisecond);
 * - Anki's card replaces the learner's only when its last review is later than theirs (or they have
 *   none): the schedule follows the latest review, an older Anki history never undoes newer answers;
 * - the progress row counts the added reviews; its status only rises: to 'known' when the card taken
 *   from Anki is mature, never from 'known' down; the interval is the card's when it was taken.
 * Returns the reviews added and the words whose log, card or progress changed.
 */
export async function mergeImportedHistory(
  tx: DbOrTx, userId: string, rows: readonly (ImportedHistory & { collectionId: string })[],
): Promise<{ reviewsAdded: number; wordsUpdated: number }> {
  let reviewsAdded = 0;
  let wordsUpdated = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const taken = new Set((await tx.insert(reviewCards).values(part.map((r) => reviewCardRow(userId, r))).onConflictDoUpdate({
      target: [reviewCards.userId, reviewCards.wordId],
      set: reviewCardConflictSet(),
      setWhere: sql`${reviewCards.lastReview} is null or ${reviewCards.lastReview} < excluded.last_review`,
    }).returning({ wordId: reviewCards.wordId })).map((r) => r.wordId));
    const byWord = new Map(part.map((r) => [r.wordId, r]));
    const events = part.flatMap(({ wordId, status, reviews }) => reviews.map((r) => ({ ...reviewEventRow(wordId, r), status: taken.has(wordId) ? status : "learning" })));
    const added = new Map<string, { seen: number; known: number; last: Date }>();
    for (let j = 0; j < events.length; j += EVENT_CHUNK) {
      const input = JSON.stringify(events.slice(j, j + EVENT_CHUNK));
      // The status after: 'known' when the word was known or becomes known, else its row's (or 'learning').
      const result = await tx.execute(sql`
        insert into progress_events (id, user_id, word_id, action, status_after, created_at, reviewed_at, review_rating, review_state,
          elapsed_days, scheduled_days, duration_ms)
        select x.id, ${userId}, x.word_id, 'restored',
          case when p.status = 'known' or x.status = 'known' then 'known' else coalesce(p.status, 'learning') end,
          x.reviewed_at, x.reviewed_at, x.rating, x.state, x.elapsed_days, x.scheduled_days, x.duration_ms
        from json_to_recordset(${input}::json) as x(id uuid, word_id uuid, status text, reviewed_at timestamptz, rating smallint,
          state smallint, elapsed_days int, scheduled_days int, duration_ms int)
        left join ${progress} p on p.user_id = ${userId} and p.word_id = x.word_id
        where not exists (
          select 1 from ${progressEvents} e
          where e.user_id = ${userId} and e.word_id = x.word_id and e.reviewed_at is not null
            and e.reviewed_at > x.reviewed_at - interval '1 second' and e.reviewed_at < x.reviewed_at + interval '1 second')
        returning word_id, review_rating, reviewed_at`);
      for (const r of (result as unknown as { rows: { word_id: string; review_rating: number; reviewed_at: Date | string }[] }).rows) {
        const at = new Date(r.reviewed_at);
        const a = added.get(r.word_id) ?? { seen: 0, known: 0, last: at };
        a.seen++;
        if (r.review_rating > 1) a.known++;
        if (at > a.last) a.last = at;
        added.set(r.word_id, a);
        reviewsAdded++;
      }
    }
    const changed = [...new Set([...taken, ...added.keys()])].map((wordId) => {
      const h = byWord.get(wordId)!;
      const a = added.get(wordId);
      const last = a?.last ?? h.card.lastReview ?? h.reviews.at(-1)?.reviewedAt ?? new Date(0);
      return {
        word_id: wordId, collection_id: h.collectionId, status: taken.has(wordId) ? h.status : "learning", seen: a?.seen ?? 0, known: a?.known ?? 0,
        interval: taken.has(wordId) ? h.card.scheduledDays : null, last: last.toISOString(),
      };
    });
    if (changed.length === 0) continue;
    wordsUpdated += changed.length;
    await tx.execute(sql`
      insert into progress as p (user_id, word_id, collection_id, status, times_seen, times_known, srs_interval, last_seen_at, known_at, updated_at)
      select ${userId}, x.word_id, x.collection_id, x.status, x.seen, x.known, coalesce(x."interval", 0), x.last,
        case when x.status = 'known' then x.last end, x.last
      from json_to_recordset(${JSON.stringify(changed)}::json) as x(word_id uuid, collection_id uuid, status text, seen int, known int, "interval" int, last timestamptz)
      order by x.word_id
      on conflict (user_id, word_id) do update set
        times_seen = p.times_seen + excluded.times_seen,
        times_known = p.times_known + excluded.times_known,
        last_seen_at = greatest(p.last_seen_at, excluded.last_seen_at),
        status = case when p.status = 'known' or excluded.status = 'known' then 'known' else p.status end,
        known_at = case when p.status = 'known' then p.known_at when excluded.status = 'known' then excluded.known_at end,
        updated_at = greatest(p.updated_at, excluded.updated_at)`);
    // The interval of the cards taken from Anki (a new row above has it already).
    const intervals = changed.filter((c) => c.interval !== null).map((c) => ({ word_id: c.word_id, interval: c.interval }));
    if (intervals.length > 0) {
      await tx.execute(sql`
        update ${progress} p set srs_interval = x."interval"
        from json_to_recordset(${JSON.stringify(intervals)}::json) as x(word_id uuid, "interval" int)
        where p.user_id = ${userId} and p.word_id = x.word_id`);
    }
  }
  return { reviewsAdded, wordsUpdated };
}
