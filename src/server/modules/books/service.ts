import type { BookCoverage, BookDetail, BookSummary, ChapterText, LibraryBook, ReadingProgress, SaveReadingProgress, StartBookImport } from "../../../shared/api/books";
import type { Job } from "../../../shared/api/jobs";
import { chapterLabel, parseChapterLabel } from "../../../shared/books/chapter-label";
import { IMPORTABLE_TITLES, pagesRange } from "../../../shared/books/importable-titles";
import { OSHB_CREDIT } from "../../../shared/books/tanakh-books";
import { chapterCoverage, coverageOf, formsRuleOf, suggestNextChapter, type CoverageVerse } from "../../../shared/reading/chapter-coverage";
import { chapterWordRows, readCoverageVerses, replaceChapterWords } from "../../db/chapter-words";
import type { Db } from "../../db/client";
import type { JobQueue } from "../../jobs/job-types";
import { conflict, invalid, notFound } from "../../lib/domain-error";
import { JsonText, jsonObjectText } from "../../lib/json-text";
import { computeBookCoverage, listBooksWithoutChapterWords, listKnownInChapter, readChapterPage, type ChapterPageRow } from "./coverage-queries";
import { BOOK_IMPORT_JOB } from "./import-book";
import {
  deleteBook, findBookEnd, findBookWithProgress, listBooksWithProgress, listChapters, presentProgress,
  upsertReadingProgress, verseExists, type BookRow,
} from "./queries";

const NO_BOOK = "books_no_book";

type Row = Pick<Awaited<ReturnType<typeof listBooksWithProgress>>[number], "book" | "lastChapter" | "lastVerse" | "lastReadAt">;

function presentBook({ book, lastChapter, lastVerse, lastReadAt }: Row): BookSummary {
  const b: BookRow = book;
  return {
    id: b.id, title: b.title, hebrewTitle: b.hebrewTitle, category: b.category, description: b.description,
    addressType: b.addressType, totalChapters: b.totalChapters, totalVerses: b.totalVerses,
    firstChapterLabel: chapterLabel(b.firstChapter ?? (b.addressType === "Talmud" ? 3 : 1), b.addressType),
    createdAt: b.createdAt.toISOString(),
    credit: b.oshbImportedAt ? OSHB_CREDIT : null,
    progress: presentProgress(lastChapter !== null && lastVerse !== null && lastReadAt !== null ? { lastChapter, lastVerse, lastReadAt } : null, b.addressType),
  };
}

/** Counts the words of books imported before book_chapter_words, or with morphology before migration 0026 (once each, then they have rows). */
async function countMissingChapterWords(db: Db, bookIds: string[]): Promise<boolean> {
  const missing = await listBooksWithoutChapterWords(db, bookIds);
  for (const { id: bookId, category } of missing) {
    const rows = chapterWordRows(await readCoverageVerses(db, bookId), formsRuleOf(category ?? ""));
    await db.transaction((tx) => replaceChapterWords(tx, bookId, "all", rows));
  }
  return missing.length > 0;
}

function bookCoverage(book: BookSummary, firstChapter: number | null, known: number, total: number): BookCoverage {
  const next = total > 0 ? suggestNextChapter({ firstChapter, lastChapter: book.progress?.lastChapter ?? null }) : null;
  return { ...coverageOf(known, total), suggestedNext: next === null ? null : { chapter: next, label: chapterLabel(next, book.addressType) } };
}

/**
 * The library: every book, newest first, each with the user's progress and coverage from their
 * library summary (one statement); the books whose summary is missing or stale (a word became known,
 * a book was imported) are counted again in one more statement and stored, and the suggested next
 * chapter is where the learner stopped, or where the book starts.
 */
export async function listBooks(db: Db, userId: string): Promise<{ books: LibraryBook[] }> {
  const rows = await listBooksWithProgress(db, userId);
  const stale = rows.filter((r) => r.book.totalVerses > 0 && !r.fresh).map((r) => r.book.id);
  const computed = new Map<string, { knownTokens: number; totalTokens: number }>();
  if (stale.length > 0) {
    await countMissingChapterWords(db, stale);
    for (const c of await computeBookCoverage(db, userId, stale)) computed.set(c.bookId, c);
  }
  return {
    books: rows.map((row) => {
      const book = presentBook(row);
      const tally = computed.get(book.id) ?? (row.fresh ? { knownTokens: row.knownTokens ?? 0, totalTokens: row.totalTokens ?? 0 } : { knownTokens: 0, totalTokens: 0 });
      return { ...book, coverage: bookCoverage(book, row.book.firstChapter, tally.knownTokens, tally.totalTokens) };
    }),
  };
}

export async function getBook(db: Db, userId: string, bookId: string): Promise<BookDetail> {
  const [row, chapters] = await Promise.all([findBookWithProgress(db, bookId, userId), listChapters(db, bookId)]);
  if (!row) throw notFound(NO_BOOK);
  const book = presentBook(row);
  const { sourceEnd, sourceEndExact } = row.book;
  return {
    ...book,
    chapters: chapters.map((c) => ({ ...c, label: chapterLabel(c.chapter, book.addressType) })),
    sourceEnd: sourceEnd === null ? null : { chapter: sourceEnd, label: chapterLabel(sourceEnd, book.addressType), exact: sourceEndExact },
  };
}

/**
 * One chapter (or amud) by its label, with its verses and its neighbours: the verses, the lemmas and
 * the learner's stabilities as the JSON text the statement wrote, joined to the small parts written
 * here (the labels, the coverage) without being parsed.
 */
