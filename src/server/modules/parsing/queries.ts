import { sql, type SQL } from "drizzle-orm";
import type { CardState, ReviewCardState, ReviewParameters } from "../../../shared/review/schedule-review";
import { DEFAULT_DESIRED_RETENTION } from "../../../shared/review/schedule-review";
import type { DbOrTx } from "../../db/client";
import { homonymBdbIdSql, lemmaKeyOf, strongOfLemmaKeySql } from "../../db/word-occurrences";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const time = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** A drill's scope: a chapter of a book, or the lemmas of a collection's words the learner can see. */
export type ParsingScope = { bookId: string; chapter: number } | { collectionId: string };

export interface CandidateRow {
  book_id: string; chapter: number; verse: number; position: number; surface: string; strong: string | null; morph: string;
  /** OpenScriptures' lemma attribute ("2416 e"): the BDB homonym the form is. */
  lemma: string | null;
  parts: string | null; title: string; hebrew: string;
  /** The learner's cards on this code and lemma (any form): the service matches the form. */
  cards: { id: number; form: string; due: string; state: number }[] | null;
  /** Set on a due card's own row (its place). */
  due_card: boolean;
}

/** Candidates at most (a chapter has fewer words; a collection's lemmas may occur thousands of times). */
const CANDIDATES = 800;
const DUE_LIMIT = 50;

/**
 * The drill's candidates in one statement: the learner's due cards in the scope (at their place,
 * oldest due first), then the scope's forms with morphology in the learner's reading order — the
 * chapters they have open in the reader first, then forms of lemmas in their own collections, then
 * the rest — verbs before nouns, in the book's order. Each row carries the learner's cards on its
 * code and lemma. The service keeps the forms that make items (parsingTargetOf).
 */
export async function findCandidates(db: DbOrTx, userId: string, scope: ParsingScope, now: Date): Promise<{ title: string | null; rows: CandidateRow[] }> {
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  // The collection's words with a lemma (lemma keys: Strong's number and homonym letter, lemmaKeyOf).
  const collectionLemmas = "bookId" in scope ? sql`` : sql`words w join collections col on col.id = w.collection_id
        where w.collection_id = ${scope.collectionId} and (col.owner_id is null or col.owner_id = ${userId}) and w.lemma is not null`;
  const inScope: SQL = "bookId" in scope
    ? sql`l.book_id = ${scope.bookId} and l.chapter = ${scope.chapter}`
    : sql`l.strong in (select ${strongOfLemmaKeySql(sql`w.lemma`)} from ${collectionLemmas})
        and ${lemmaKeyOf(sql`l.strong`, sql`l.lemma`)} in (select w.lemma from ${collectionLemmas})`;
  const cardInScope: SQL = "bookId" in scope
    ? sql`exists (select 1 from book_word_lemmas l where ${inScope} and l.morph = c.morph and coalesce(l.strong, '') = c.strong)`
    : sql`c.strong in (select ${strongOfLemmaKeySql(sql`w.lemma`)} from ${collectionLemmas})`;
  const title = "bookId" in scope
    ? sql`(select b.title || ' ' || ${scope.chapter} from books b where b.id = ${scope.bookId}
        and exists (select 1 from book_verses v where v.book_id = b.id and v.chapter = ${scope.chapter}))`
    : sql`(select col.name from collections col where col.id = ${scope.collectionId} and (col.owner_id is null or col.owner_id = ${userId}))`;
  const result = await db.execute(sql`
    with due as (
      select c.book_id, c.chapter, c.verse, c.position, c.due
      from parsing_cards c
      where c.user_id = ${userId} and c.due <= ${nowAt} and ${cardInScope}
      order by c.due, c.id
      limit ${DUE_LIMIT}
    ),
    picked as (
      select l.book_id, l.chapter, l.verse, l.position, false as due_card, null::timestamptz as due_at,
        case
          when exists (select 1 from user_reading_progress r where r.user_id = ${userId} and r.book_id = l.book_id and r.last_chapter = l.chapter) then 0
          when exists (select 1 from words w join collections col on col.id = w.collection_id
                       where col.owner_id = ${userId} and w.lemma = ${lemmaKeyOf(sql`l.strong`, sql`l.lemma`)}) then 1
          else 2
        end as tier,
        case when l.morph ~ '(^[HA]|/)V' then 0 else 1 end as verb_first
      from book_word_lemmas l
      where ${inScope} and l.morph is not null and l.morph ~ '(^[HA]|/)(V|Nc)'
      order by tier, verb_first, l.book_id, l.chapter, l.verse, l.position
      limit ${CANDIDATES}
    ),
    places as (
      select book_id, chapter, verse, position, true as due_card, due as due_at, -1 as tier, 0 as verb_first from due
      union all
      select * from picked
    )
    select ${title} as title, l.book_id, l.chapter, l.verse, l.position, l.surface, l.strong, l.lemma, l.morph, l.parts, b.title as book_title,
      v.hebrew_text as hebrew, p.due_card,
      (select json_agg(json_build_object('id', c.id, 'form', c.form, 'due', c.due, 'state', c.state))
         from parsing_cards c where c.user_id = ${userId} and c.morph = l.morph and c.strong = coalesce(l.strong, '')) as cards
    from places p
    join book_word_lemmas l on l.book_id = p.book_id and l.chapter = p.chapter and l.verse = p.verse and l.position = p.position
    join books b on b.id = l.book_id
    join book_verses v on v.book_id = l.book_id and v.chapter = l.chapter and v.verse = l.verse
    order by p.tier, p.due_at, p.verb_first, b.canon_order nulls last, l.book_id, l.chapter, l.verse, l.position`);
  const rows = rowsOf<Omit<CandidateRow, "title"> & { title: string | null; book_title: string }>(result);
  if (rows.length === 0) return { title: (rowsOf<{ title: string | null }>(await db.execute(sql`select ${title} as title`))[0]?.title) ?? null, rows: [] };
  return {
    title: rows[0]!.title,
    rows: rows.map((r) => ({ ...r, title: r.book_title, chapter: Number(r.chapter), verse: Number(r.verse), position: Number(r.position) })),
  };
}

