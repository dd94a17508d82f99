import { asc, eq } from "drizzle-orm";
import { recountChapterWords } from "../../db/chapter-words";
import type { Db } from "../../db/client";
import { books, bookVerses, bookWordLemmas } from "../../db/schema";

export type LemmaRow = typeof bookWordLemmas.$inferInsert;

export async function findBookForLemmas(db: Db, bookId: string) {
  const [row] = await db.select({ id: books.id, title: books.title, sourceRef: books.sourceRef }).from(books).where(eq(books.id, bookId));
  return row ?? null;
}

/** The book's Hebrew, verse by verse, in order. */
export function bookVerseTexts(db: Db, bookId: string) {
  return db.select({ chapter: bookVerses.chapter, verse: bookVerses.verse, hebrew: bookVerses.hebrewText }).from(bookVerses)
    .where(eq(bookVerses.bookId, bookId)).orderBy(asc(bookVerses.chapter), asc(bookVerses.verse));
}

/** The book's lemmas replaced by `rows`, and its words counted again with them (lemma-aware coverage), in one transaction: all or nothing. */
export async function replaceBookLemmas(db: Db, bookId: string, rows: LemmaRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(bookWordLemmas).where(eq(bookWordLemmas.bookId, bookId));
    for (let i = 0; i < rows.length; i += 2000) await tx.insert(bookWordLemmas).values(rows.slice(i, i + 2000));
    await recountChapterWords(tx, bookId);
  });
}
