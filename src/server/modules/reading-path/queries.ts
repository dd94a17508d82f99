import { and, eq, sql, type SQL } from "drizzle-orm";
import type { CollectionSummary } from "../../../shared/api/collections";
import { BIBLE_SCOPE } from "../../../shared/api/reading-path";
import type { FrequencyUnit, ReadingPathKey } from "../../../shared/reading/frequency-path";
import type { DbOrTx, Tx } from "../../db/client";
import { knownLemmas } from "../../db/known-lemmas";
import { homonymOf, lemmaKeyOf } from "../../db/word-occurrences";
import { collections, progress, words } from "../../db/schema";
import { visibleTo } from "../../db/visible-to";
import { readingPathKey, readingPathMetadata } from "../../db/reading-path-key";

// The reading path's SQL: a text's tokens counted by unit (lemma or plain form), and the learner's
// path collection.

// A token's place as one sortable number: the book's place in the scope, chapter, verse, word.
const BOOK_STEP = 1_000_000_000;
const CHAPTER_STEP = 1_000_000;
const VERSE_STEP = 1_000;

export interface ScopeBook { id: string; title: string; category: string | null; addressType: "Integer" | "Talmud"; idx: number; morph: boolean }

export interface UnitTally {
  books: ScopeBook[];
  totalTokens: number;
  knownTokens: number;
  /** The most frequent units the learner does not know yet (at most `limit`), most frequent first. */
  unknown: FrequencyUnit[];
}

/** Where a unit is first met, from its sortable place. */
export function placeOf(first: number): { idx: number; chapter: number; verse: number; position: number } {
  return {
    idx: Math.floor(first / BOOK_STEP),
    chapter: Math.floor((first % BOOK_STEP) / CHAPTER_STEP),
    verse: Math.floor((first % CHAPTER_STEP) / VERSE_STEP),
    position: first % VERSE_STEP,
  };
}

/** The plain Hebrew of every word the user knows, in collections they can see (distinct). */
const knownForms = (userId: string): SQL => sql`
  select distinct ${words.hebrewPlain} as form
  from ${progress}
  join ${words} on ${words.id} = ${progress.wordId}
  join ${collections} on ${collections.id} = ${words.collectionId}
  where ${progress.userId} = ${userId} and ${progress.status} = 'known' and ${visibleTo(userId)} and ${words.hebrewPlain} <> ''`;

/**
 * The scope's tokens by unit, in one statement: in a book with morphology (book_word_lemmas) a
 * token's unit is its lemma key (Strong's number and homonym letter, lemmaKeyOf: known when it is
 * among the user's known lemmas), or, for a particle analysed without one, its plain form; in a book
 * without, the plain word of its book_chapter_words row (known when any of the row's forms is a
 * known form, the coverage rule). A lemma's unit says its homonym ("3651 c": כֵּן 'so'; the bare
 * number's "a" where its words name one, null where they name none), which glosses it. Returns the totals and the `limit` most frequent unknown units.
 */
export async function tallyUnits(db: DbOrTx, userId: string, book: string, limit: number): Promise<UnitTally> {
  const where = book === BIBLE_SCOPE ? sql`b.category = 'Tanakh'` : sql`b.id = ${book}`;
  const result = await db.execute(sql`
    with scope as materialized (
      select b.id, b.title, b.category, b.address_type,
        (row_number() over (order by b.canon_order nulls last, b.title, b.id))::int as idx,
        exists (select 1 from book_word_lemmas l where l.book_id = b.id) as morph
      from books b where ${where}
    ),
    known_l as materialized (${knownLemmas(userId)}),
    known_f as materialized (${knownForms(userId)}),
    lemma_units as (
      select coalesce(${lemmaKeyOf(sql`l.strong`, sql`l.lemma`)}, 'form:' || milim_plain(l.surface)) as unit, count(*)::int as n,
        mode() within group (order by ${homonymOf(sql`l.lemma`)}) as homonym,
        min(s.idx::bigint * ${BOOK_STEP} + l.chapter * ${CHAPTER_STEP} + l.verse * ${VERSE_STEP} + l.position) as first,
        bool_or(case when l.strong is not null then ${lemmaKeyOf(sql`l.strong`, sql`l.lemma`)} in (select lemma from known_l)
                     else milim_plain(l.surface) in (select form from known_f) end) as known
      from book_word_lemmas l join scope s on s.id = l.book_id and s.morph
      group by 1
    ),
    form_rows as (
      select cw.id, cw.forms, cw.count, cw.chapter, s.idx
      from book_chapter_words cw join scope s on s.id = cw.book_id and not s.morph
    ),
    form_hits as (
      select distinct fr.id from form_rows fr cross join lateral unnest(fr.forms) as f(form) join known_f k on k.form = f.form
    ),
    form_units as (
      select 'form:' || fr.forms[1] as unit, sum(fr.count)::int as n, null::text as homonym,
        min(fr.idx::bigint * ${BOOK_STEP} + fr.chapter * ${CHAPTER_STEP}) as first, bool_or(h.id is not null) as known
      from form_rows fr left join form_hits h on h.id = fr.id
      group by 1
    ),
    units as (
      select unit, sum(n)::int as n, max(homonym) as homonym, min(first) as first, bool_or(known) as known
      from (select unit, n, homonym, first, known from lemma_units union all select unit, n, homonym, first, known from form_units) u group by unit
    ),
    totals as (
      select coalesce(sum(n), 0)::int as total, coalesce(sum(n) filter (where known), 0)::int as known_tokens from units
    )
    select t.total, t.known_tokens,
      (select coalesce(json_agg(json_build_object('id', s.id, 'title', s.title, 'category', s.category, 'addressType', s.address_type, 'idx', s.idx, 'morph', s.morph) order by s.idx), '[]') from scope s) as books,
      (select coalesce(json_agg(json_build_object('unit', u.unit, 'count', u.n, 'first', u.first, 'homonym', u.homonym) order by u.n desc, u.first, u.unit), '[]')
       from (select unit, n, first, homonym from units where not known order by n desc, first, unit limit ${limit}) u) as unknown
    from totals t`);
  // Both drivers (PGlite, node-postgres) answer db.execute with { rows }.
  const row = (result as unknown as { rows: { total: number; known_tokens: number; books: ScopeBook[] | string; unknown: FrequencyUnit[] | string }[] }).rows[0]!;
  const parse = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);
  return {
    books: parse(row.books),
    totalTokens: Number(row.total),
    knownTokens: Number(row.known_tokens),
    unknown: parse(row.unknown).map((u) => ({ unit: u.unit, count: Number(u.count), first: Number(u.first), homonym: u.homonym ?? null })),
  };
}