/**
 * For the chosen items: each verb lemma's codes in the whole library (the stems it is attested in),
 * each lemma's headword in Strong's lexicon (null where it is not imported), and the headword in BDB
 * of each homonym a form names (keyed by number and letter, "H2416e" → חַיִּים, where Strong's has חַי), in one statement.
 */
export async function findLemmaFacts(db: DbOrTx, verbLemmas: string[], lemmas: string[], homonyms: { key: string; strong: string; letter: string }[] = []):
  Promise<{ codes: Record<string, string[]>; words: Record<string, string>; homonymWords: Record<string, string> }> {
  const verbs = sql`${`{${verbLemmas.join(",")}}`}::text[]`;
  const all = sql`${`{${lemmas.join(",")}}`}::text[]`;
  const result = await db.execute(sql`
    select
      (select json_object_agg(strong, codes) from (
         select strong, array_agg(distinct morph) as codes from book_word_lemmas
         where strong = any(${verbs}) and morph ~ '(^[HA]|/)V' group by strong) x) as codes,
      (select json_object_agg(source_id, word) from dictionary_entries where source = 'strongs' and source_id = any(${all})) as words,
      (select json_object_agg(h.key, b.word) from (
         select distinct x->>'key' as key, x->>'strong' as strong, x->>'letter' as letter from jsonb_array_elements(${JSON.stringify(homonyms)}::jsonb) x) h
         join dictionary_entries s on s.source = 'strongs' and s.source_id = h.strong
         join dictionary_entries b on b.source = 'bdb' and b.source_id = ${homonymBdbIdSql(sql`s`, sql`h.letter`)}) as homonym_words`);
  const row = rowsOf<{ codes: Record<string, string[]> | null; words: Record<string, string> | null; homonym_words: Record<string, string> | null }>(result)[0];
  return { codes: row?.codes ?? {}, words: row?.words ?? {}, homonymWords: row?.homonym_words ?? {} };
}

/** The form at a place, with its verse's existence checked by the primary key. */
export async function findPlace(db: DbOrTx, place: { bookId: string; chapter: number; verse: number; position: number }) {
  const rows = rowsOf<{ surface: string; strong: string | null; morph: string | null }>(await db.execute(sql`
    select surface, strong, morph from book_word_lemmas
    where book_id = ${place.bookId} and chapter = ${place.chapter} and verse = ${place.verse} and position = ${place.position}`));
  return rows[0] ?? null;
}

export interface StoredCard { id: number; card: ReviewCardState }

