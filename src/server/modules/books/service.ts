import type { BookDetail, BookSummary, ChapterText, ReadingProgress, SaveReadingProgress, StartBookImport } from "../../../shared/api/books";
import type { Job } from "../../../shared/api/jobs";
import { chapterLabel, parseChapterLabel } from "../../../shared/books/chapter-label";
import { IMPORTABLE_TITLES } from "../../../shared/books/importable-titles";
import type { Db } from "../../db/client";
import type { JobQueue } from "../../jobs/job-types";
import { invalid, notFound } from "../../lib/domain-error";
import { BOOK_IMPORT_JOB } from "./import-book";
import {
  deleteBook, findBookWithProgress, findChapterFrame, listBooksWithProgress, listChapters, presentProgress, readChapter,
  upsertReadingProgress, verseExists, type BookRow,
} from "./queries";

const NO_BOOK = "There is no such book.";

type Row = Awaited<ReturnType<typeof listBooksWithProgress>>[number];

function presentBook({ book, lastChapter, lastVerse, lastReadAt }: Row): BookSummary {
  const b: BookRow = book;
  return {
    id: b.id, title: b.title, hebrewTitle: b.hebrewTitle, category: b.category, description: b.description,
    addressType: b.addressType, totalChapters: b.totalChapters, totalVerses: b.totalVerses,
    firstChapterLabel: chapterLabel(b.firstChapter ?? (b.addressType === "Talmud" ? 3 : 1), b.addressType),
    createdAt: b.createdAt.toISOString(),
    progress: presentProgress(lastChapter !== null && lastVerse !== null && lastReadAt !== null ? { lastChapter, lastVerse, lastReadAt } : null, b.addressType),
  };
}

/** The library: every book, newest first, each with the user's progress (one statement). */
export async function listBooks(db: Db, userId: string): Promise<{ books: BookSummary[] }> {
  return { books: (await listBooksWithProgress(db, userId)).map(presentBook) };
}

export async function getBook(db: Db, userId: string, bookId: string): Promise<BookDetail> {
  const [row, chapters] = await Promise.all([findBookWithProgress(db, bookId, userId), listChapters(db, bookId)]);
  if (!row) throw notFound(NO_BOOK);
  const book = presentBook(row);
  return { ...book, chapters: chapters.map((c) => ({ ...c, label: chapterLabel(c.chapter, book.addressType) })) };
}

/** One chapter (or amud) by its label, with its verses and its neighbours. */
export async function getChapter(db: Db, bookId: string, label: string): Promise<ChapterText> {
  // The label needs the book's numbering; both Talmud ("2a") and numbers ("3") parse one way each.
  const chapter = parseChapterLabel(label, /[ab]$/i.test(label.trim()) ? "Talmud" : "Integer");
  if (chapter === null) throw invalid("Chapter must be a number, or a page such as 2a.");
  // One statement when the chapter has verses; the frame alone tells a gap from a chapter outside.
  const read = await readChapter(db, bookId, chapter);
  const verses = read?.verses ?? [];
  const frame = read?.frame ?? await findChapterFrame(db, bookId, chapter);
  if (!frame) throw notFound(NO_BOOK);
  const type = frame.addressType;
  // A chapter outside the book is not found; one inside it that has no verses (a gap left by a
  // range import) is shown as 'No verses found for this chapter.'.
  const outside = verses.length === 0 && (frame.previous === null || frame.next === null);
  if (chapterLabel(chapter, type) !== label.trim().toLowerCase() || outside) throw notFound("There is no such chapter in this book.");
  const near = (c: number | null) => (c === null ? null : { chapter: c, label: chapterLabel(c, type) });
  return {
    bookId,
    chapter: { chapter, label: chapterLabel(chapter, type), verseCount: verses.length },
    previous: near(frame.previous),
    next: near(frame.next),
    verses,
  };
}

export async function removeBook(db: Db, bookId: string): Promise<void> {
  if (!(await deleteBook(db, bookId))) throw notFound(NO_BOOK);
}

/** Saves where the user is in a book: one row per user and book, the verse they reached. */
export async function saveReadingProgress(db: Db, userId: string, bookId: string, { chapter, verse }: SaveReadingProgress): Promise<ReadingProgress> {
  const [row, exists] = await Promise.all([findBookWithProgress(db, bookId, userId), verseExists(db, bookId, chapter, verse)]);
  if (!row) throw notFound(NO_BOOK);
  if (!exists) throw invalid("This book has no such chapter and verse.");
  return presentProgress(await upsertReadingProgress(db, userId, bookId, chapter, verse), row.book.addressType)!;
}

export async function startBookImport(jobs: JobQueue, userId: string, request: StartBookImport): Promise<{ job: Job }> {
  return { job: await jobs.enqueue(BOOK_IMPORT_JOB, { title: request.title, ...(request.range ? { range: request.range } : {}) }, userId) };
}

export const listImportableTitles = () => ({ titles: [...IMPORTABLE_TITLES] });
