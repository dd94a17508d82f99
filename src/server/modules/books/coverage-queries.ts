import { and, inArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { knownLemmas, lemmaStabilities } from "../../db/known-lemmas";
import { bookChapterWords, books, bookWordLemmas, collections, progress, settings, userBookCoverage, userLibraryVersions, words } from "../../db/schema";
import { visibleTo } from "../../db/visible-to";
import { lemmaKeyOf } from "../../db/word-occurrences";

/** The plain Hebrew of every word the user knows, in collections they can see (distinct). */
const knownForms = (userId: string) => sql`
  select distinct ${words.hebrewPlain} as form
  from ${progress}
  join ${words} on ${words.id} = ${progress.wordId}
  join ${collections} on ${collections.id} = ${words.collectionId}
  where ${progress.userId} = ${userId} and ${progress.status} = 'known' and ${visibleTo(userId)} and ${words.hebrewPlain} <> ''`;

/** The user's library version (0 before any word of theirs became known): a summary row of another version is stale. */
export const libraryVersion = (userId: string) =>
  sql`coalesce((select ${userLibraryVersions.version} from ${userLibraryVersions} where ${userLibraryVersions.userId} = ${userId}), 0)`;

/**
 * The user's known plain forms and known lemmas that occur in a chapter (its stored forms, for its
 * words without a lemma, and its stored lemmas), in one statement, and whether the chapter's words
 * are counted at all (a book imported before book_chapter_words, or one with morphology before
 * migration 0026, is not until it is read): the chapter's coverage is computed from these.
 */
export async function listKnownInChapter(db: DbOrTx, userId: string, bookId: string, chapter: number): Promise<{ counted: boolean; forms: string[]; lemmas: string[] }> {
  const result = await db.execute(sql`
    with known as materialized (${knownForms(userId)}),
    known_lemmas as materialized (${knownLemmas(userId)}),
    chapter_words as (select cw.forms, cw.lemma from ${bookChapterWords} cw where cw.book_id = ${bookId} and cw.chapter = ${chapter})
    select exists (select 1 from chapter_words) as counted,
      array(select distinct f.form from chapter_words cw cross join lateral unnest(cw.forms) as f(form) join known k on k.form = f.form where cw.lemma is null) as forms,
      array(select distinct cw.lemma from chapter_words cw join known_lemmas k on k.lemma = cw.lemma) as lemmas`);
  // Both drivers (PGlite, node-postgres) answer db.execute with { rows }.
  const row = (result as unknown as { rows: { counted: boolean; forms: string[]; lemmas: string[] }[] }).rows[0]!;
  return { counted: row.counted, forms: row.forms, lemmas: row.lemmas };
}

export interface ChapterPageRow {
  /** Null when there is no such book. */
  frame: { addressType: "Integer" | "Talmud"; category: string; previous: number | null; next: number | null } | null;
  /** How many verses the chapter has. */
  verseCount: number;
  /** The verses as the API's JSON (VerseSchema's fields, in order), as the database wrote it. */
  versesJson: string;
  /**
   * The analysed words' lemmas as the API's JSON (each verse's lemma keys — Strong's number and
   * homonym letter, lemmaKeyOf — by the reader's 1-based position, null where a position has none:
   * lemmasByVerse's rule; {} without morphology).
   */
  lemmasJson: string;
  /**
   * The learner's known forms and lemmas in the chapter, and its tokens known and in all, tallied
   * from the stored counts with chapter-coverage.ts#isKnownCount's rule (when `counted`).
   */
  known: { counted: boolean; forms: string[]; lemmas: string[]; knownTokens: number; totalTokens: number };
  /** With 'fade': the learner's best card stability (days) of each lemma of the chapter they have a card for, as JSON; else {}. */
  stabilityJson: string;
}

/**
 * Everything the reader's chapter needs in one statement (one round trip, not three): the
 * book's numbering and the neighbouring chapters, the verses and the analysed words' lemmas as JSON
 * built by the database, and the learner's known forms and lemmas in the chapter (listKnownInChapter's
 * rule) with the chapter's coverage tallied from its stored counts (the server does not split and
 * segment the chapter's words again at each request), and, while they read with 'Vowels on the words I
 * know: fade', the stability of their best review card of each lemma in it (no other reader pays for
 * it). The verses, the lemmas and the stabilities come as JSON text in the API's shape, which the
 * answer carries as it is (never parsed and encoded again).
 */
export async function readChapterPage(db: DbOrTx, userId: string, bookId: string, chapter: number): Promise<ChapterPageRow> {
  const result = await db.execute(chapterPageQuery(userId, bookId, chapter));
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  // node-postgres and PGlite both parse json columns; a driver that does not gives text.
  const json = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;
  return {
    frame: json(row.frame), verseCount: Number(row.verse_count), versesJson: String(row.verses), lemmasJson: String(row.lemmas),
    known: json(row.known), stabilityJson: String(row.stability),
  };
}

/** readChapterPage's statement, apart so that the benchmark sends exactly this statement raw. */
export function chapterPageQuery(userId: string, bookId: string, chapter: number): SQL {
  return sql`
    with known as materialized (${knownForms(userId)}),
    known_lemmas as materialized (${knownLemmas(userId)}),
    chapter_words as materialized (select cw.id, cw.forms, cw.lemma, cw.count from ${bookChapterWords} cw where cw.book_id = ${bookId} and cw.chapter = ${chapter}),
    -- The rows without a lemma by their known forms: the forms unnested once, then one hash join
    -- (computeBookCoverage says why; a row-by-row test of the known forms took 2.5 s for 5,000 of them).
    chapter_forms as materialized (select cw.id, f.form from chapter_words cw cross join lateral unnest(cw.forms) as f(form) where cw.lemma is null),
    form_hits as materialized (select cf.id, cf.form from chapter_forms cf join known k on k.form = cf.form),
    known_rows as materialized (
      select cw.forms, cw.lemma, cw.count from chapter_words cw
      where case when cw.lemma is not null then cw.lemma in (select lemma from known_lemmas)
                 else cw.id in (select id from form_hits) end)
    select
      (select json_build_object('addressType', b.address_type, 'category', b.category,
        'previous', (select max(n.chapter) from book_verses n where n.book_id = b.id and n.chapter < ${chapter}),
        'next', (select min(n.chapter) from book_verses n where n.book_id = b.id and n.chapter > ${chapter}))
       from ${books} b where b.id = ${bookId}) as frame,
      (select count(*)::int from book_verses v where v.book_id = ${bookId} and v.chapter = ${chapter}) as verse_count,
      coalesce((select json_agg(r order by r.verse) from (
          select v.verse as "verse", v.hebrew_text as "hebrew", v.english_text as "english", v.spanish_text as "spanish",
            v.french_text as "french", v.italian_text as "italian", v.portuguese_text as "portuguese"
          from book_verses v where v.book_id = ${bookId} and v.chapter = ${chapter}) r), '[]'::json)::text as verses,
      coalesce((select json_object_agg(g.verse, g.strongs order by g.verse) from (
          select l.verse,
            -- A verse whose analysed positions have gaps gets null in each (lemmasByVerse's rule).
            case when count(*) = max(l.position) then json_agg(${lemmaKeyOf(sql`l.strong`, sql`l.lemma`)} order by l.position)
                 else (select json_agg(${lemmaKeyOf(sql`x.strong`, sql`x.lemma`)} order by p.position) from generate_series(1, max(l.position)) as p(position)
                       left join ${bookWordLemmas} x on x.book_id = ${bookId} and x.chapter = ${chapter} and x.verse = l.verse and x.position = p.position) end as strongs
          from ${bookWordLemmas} l where l.book_id = ${bookId} and l.chapter = ${chapter} group by l.verse) g), '{}'::json)::text as lemmas,
      json_build_object(
        'counted', exists (select 1 from chapter_words),
        'forms', array(select distinct h.form from form_hits h),
        'lemmas', array(select distinct cw.lemma from known_rows cw where cw.lemma is not null),
        'knownTokens', (select coalesce(sum(count), 0) from known_rows),
        'totalTokens', (select coalesce(sum(count), 0) from chapter_words)) as known,
      coalesce((select json_object_agg(s.lemma, s.stability) from (
          select ls.lemma, max(ls.stability) as stability
          from (${lemmaStabilities(userId)}) ls
          where ls.lemma in (select cw.lemma from chapter_words cw where cw.lemma is not null)
            and exists (select 1 from ${settings} st where st.user_id = ${userId} and st.reader ->> 'vowels' = 'fade')
          group by ls.lemma) s), '{}'::json)::text as stability`;
}

/**
 * The library's summary of these books for the user, computed and stored in one statement (as of
 * the user's library version read in the same snapshot): each book's tokens and those the user
 * knows — a row with a lemma by the known lemmas, one without by the known forms (a hash join on
 * the unnested forms, each row counted once however many of its forms are known). The unnested
 * forms are materialized first: the planner, which cannot see how many known forms there are
 * (none counted yet on the embedded database until its maintenance analyzes progress), otherwise
 * looped over the known forms, unnesting every row again for each (Genesis, 2,091 known forms:
 * 3.3 s instead of 0.1 s).
 */
export async function computeBookCoverage(db: DbOrTx, userId: string, bookIds: string[]): Promise<{ bookId: string; knownTokens: number; totalTokens: number }[]> {
  if (bookIds.length === 0) return [];
  const result = await db.execute(sql`
    with known as materialized (${knownForms(userId)}),
    known_lemmas as materialized (${knownLemmas(userId)}),
    cw as (select c.id, c.book_id, c.forms, c.lemma, c.count from ${bookChapterWords} c where c.book_id in (${sql.join(bookIds.map((id) => sql`${id}::uuid`), sql`, `)})),
    cw_forms as materialized (select cw.id, f.form from cw cross join lateral unnest(cw.forms) as f(form) where cw.lemma is null),
    hits as (select distinct cf.id from cw_forms cf join known k on k.form = cf.form),
    tallies as (
      select cw.book_id, sum(cw.count)::int as total,
        coalesce(sum(cw.count) filter (where h.id is not null or kl.lemma is not null), 0)::int as known
      from cw left join hits h on h.id = cw.id left join known_lemmas kl on kl.lemma = cw.lemma
      group by cw.book_id
    )
    insert into ${userBookCoverage} (user_id, book_id, version, known_tokens, total_tokens)
    select ${userId}, t.book_id, ${libraryVersion(userId)}, t.known, t.total from tallies t
    on conflict (user_id, book_id) do update set version = excluded.version, known_tokens = excluded.known_tokens, total_tokens = excluded.total_tokens
    returning book_id, known_tokens, total_tokens`);
  const rows = (result as unknown as { rows: { book_id: string; known_tokens: number; total_tokens: number }[] }).rows;
  return rows.map((r) => ({ bookId: r.book_id, knownTokens: Number(r.known_tokens), totalTokens: Number(r.total_tokens) }));
}

/** Books that have verses but no counted words yet (imported before migration 0017, or recounted by 0024 and 0026), with their category. */
export async function listBooksWithoutChapterWords(db: DbOrTx, bookIds: string[]): Promise<{ id: string; category: string | null }[]> {
  if (bookIds.length === 0) return [];
  return db.select({ id: books.id, category: books.category }).from(books)
    .where(and(inArray(books.id, bookIds), sql`${books.totalVerses} > 0`,
      sql`not exists (select 1 from ${bookChapterWords} cw where cw.book_id = ${books.id})`));
}
