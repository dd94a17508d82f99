import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { BookCategory, ReadingProgress } from "../../../shared/api/books";
import { chapterLabel, type AddressType } from "../../../shared/books/chapter-label";
import { bookHasRows, replaceChapterWords, type ChapterWordRow } from "../../db/chapter-words";
import { changedRowsOnly, insertUnnest, type BulkColumn } from "../../db/bulk-insert";
import type { DbOrTx, Tx } from "../../db/client";
import { books, bookVerses, userBookCoverage, userReadingProgress } from "../../db/schema";
import { libraryVersion } from "./coverage-queries";

export interface BookRow {
  id: string;
  title: string;
  hebrewTitle: string;
  category: BookCategory;
  description: string | null;
  addressType: AddressType;
  totalChapters: number;
  totalVerses: number;
  firstChapter: number | null;
  oshbImportedAt: Date | null;
  sourceEnd: number | null;
  sourceEndExact: boolean;
  createdAt: Date;
}

const firstChapter = sql<number | null>`(select min(${bookVerses.chapter}) from ${bookVerses} where ${bookVerses.bookId} = ${books.id})`;
const bookColumns = {
  id: books.id,
  title: books.title,
  hebrewTitle: sql<string>`coalesce(${books.hebrewTitle}, '')`,
  category: sql<BookCategory>`${books.category}`,
  description: books.description,
  addressType: books.addressType,
  totalChapters: books.totalChapters,
  totalVerses: books.totalVerses,
  firstChapter,
  oshbImportedAt: books.oshbImportedAt,
  sourceEnd: books.sourceEnd,
  sourceEndExact: books.sourceEndExact,
  createdAt: books.createdAt,
};

export function presentProgress(row: { lastChapter: number; lastVerse: number; lastReadAt: Date } | null, addressType: AddressType): ReadingProgress | null {
  if (!row) return null;
  return { lastChapter: row.lastChapter, lastChapterLabel: chapterLabel(row.lastChapter, addressType), lastVerse: row.lastVerse, lastReadAt: row.lastReadAt.toISOString() };
}

/**
 * Every book, newest first, with the user's reading progress and their library summary (known and
 * total tokens, and whether it is of their current library version): the library in one statement.
 * The books one import brought share its moment (import-bible.ts): among them, the Tanakh's order
 * (Genesis first, not the last one written), then by title.
 */
export async function listBooksWithProgress(db: DbOrTx, userId: string) {
  return db
    .select({
      book: bookColumns, lastChapter: userReadingProgress.lastChapter, lastVerse: userReadingProgress.lastVerse, lastReadAt: userReadingProgress.lastReadAt,
      knownTokens: userBookCoverage.knownTokens, totalTokens: userBookCoverage.totalTokens,
      fresh: sql<boolean>`coalesce(${userBookCoverage.version} = ${libraryVersion(userId)}, false)`,
    })
    .from(books)
    .leftJoin(userReadingProgress, and(eq(userReadingProgress.bookId, books.id), eq(userReadingProgress.userId, userId)))
    .leftJoin(userBookCoverage, and(eq(userBookCoverage.bookId, books.id), eq(userBookCoverage.userId, userId)))
    .orderBy(desc(books.createdAt), sql`${books.canonOrder} asc nulls last`, asc(books.title));
}

export async function findBookWithProgress(db: DbOrTx, bookId: string, userId: string) {
  const [row] = await db
    .select({ book: bookColumns, lastChapter: userReadingProgress.lastChapter, lastVerse: userReadingProgress.lastVerse, lastReadAt: userReadingProgress.lastReadAt })
    .from(books)
    .leftJoin(userReadingProgress, and(eq(userReadingProgress.bookId, books.id), eq(userReadingProgress.userId, userId)))
    .where(eq(books.id, bookId));
  return row ?? null;
}

/** The chapters a book holds, in order, with their verse counts. */
export async function listChapters(db: DbOrTx, bookId: string): Promise<{ chapter: number; verseCount: number }[]> {
  return db
    .select({ chapter: bookVerses.chapter, verseCount: sql<number>`count(*)::int` })
    .from(bookVerses)
    .where(eq(bookVerses.bookId, bookId))
    .groupBy(bookVerses.chapter)
    .orderBy(asc(bookVerses.chapter));
}