export interface VerseText { bookId: string; chapter: number; verse: number; hebrewText: string }

/** The Hebrew of these verses, and of every verse of these chapters, in order (one statement). */
export async function readVerseTexts(db: DbOrTx, verses: { bookId: string; chapter: number; verse: number }[], chapters: { bookId: string; chapter: number }[]): Promise<VerseText[]> {
  if (verses.length === 0 && chapters.length === 0) return [];
  const result = await db.execute(sql`
    select v.book_id, v.chapter, v.verse, v.hebrew_text from book_verses v
    where (v.book_id, v.chapter, v.verse) in (select (x->>'bookId')::uuid, (x->>'chapter')::int, (x->>'verse')::int from jsonb_array_elements(${JSON.stringify(verses)}::jsonb) x)
       or (v.book_id, v.chapter) in (select (x->>'bookId')::uuid, (x->>'chapter')::int from jsonb_array_elements(${JSON.stringify(chapters)}::jsonb) x)
    order by v.book_id, v.chapter, v.verse`);
  const rows = (result as unknown as { rows: { book_id: string; chapter: number; verse: number; hebrew_text: string }[] }).rows;
  return rows.map((r) => ({ bookId: r.book_id, chapter: Number(r.chapter), verse: Number(r.verse), hebrewText: r.hebrew_text }));
}

const summary = {
  id: collections.id, domain: collections.domain, name: collections.name, slug: collections.slug, order: collections.order,
  description: collections.description, subcategory: collections.subcategory, ownerId: collections.ownerId,
  readingPath: readingPathKey,
};

/** The learner's own path collection (created when missing), locked until the transaction ends: two fills run one after the other. */
export async function lockPathCollection(
  tx: Tx, userId: string, c: { domain: string; slug: string; name: string; description: string; order: number }, key: ReadingPathKey,
): Promise<CollectionSummary> {
  // The path's key is kept with it (a collection filled before it was kept, too, as it is filled again).
  const metadata = readingPathMetadata(key);
  await tx.insert(collections)
    .values({ ...c, ownerId: userId, metadata })
    .onConflictDoUpdate({
      target: [collections.ownerId, collections.domain, collections.slug], targetWhere: sql`${collections.ownerId} is not null`,
      set: { metadata: sql`${collections.metadata} || ${JSON.stringify(metadata)}::jsonb` },
    });
  const [row] = await tx.select(summary).from(collections)
    .where(and(eq(collections.ownerId, userId), eq(collections.domain, c.domain), eq(collections.slug, c.slug)))
    .for("update");
  return row!;
}

export interface PathWordRow { id: string; lemma: string | null; plain: string; hasProgress: boolean }

/** The collection's words, with whether the user has progress on each. */
export async function listPathWords(tx: Tx, userId: string, collectionId: string): Promise<PathWordRow[]> {
  const rows = await tx.select({
    id: words.id, lemma: words.lemma, plain: words.hebrewPlain,
    // Written with the table's name: a single-table select leaves drizzle's column names unqualified.
    hasProgress: sql<boolean>`exists (select 1 from ${progress} p where p.word_id = "words"."id" and p.user_id = ${userId})`,
  }).from(words).where(eq(words.collectionId, collectionId));
  return rows.map((r) => ({ id: r.id, lemma: r.lemma, plain: r.plain ?? "", hasProgress: Boolean(r.hasProgress) }));
}

export interface PathWord {
  hebrew: string; english: string; translit: string | null; pos: string | null; lemma: string | null;
  freqRank: number; section: string | null; contextRef: string | null; contextText: string | null;
}

/** Updates these words in place (one statement). */
export async function updatePathWords(tx: Tx, rows: (PathWord & { id: string })[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update words w set hebrew = x.hebrew, english = x.english, translit = x.translit, pos = x.pos, lemma = x.lemma,
      freq_rank = x.freq_rank, section = x.section, context_ref = x.context_ref, context_text = x.context_text
    from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({
      id: r.id, hebrew: r.hebrew, english: r.english, translit: r.translit, pos: r.pos, lemma: r.lemma, freq_rank: r.freqRank,
      section: r.section, context_ref: r.contextRef, context_text: r.contextText,
    })))}::jsonb) as x(id uuid, hebrew text, english text, translit text, pos text, lemma text, freq_rank int, section text, context_ref text, context_text text)
    where w.id = x.id`);
}

export async function insertPathWords(tx: Tx, collectionId: string, rows: PathWord[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(words).values(rows.map((r) => ({ ...r, collectionId })));
}

export async function deletePathWords(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`delete from words where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`);
}

export async function domainExists(db: DbOrTx, slug: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from domains where slug = ${slug} limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
