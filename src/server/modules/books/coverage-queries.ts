import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { bookChapterWords, books, bookVerses, collections, progress, words } from "../../db/schema";
import { visibleTo } from "../../db/visible-to";

/** One book_chapter_words row: a chapter's tokens that share these forms. */
export interface ChapterWordRow {
  chapter: number;
  forms: string[];
  count: number;
}

/** The plain Hebrew of every word the user knows, in collections they can see (distinct). */
const knownForms = (userId: string) => sql`
  select distinct ${words.hebrewPlain} as form
  from ${progress}
  join ${words} on ${words.id} = ${progress.wordId}
  join ${collections} on ${collections.id} = ${words.collectionId}
  where ${progress.userId} = ${userId} and ${progress.status} = 'known' and ${visibleTo(userId)} and ${words.hebrewPlain} <> ''`;

/**
 * The user's known plain forms that occur in a chapter (its stored forms), in one statement, and
 * whether the chapter's words are counted at all (a book imported before book_chapter_words is
 * not until the library counts it): the chapter's coverage is computed from these.
 */
export async function listKnownFormsInChapter(db: DbOrTx, userId: string, bookId: string, chapter: number): Promise<{ counted: boolean; forms: string[] }> {
  const result = await db.execute(sql`
    with known as materialized (${knownForms(userId)}),
    chapter_words as (select cw.forms from ${bookChapterWords} cw where cw.book_id = ${bookId} and cw.chapter = ${chapter})
    select exists (select 1 from chapter_words) as counted,
      array(select distinct f.form from chapter_words cw cross join lateral unnest(cw.forms) as f(form) join known k on k.form = f.form) as forms`);
  // Both drivers (PGlite, node-postgres) answer db.execute with { rows }.
  const row = (result as unknown as { rows: { counted: boolean; forms: string[] }[] }).rows[0]!;
  return { counted: row.counted, forms: row.forms };
}

/**
 * Every chapter of every book with its word tokens and those the user knows, in one statement:
 * the user's known forms are matched against the stored forms (a hash join on the unnested
 * forms), each chapter row counted once however many of its forms are known.
 */
export async function listChapterTallies(db: DbOrTx, userId: string): Promise<{ bookId: string; chapter: number; totalTokens: number; knownTokens: number }[]> {
  const result = await db.execute(sql`
    with known as materialized (${knownForms(userId)}),
    hits as (
      select distinct cw.id
      from ${bookChapterWords} cw cross join lateral unnest(cw.forms) as f(form)
      join known k on k.form = f.form
    )
    select cw.book_id, cw.chapter, sum(cw.count)::int as total,
      coalesce(sum(cw.count) filter (where h.id is not null), 0)::int as known
    from ${bookChapterWords} cw left join hits h on h.id = cw.id
    group by cw.book_id, cw.chapter`);
  const rows = (result as unknown as { rows: { book_id: string; chapter: number; total: number; known: number }[] }).rows;
  return rows.map((r) => ({ bookId: r.book_id, chapter: Number(r.chapter), totalTokens: Number(r.total), knownTokens: Number(r.known) }));
}

/** A book's Hebrew, chapter by chapter (for counting the words of a book imported before book_chapter_words). */
export async function readBookHebrew(db: DbOrTx, bookId: string): Promise<{ chapter: number; hebrew: string }[]> {
  return db.select({ chapter: bookVerses.chapter, hebrew: bookVerses.hebrewText }).from(bookVerses)
    .where(eq(bookVerses.bookId, bookId)).orderBy(asc(bookVerses.chapter), asc(bookVerses.verse));
}

const ROWS_PER_INSERT = 1000;

/**
 * Replaces the counted words of these chapters of a book (in the caller's transaction); rows of
 * another writer that got there first are left as they are (the same text gives the same rows).
 */
export async function replaceChapterWords(tx: Tx, bookId: string, chapters: number[] | "all", rows: ChapterWordRow[]): Promise<void> {
  await tx.delete(bookChapterWords).where(chapters === "all"
    ? eq(bookChapterWords.bookId, bookId)
    : and(eq(bookChapterWords.bookId, bookId), inArray(bookChapterWords.chapter, chapters)));
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await tx.insert(bookChapterWords).values(rows.slice(i, i + ROWS_PER_INSERT).map((r) => ({ bookId, ...r }))).onConflictDoNothing();
  }
}

/** Books that have verses but no counted words yet (imported before migration 0017, or recounted by 0026), with their category. */
export async function listBooksWithoutChapterWords(db: DbOrTx, bookIds: string[]): Promise<{ id: string; category: string | null }[]> {
  if (bookIds.length === 0) return [];
  return db.select({ id: books.id, category: books.category }).from(books)
    .where(and(inArray(books.id, bookIds), sql`${books.totalVerses} > 0`,
      sql`not exists (select 1 from ${bookChapterWords} cw where cw.book_id = ${books.id})`));
}