/**
 * A book's title in the texts library, its numbering, its last chapter with text (null: none) and how far its source goes
 * (books.source_end), or null when there is no such book.
 */
export async function findBookEnd(db: DbOrTx, bookId: string): Promise<{
  sourceRef: string | null; title: string; addressType: AddressType; lastChapter: number | null; sourceEnd: number | null; sourceEndExact: boolean;
} | null> {
  const [book] = await db.select({ sourceRef: books.sourceRef, title: books.title, addressType: books.addressType, sourceEnd: books.sourceEnd, sourceEndExact: books.sourceEndExact })
    .from(books).where(eq(books.id, bookId));
  if (!book) return null;
  const [last] = await db.select({ chapter: sql<number | null>`max(${bookVerses.chapter})` }).from(bookVerses).where(eq(bookVerses.bookId, bookId));
  return { ...book, addressType: book.addressType as AddressType, lastChapter: last?.chapter == null ? null : Number(last.chapter) };
}

export async function deleteBook(db: DbOrTx, bookId: string): Promise<boolean> {
  const rows = await db.delete(books).where(eq(books.id, bookId)).returning({ id: books.id });
  return rows.length > 0;
}

/** Whether the book holds this chapter (and verse). */
export async function verseExists(db: DbOrTx, bookId: string, chapter: number, verse: number): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(bookVerses)
    .where(and(eq(bookVerses.bookId, bookId), eq(bookVerses.chapter, chapter), eq(bookVerses.verse, verse))).limit(1);
  return rows.length > 0;
}

export async function upsertReadingProgress(db: DbOrTx, userId: string, bookId: string, chapter: number, verse: number, at: Date) {
  const [row] = await db
    .insert(userReadingProgress)
    .values({ userId, bookId, lastChapter: chapter, lastVerse: verse, lastReadAt: at })
    .onConflictDoUpdate({ target: [userReadingProgress.userId, userReadingProgress.bookId], set: { lastChapter: chapter, lastVerse: verse, lastReadAt: at } })
    .returning({ lastChapter: userReadingProgress.lastChapter, lastVerse: userReadingProgress.lastVerse, lastReadAt: userReadingProgress.lastReadAt });
  return row!;
}

export interface ImportedVerse {
  chapter: number;
  verse: number;
  hebrewText: string;
  englishText: string | null;
  spanishText: string | null;
  frenchText: string | null;
  italianText: string | null;
  portugueseText: string | null;
}

const VERSE_COLUMNS: BulkColumn<ImportedVerse>[] = [
  ["chapter", "int", (v) => v.chapter], ["verse", "int", (v) => v.verse], ["hebrew_text", "text", (v) => v.hebrewText],
  ["english_text", "text", (v) => v.englishText], ["spanish_text", "text", (v) => v.spanishText], ["french_text", "text", (v) => v.frenchText],
  ["italian_text", "text", (v) => v.italianText], ["portuguese_text", "text", (v) => v.portugueseText],
];

/** The id of the book imported under this texts-library title, or null. */
export async function findBookIdBySourceRef(db: DbOrTx, sourceRef: string): Promise<string | null> {
  const [row] = await db.select({ id: books.id }).from(books).where(eq(books.sourceRef, sourceRef));
  return row?.id ?? null;
}

const VERSE_TEXTS = ["hebrew_text", "english_text", "spanish_text", "french_text", "italian_text", "portuguese_text"];
/**
 * A verse imported again takes the import's text and translations. Verses whose texts are all the
 * same are filtered out before the upsert (changedRowsOnly): their hebrew_plain is not computed
 * again, and they are neither locked nor written.
 */
const UPSERT_VERSE = {
  where: changedRowsOnly("book_verses", ["book_id", "chapter", "verse"], VERSE_TEXTS),
  onConflict: sql`on conflict (book_id, chapter, verse) do update set
    hebrew_text = excluded.hebrew_text, english_text = excluded.english_text, spanish_text = excluded.spanish_text,
    french_text = excluded.french_text, italian_text = excluded.italian_text, portuguese_text = excluded.portuguese_text
  where (book_verses.hebrew_text, book_verses.english_text, book_verses.spanish_text, book_verses.french_text, book_verses.italian_text, book_verses.portuguese_text)
    is distinct from (excluded.hebrew_text, excluded.english_text, excluded.spanish_text, excluded.french_text, excluded.italian_text, excluded.portuguese_text)`,
};

