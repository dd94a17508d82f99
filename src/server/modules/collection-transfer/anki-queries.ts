import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { MilimReview } from "../../../shared/anki/review-history";
import type { ReviewRating } from "../../../shared/api/progress";
import type { TransferCollection } from "../../../shared/collection-transfer/collection-file";
import { DEFAULT_DESIRED_RETENTION, type CardState, type ReviewCardState, type ReviewParameters } from "../../../shared/review/schedule-review";
import type { DbOrTx } from "../../db/client";
import { reviewCardConflictSet } from "../../db/excluded";
import { collections, progress, progressEvents, reviewCards, settings, words } from "../../db/schema";

const CHUNK = 500;
const EVENT_CHUNK = 10_000;

/** A collection's words for an Anki export, with their ids (the notes' guids) and verse, in study order. */
export async function listWordsForAnki(db: DbOrTx, collectionId: string) {
  return db
    .select({ id: words.id, hebrew: words.hebrew, english: words.english, translit: words.translit, contextRef: words.contextRef, contextText: words.contextText })
    .from(words)
    .where(eq(words.collectionId, collectionId))
    .orderBy(sql`${words.freqRank} asc nulls last`, asc(words.createdAt), asc(words.id));
}

/** The learner's cards and rated reviews (oldest first) on the words of a collection, by word id: two statements. */
export async function listHistoryForCollection(db: DbOrTx, userId: string, collectionId: string) {
  const cards = new Map<string, ReviewCardState>();
  const reviews = new Map<string, MilimReview[]>();
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
  return { cards, reviews };
}

const KEY_CHUNK = 50_000;

/**
 * The learner's own collections holding words whose Hebrew without niqqud (lower-cased, as
 * `duplicateKey` makes it) is one of `keys`, each with those keys: one statement per 50,000 keys,
 * the keys in as one JSON parameter and each collection's out as one JSON text (not a row per word).
 */
export async function findOwnWords(db: DbOrTx, ownerId: string, keys: readonly string[]) {
  const found = new Map<string, { id: string; name: string; domain: string; slug: string; keys: string[] }>();
  for (let i = 0; i < keys.length; i += KEY_CHUNK) {
    const input = JSON.stringify(keys.slice(i, i + KEY_CHUNK));
    const rows = await db
      .select({ id: collections.id, name: collections.name, domain: collections.domain, slug: collections.slug, keys: sql<string>`json_agg(distinct lower(${words.hebrewPlain}))::text` })
      .from(words)
      .innerJoin(collections, eq(collections.id, words.collectionId))
      .where(and(eq(collections.ownerId, ownerId), sql`lower(${words.hebrewPlain}) in (select jsonb_array_elements_text(${input}::jsonb))`))
      .groupBy(collections.id);
    for (const r of rows) {
      const c = found.get(r.id) ?? { id: r.id, name: r.name, domain: r.domain, slug: r.slug, keys: [] };
      c.keys.push(...(JSON.parse(r.keys) as string[]));
      found.set(r.id, c);
    }
  }
  return [...found.values()];
}

/** A word the learner has in a collection of their own, which an Anki note's history merges into. */
export interface OwnWord { wordId: string; collectionId: string }

/**
 * By key (Hebrew without niqqud, lower-cased), the learner's own word holding it: where one key is
 * in several of their collections, the word they study (with a review card, the last reviewed
 * first), else the oldest. One statement per 50,000 keys (the keys as one JSON parameter).
 */
export async function pickOwnWords(db: DbOrTx, ownerId: string, keys: readonly string[]): Promise<Map<string, OwnWord>> {
  const out = new Map<string, OwnWord>();
  for (let i = 0; i < keys.length; i += KEY_CHUNK) {
    const input = JSON.stringify(keys.slice(i, i + KEY_CHUNK));
    const result = await db.execute(sql`
      select distinct on (lower(w.hebrew_plain)) lower(w.hebrew_plain) as key, w.id as word_id, w.collection_id
      from ${words} w
      join ${collections} c on c.id = w.collection_id
      left join ${reviewCards} rc on rc.user_id = ${ownerId} and rc.word_id = w.id
      where c.owner_id = ${ownerId} and lower(w.hebrew_plain) in (select jsonb_array_elements_text(${input}::jsonb))
      order by lower(w.hebrew_plain), rc.id is null, rc.last_review desc nulls last, w.created_at, w.id`);
    for (const r of (result as unknown as { rows: { key: string; word_id: string; collection_id: string }[] }).rows) {
      out.set(r.key, { wordId: r.word_id, collectionId: r.collection_id });
    }
  }
  return out;
}

/** The learner's scheduler settings (defaults without a settings row). */
export async function readReviewParameters(db: DbOrTx, userId: string): Promise<ReviewParameters> {
  const [row] = await db.select({ w: settings.fsrsWeights, r: settings.desiredRetention }).from(settings).where(eq(settings.userId, userId));
  return { fsrsWeights: row?.w ?? null, desiredRetention: row?.r ?? DEFAULT_DESIRED_RETENTION };
}

export interface AnkiWordRow { hebrew: string; english: string; translit: string | null; contextText: string | null; contextRef: string | null }

/** Inserts a collection and its words (their Hebrew unique); returns the collection and the words' ids in the list's order. */
export async function insertAnkiCollection(tx: DbOrTx, collection: TransferCollection, ownerId: string, list: readonly AnkiWordRow[]) {
  const [created] = await tx.insert(collections).values({ ...collection, ownerId }).returning({
    id: collections.id, domain: collections.domain, name: collections.name, slug: collections.slug, order: collections.order,
    description: collections.description, subcategory: collections.subcategory, ownerId: collections.ownerId,
  });
  const byHebrew = new Map<string, string>();
  for (let i = 0; i < list.length; i += CHUNK) {
    const rows = await tx.insert(words).values(list.slice(i, i + CHUNK).map((w) => ({
      collectionId: created!.id, hebrew: w.hebrew, english: w.english, translit: w.translit, contextText: w.contextText, contextRef: w.contextRef,
    }))).returning({ id: words.id, hebrew: words.hebrew });
    for (const r of rows) byHebrew.set(r.hebrew, r.id);
  }
  return { created: created!, ids: list.map((w) => byHebrew.get(w.hebrew)!) };
}

export interface ImportedHistory {
  wordId: string;
  card: ReviewCardState;
  reviews: (MilimReview & { id: string })[];
  status: "learning" | "known";
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