/** The learner's card on a parsed form (locked for the answer's transaction) and their scheduler settings. */
export async function readCardForAnswer(tx: DbOrTx, userId: string, key: { form: string; morph: string; strong: string }): Promise<{ card: StoredCard | null; parameters: ReviewParameters }> {
  const rows = rowsOf<{
    id: number | null; due: Date | string | null; stability: number | null; difficulty: number | null; scheduled_days: number | null;
    learning_steps: number | null; reps: number | null; lapses: number | null; state: number | null; last_review: Date | string | null;
    fsrs_weights: number[] | null; desired_retention: number | string | null;
  }>(await tx.execute(sql`
    select c.id, c.due, c.stability, c.difficulty, c.scheduled_days, c.learning_steps, c.reps, c.lapses, c.state, c.last_review,
      s.fsrs_weights, s.desired_retention
    from (select 1) one
    left join lateral (select * from parsing_cards pc
      where pc.user_id = ${userId} and pc.form = ${key.form} and pc.morph = ${key.morph} and pc.strong = ${key.strong} for update) c on true
    left join settings s on s.user_id = ${userId}`));
  const r = rows[0]!;
  return {
    card: r.id === null ? null : {
      id: Number(r.id),
      card: {
        due: time(r.due!), stability: Number(r.stability), difficulty: Number(r.difficulty), scheduledDays: Number(r.scheduled_days),
        learningSteps: Number(r.learning_steps), reps: Number(r.reps), lapses: Number(r.lapses), state: Number(r.state) as CardState,
        lastReview: r.last_review === null ? null : time(r.last_review),
      },
    },
    parameters: {
      fsrsWeights: r.fsrs_weights ?? null,
      desiredRetention: r.desired_retention == null ? DEFAULT_DESIRED_RETENTION : Number(r.desired_retention),
    },
  };
}

export interface AnswerWrite {
  id: string; userId: string; form: string; morph: string; strong: string;
  place: { bookId: string; chapter: number; verse: number; position: number };
  card: ReviewCardState; binyan: string | null; tense: string | null; correct: boolean; rating: number; at: Date; durationMs: number | null;
}

/**
 * The card written and the answer logged in one statement; false when the answer's id was already
 * logged (a retry): then nothing is written (the caller's transaction is rolled back).
 */
export async function writeAnswer(tx: DbOrTx, w: AnswerWrite): Promise<boolean> {
  const c = w.card;
  const rows = rowsOf<{ id: string }>(await tx.execute(sql`
    with card as (
      insert into parsing_cards (user_id, form, morph, strong, book_id, chapter, verse, position,
        due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review)
      values (${w.userId}, ${w.form}, ${w.morph}, ${w.strong}, ${w.place.bookId}, ${w.place.chapter}, ${w.place.verse}, ${w.place.position},
        ${c.due.toISOString()}::timestamptz, ${c.stability}, ${c.difficulty}, ${c.scheduledDays}, ${c.learningSteps}, ${c.reps}, ${c.lapses}, ${c.state},
        ${c.lastReview ? c.lastReview.toISOString() : null}::timestamptz)
      on conflict (user_id, form, morph, strong) do update set
        due = excluded.due, stability = excluded.stability, difficulty = excluded.difficulty, scheduled_days = excluded.scheduled_days,
        learning_steps = excluded.learning_steps, reps = excluded.reps, lapses = excluded.lapses, state = excluded.state, last_review = excluded.last_review
      returning id
    )
    insert into parsing_answers (id, user_id, card_id, binyan, tense, correct, rating, answered_at, duration_ms)
    select ${w.id}, ${w.userId}, card.id, ${w.binyan}, ${w.tense}, ${w.correct}, ${w.rating}, ${w.at.toISOString()}::timestamptz, ${w.durationMs}::int from card
    on conflict (id) do nothing
    returning id`));
  return rows.length > 0;
}

/** A logged answer's card as it is now (a retried answer's result). */
export async function findAnsweredCard(db: DbOrTx, userId: string, answerId: string) {
  const rows = rowsOf<{ state: number; due: Date | string; correct: boolean }>(await db.execute(sql`
    select c.state, c.due, a.correct from parsing_answers a join parsing_cards c on c.id = a.card_id
    where a.id = ${answerId} and a.user_id = ${userId}`));
  return rows[0] ?? null;
}
