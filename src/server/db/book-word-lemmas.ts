import { and, asc, eq, inArray } from "drizzle-orm";
import { insertUnnest, type BulkColumn } from "./bulk-insert";
import type { DbOrTx } from "./client";
import { bookVerses, bookWordLemmas } from "./schema";

/** What the Hebrew Bible import (books) and the lemma import (dictionary) both read and write of a book's words. */
export type BookLemmaRow = typeof bookWordLemmas.$inferInsert;

const LEMMA_COLUMNS: BulkColumn<BookLemmaRow>[] = [
  ["chapter", "int", (r) => r.chapter], ["verse", "int", (r) => r.verse], ["position", "int", (r) => r.position],
  ["surface", "text", (r) => r.surface], ["strong", "text", (r) => r.strong], ["prefix", "text", (r) => r.prefix ?? ""],
  ["lemma", "text", (r) => r.lemma], ["morph", "text", (r) => r.morph], ["parts", "text", (r) => r.parts],
];

/** A book's Hebrew, verse by verse, in order: the text each word's analysis is placed on. */
export function readBookVerses(db: DbOrTx, bookId: string) {
  return db.select({ chapter: bookVerses.chapter, verse: bookVerses.verse, hebrew: bookVerses.hebrewText }).from(bookVerses)
    .where(eq(bookVerses.bookId, bookId)).orderBy(asc(bookVerses.chapter), asc(bookVerses.verse));
}

/** The word analyses of a book (or of these chapters of it) replaced by `rows` (of this book), in the caller's transaction. */
export async function writeBookLemmas(tx: DbOrTx, bookId: string, rows: BookLemmaRow[], chapters: number[] | "all" = "all"): Promise<void> {
  await tx.delete(bookWordLemmas).where(chapters === "all"
    ? eq(bookWordLemmas.bookId, bookId)
    : and(eq(bookWordLemmas.bookId, bookId), inArray(bookWordLemmas.chapter, chapters)));
  await insertUnnest(tx, "book_word_lemmas", LEMMA_COLUMNS, rows, { constants: [["book_id", "uuid", bookId]] });
}

/** The word analyses of some chapters of a book. */
export function readChapterLemmas(db: DbOrTx, bookId: string, chapters: number[]) {
  return db.select().from(bookWordLemmas).where(and(eq(bookWordLemmas.bookId, bookId), inArray(bookWordLemmas.chapter, chapters)));
}