/**
 * Writes an imported text in the caller's transaction: the book found by its Sefaria title
 * (updated, never copied), its verses and counted words of the imported chapters replaced, its
 * totals recounted. Only what changed is written: verses the import no longer has are deleted (a
 * new book has none: the delete is skipped), a verse whose text is the same is left as it is (nor
 * are its trigram entries rewritten), and so are the counted words (replaceChapterWords).
 * `createdAt`: a new book's moment in the library (an import of several books gives them one); an
 * existing book keeps its own.
 */
export async function saveImportedBook(
  tx: Tx,
  book: {
    sourceRef: string; title: string; hebrewTitle: string; category: BookCategory; description: string | null; addressType: AddressType; createdAt?: Date;
    sourceEnd?: number; sourceEndExact?: boolean;
  },
  chapters: number[], verses: ImportedVerse[], chapterWords: ChapterWordRow[],
): Promise<string> {
  const [row] = await tx
    .insert(books)
    .values(book)
    .onConflictDoUpdate({
      target: books.sourceRef,
      set: {
        title: book.title, hebrewTitle: book.hebrewTitle, category: book.category, description: book.description, addressType: book.addressType,
        ...(book.sourceEnd === undefined ? {} : sourceEndMerged),
      },
    })
    .returning({ id: books.id });
  const bookId = row!.id;
  // A book imported the first time has no verses yet: nothing to delete nor to compare, a plain insert.
  const had = await bookHasRows(tx, "book_verses", bookId);
  if (chapters.length > 0 && had) {
    await tx.execute(sql`delete from book_verses v where v.book_id = ${bookId} and v.chapter = any(${sql.param(chapters)}::int[])
      and not exists (select 1 from unnest(${sql.param(verses.map((x) => x.chapter))}::int[], ${sql.param(verses.map((x) => x.verse))}::int[]) as n(chapter, verse)
        where n.chapter = v.chapter and n.verse = v.verse)`);
  }
  await insertUnnest(tx, "book_verses", VERSE_COLUMNS, verses, { constants: [["book_id", "uuid", bookId]], ...(had ? UPSERT_VERSE : {}) });
  if (chapters.length > 0) await replaceChapterWords(tx, bookId, chapters, chapterWords);
  await recountBookTotals(tx, bookId);
  return bookId;
}

/**
 * A re-import's end beside the one the book has: an exact end wins over a least one (the new one where both are), and
 * of two least ones the further.
 */
const sourceEndMerged = {
  sourceEnd: sql`case when excluded.source_end_exact then excluded.source_end when ${books.sourceEndExact} then ${books.sourceEnd}
    else greatest(excluded.source_end, ${books.sourceEnd}) end`,
  sourceEndExact: sql`excluded.source_end_exact or ${books.sourceEndExact}`,
};

/** The end of a book's text that an import found without importing (a tractate's next pages past its end): it is exact. */
export async function recordSourceEnd(db: DbOrTx, sourceRef: string, end: { chapter: number; exact: boolean }): Promise<void> {
  await db.update(books).set({ sourceEnd: end.chapter, sourceEndExact: end.exact }).where(eq(books.sourceRef, sourceRef));
}

/** The book's chapter and verse totals counted again from its verses. */
async function recountBookTotals(tx: DbOrTx, bookId: string): Promise<void> {
  await tx
    .update(books)
    .set({
      totalChapters: sql`(select count(distinct ${bookVerses.chapter})::int from ${bookVerses} where ${bookVerses.bookId} = ${bookId})`,
      totalVerses: sql`(select count(*)::int from ${bookVerses} where ${bookVerses.bookId} = ${bookId})`,
    })
    .where(eq(books.id, bookId));
}

/**
 * Verses added to a book that holds others (the chapters it lacks), in the caller's transaction:
 * a verse the book already holds stays as it is (never a second copy), and its totals are counted again.
 */
export async function addBookVerses(tx: Tx, bookId: string, verses: ImportedVerse[]): Promise<void> {
  await insertUnnest(tx, "book_verses", VERSE_COLUMNS, verses, { constants: [["book_id", "uuid", bookId]], onConflictDoNothing: true });
  await recountBookTotals(tx, bookId);
}