export async function getChapter(db: Db, userId: string, bookId: string, label: string): Promise<JsonText<ChapterText>> {
  // The label needs the book's numbering; both Talmud ("2a") and numbers ("3") parse one way each.
  const chapter = parseChapterLabel(label, /[ab]$/i.test(label.trim()) ? "Talmud" : "Integer");
  if (chapter === null) throw invalid("books_chapter_format");
  // One statement: the frame, the verses, the lemmas and the learner's known words in the chapter.
  const page = await readChapterPage(db, userId, bookId, chapter);
  const { frame, verseCount } = page;
  if (!frame) throw notFound(NO_BOOK);
  const type = frame.addressType;
  // A chapter outside the book is not found; one inside it that has no verses (a gap left by a
  // range import) is shown as 'No verses found for this chapter.'.
  const outside = verseCount === 0 && (frame.previous === null || frame.next === null);
  if (chapterLabel(chapter, type) !== label.trim().toLowerCase() || outside) throw notFound("books_no_chapter");
  const coverage = page.known.counted || verseCount === 0
    ? coverageFromCounts(page.known)
    : await coverageOfUncounted(db, userId, bookId, chapter, page, frame.category);
  const near = (c: number | null) => (c === null ? null : { chapter: c, label: chapterLabel(c, type) });
  return jsonObjectText<ChapterText>({
    bookId,
    chapter: { chapter, label: chapterLabel(chapter, type), verseCount },
    previous: near(frame.previous),
    next: near(frame.next),
    verses: new JsonText(page.versesJson),
    lemmas: new JsonText(page.lemmasJson),
    coverage,
    lemmaStability: new JsonText(page.stabilityJson),
  });
}

/** The chapter's coverage as the statement tallied it from the stored counts (chapterCoverage's figures and lists). */
function coverageFromCounts(known: ChapterPageRow["known"]): ChapterText["coverage"] {
  const sorted = (list: string[]) => [...list].sort();
  return { ...coverageOf(Number(known.knownTokens), Number(known.totalTokens)), knownForms: sorted(known.forms), knownLemmas: sorted(known.lemmas) };
}

/** A book imported before book_chapter_words: its words are counted now, once, and this chapter's coverage computed from its text. */
async function coverageOfUncounted(db: Db, userId: string, bookId: string, chapter: number, page: ChapterPageRow, category: string): Promise<ChapterText["coverage"]> {
  const lemmas = JSON.parse(page.lemmasJson) as ChapterText["lemmas"];
  const verses: CoverageVerse[] = (JSON.parse(page.versesJson) as ChapterText["verses"]).map((v) => ({ hebrew: v.hebrew, lemmas: lemmas[String(v.verse)] }));
  const known = (await countMissingChapterWords(db, [bookId])) ? await listKnownInChapter(db, userId, bookId, chapter) : { forms: [], lemmas: [] };
  return chapterCoverage(verses, { forms: new Set(known.forms), lemmas: new Set(known.lemmas) }, formsRuleOf(category));
}

export async function removeBook(db: Db, bookId: string): Promise<void> {
  if (!(await deleteBook(db, bookId))) throw notFound(NO_BOOK);
}

/** Saves where the user is in a book: one row per user and book, the verse they reached, stamped `at` (deps.now). */
export async function saveReadingProgress(db: Db, userId: string, bookId: string, { chapter, verse }: SaveReadingProgress, at: Date): Promise<ReadingProgress> {
  const [row, exists] = await Promise.all([findBookWithProgress(db, bookId, userId), verseExists(db, bookId, chapter, verse)]);
  if (!row) throw notFound(NO_BOOK);
  if (!exists) throw invalid("books_no_chapter_verse");
  return presentProgress(await upsertReadingProgress(db, userId, bookId, chapter, verse, at), row.book.addressType)!;
}

export async function startBookImport(jobs: JobQueue, userId: string, request: StartBookImport): Promise<{ job: Job }> {
  return { job: await jobs.enqueue(BOOK_IMPORT_JOB, { title: request.title, ...(request.range ? { range: request.range } : {}) }, userId) };
}

/** How many pages (amudim) the reader's 'Import the next pages' asks for: five dapim. */
export const NEXT_PAGES_AMUDIM = 10;

/**
 * 'Import the next pages' (admin, from the reader's last page of a tractate): the book-import job for the amudim after the
 * last one the library holds, cut at the tractate's end (a tractate imported to its end: the job says there is no more).
 */
export async function startNextPagesImport(db: Db, jobs: JobQueue, userId: string, bookId: string): Promise<{ job: Job }> {
  const book = await findBookEnd(db, bookId);
  if (!book) throw notFound(NO_BOOK);
  if (book.addressType !== "Talmud" || book.sourceRef === null) throw invalid("books_next_pages_talmud");
  // A tractate whose end an import read and the library holds: nothing to ask the texts library for.
  if (book.sourceEndExact && book.sourceEnd !== null && (book.lastChapter ?? 0) >= book.sourceEnd) {
    throw conflict("books_no_more_pages", { title: book.title, label: chapterLabel(book.sourceEnd, "Talmud") });
  }
  const range = pagesRange((book.lastChapter ?? 2) + 1, NEXT_PAGES_AMUDIM);
  return { job: await jobs.enqueue(BOOK_IMPORT_JOB, { title: book.sourceRef, range, upToEnd: true }, userId) };
}

export const listImportableTitles = () => ({ titles: [...IMPORTABLE_TITLES] });
