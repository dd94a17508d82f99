import { eq } from "drizzle-orm";
import { writeBookLemmas, type BookLemmaRow } from "../../db/book-word-lemmas";
import { recountChapterWords } from "../../db/chapter-words";
import type { Db } from "../../db/client";
import { books } from "../../db/schema";

export async function findBookForLemmas(db: Db, bookId: string) {
  const [row] = await db.select({ id: books.id, title: books.title, sourceRef: books.sourceRef }).from(books).where(eq(books.id, bookId));
  return row ?? null;
}

/** The book's lemmas replaced by `rows`, and its words counted again with them (lemma-aware coverage), in one transaction: all or nothing. */
export async function replaceBookLemmas(db: Db, bookId: string, rows: BookLemmaRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    await writeBookLemmas(tx, bookId, rows);
    await recountChapterWords(tx, bookId);
  });
}
