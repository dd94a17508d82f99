import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { writeBookLemmas, type BookLemmaRow } from "../../db/book-word-lemmas";
import { books, bookVerses } from "../../db/schema";

/** The book a title names (Sefaria's title is its source), whether it holds OpenScriptures' data, and whether it has verses. */
export async function findBookBySource(db: DbOrTx, title: string) {
  const [row] = await db.select({
    id: books.id,
    oshbImportedAt: books.oshbImportedAt,
    // Qualified by hand: a single-table select leaves drizzle's column names unqualified.
    hasVerses: sql<boolean>`exists (select 1 from book_verses v where v.book_id = books.id)`,
  }).from(books).where(eq(books.sourceRef, title));
  return row ?? null;
}

/**
 * The book's word analyses (or those of these chapters of it) replaced by `rows` in the caller's
 * transaction, and the book marked as holding OpenScriptures' data.
 */
export async function replaceBookAnalyses(tx: Tx, bookId: string, rows: BookLemmaRow[], canonOrder: number, chapters: number[] | "all" = "all"): Promise<void> {
  await writeBookLemmas(tx, bookId, rows, chapters);
  await tx.update(books).set({ oshbImportedAt: sql`now()`, canonOrder }).where(eq(books.id, bookId));
}

/** The chapters a book holds verses of. */
export async function listBookChapters(db: DbOrTx, bookId: string): Promise<number[]> {
  const rows = await db.selectDistinct({ chapter: bookVerses.chapter }).from(bookVerses).where(eq(bookVerses.bookId, bookId));
  return rows.map((r) => r.chapter);
}

/**
 * The chapters of the books without morphology whose counted words include `form` (a token's
 * plain form or a stem its proclitics may leave: book_chapter_words, GIN on forms), with how many
 * tokens each, in the library's order.
 */
export async function listFormChapters(db: DbOrTx, form: string) {
  const result = await db.execute(sql`
    select cw.book_id, b.title, b.address_type, cw.chapter, sum(cw.count)::int as count
    from book_chapter_words cw join books b on b.id = cw.book_id
    where cw.forms @> array[${form}]::text[] and b.oshb_imported_at is null
    group by cw.book_id, b.title, b.address_type, b.canon_order, cw.chapter
    order by b.canon_order nulls last, b.title, cw.chapter`);
  return (result as unknown as { rows: { book_id: string; title: string; address_type: "Integer" | "Talmud"; chapter: number; count: number }[] }).rows;
}

/** The verses of some chapters of a book, in order. */
export function readChaptersVerses(db: DbOrTx, bookId: string, chapters: number[]) {
  return db.select({ chapter: bookVerses.chapter, verse: bookVerses.verse, hebrew: bookVerses.hebrewText }).from(bookVerses)
    .where(and(eq(bookVerses.bookId, bookId), inArray(bookVerses.chapter, chapters))).orderBy(asc(bookVerses.chapter), asc(bookVerses.verse));
}

export async function findBookForTranslations(db: DbOrTx, bookId: string) {
  const [row] = await db.select({ id: books.id, title: books.title, sourceRef: books.sourceRef, addressType: books.addressType }).from(books).where(eq(books.id, bookId));
  return row ?? null;
}

/** The chapters of a book with a verse that has no English yet, in order. */
export async function listUntranslatedChapters(db: DbOrTx, bookId: string): Promise<number[]> {
  const rows = await db.selectDistinct({ chapter: bookVerses.chapter }).from(bookVerses)
    .where(and(eq(bookVerses.bookId, bookId), isNull(bookVerses.englishText))).orderBy(asc(bookVerses.chapter));
  return rows.map((r) => r.chapter);
}

export interface VerseTranslation { verse: number; english: string | null; spanish: string | null; french: string | null; italian: string | null; portuguese: string | null }

/** A chapter's translations written in one statement, each column only where the verse has none; returns the verses matched. */
export async function saveChapterTranslations(db: DbOrTx, bookId: string, chapter: number, rows: VerseTranslation[]): Promise<number> {
  if (rows.length === 0) return 0;
  const values = sql.join(rows.map((r) => sql`(${r.verse}::int, ${r.english}::text, ${r.spanish}::text, ${r.french}::text, ${r.italian}::text, ${r.portuguese}::text)`), sql`, `);
  const result = await db.execute(sql`
    update book_verses v set
      english_text = coalesce(v.english_text, t.english), spanish_text = coalesce(v.spanish_text, t.spanish),
      french_text = coalesce(v.french_text, t.french), italian_text = coalesce(v.italian_text, t.italian),
      portuguese_text = coalesce(v.portuguese_text, t.portuguese)
    from (values ${values}) as t(verse, english, spanish, french, italian, portuguese)
    where v.book_id = ${bookId} and v.chapter = ${chapter} and v.verse = t.verse
    returning v.verse`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
