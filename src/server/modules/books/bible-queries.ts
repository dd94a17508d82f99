import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { books, bookVerses, bookWordLemmas } from "../../db/schema";

export type BookLemmaRow = typeof bookWordLemmas.$inferInsert;

/** The book a title names (Sefaria's title is its source), whether it holds OpenScriptures' data, and whether it has verses. */
export async function findBookBySource(db: DbOrTx, title: string) {
  const [row] = await db.select({
    id: books.id,
    oshbImportedAt: books.oshbImportedAt,
    hasVerses: sql<boolean>`exists (select 1 from ${bookVerses} v where v.book_id = ${books.id})`,
  }).from(books).where(eq(books.sourceRef, title));
  return row ?? null;
}

/** A book's Hebrew, verse by verse, in order (a book imported from Sefaria gains its lemmas against this text). */
export function readBookVerses(db: DbOrTx, bookId: string) {
  return db.select({ chapter: bookVerses.chapter, verse: bookVerses.verse, hebrew: bookVerses.hebrewText }).from(bookVerses)
    .where(eq(bookVerses.bookId, bookId)).orderBy(asc(bookVerses.chapter), asc(bookVerses.verse));
}

const LEMMAS_PER_INSERT = 2000;

/** The book's word analyses replaced by `rows` in the caller's transaction, and the book marked as holding OpenScriptures' data. */
export async function replaceBookAnalyses(tx: Tx, bookId: string, rows: BookLemmaRow[], canonOrder: number): Promise<void> {
  await tx.delete(bookWordLemmas).where(eq(bookWordLemmas.bookId, bookId));
  for (let i = 0; i < rows.length; i += LEMMAS_PER_INSERT) await tx.insert(bookWordLemmas).values(rows.slice(i, i + LEMMAS_PER_INSERT));
  await tx.update(books).set({ oshbImportedAt: sql`now()`, canonOrder }).where(eq(books.id, bookId));
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
