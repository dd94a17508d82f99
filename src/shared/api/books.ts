import { z } from "zod";
import { schemaMessage } from "../i18n/schema-message";
import { JobSchema } from "./jobs";

/**
 * Books: the library, the reader's chapters and the learner's reading progress (one row per
 * user and book). A chapter is Sefaria's 1-based section number (see src/shared/books/chapter-label.ts): for
 * the Talmud an amud, shown and addressed by its label ("2a"); for the rest the chapter number.
 */
export const BOOK_CATEGORIES = ["Tanakh", "Mishnah", "Talmud", "Targum"] as const;
export const BookCategorySchema = z.enum(BOOK_CATEGORIES);
export type BookCategory = z.infer<typeof BookCategorySchema>;

export const AddressTypeSchema = z.enum(["Integer", "Talmud"]);

export const ReadingProgressSchema = z.object({
  /** Stored chapter number and its label ("2:14" is shown as `${lastChapterLabel}:${lastVerse}`). */
  lastChapter: z.number().int(),
  lastChapterLabel: z.string(),
  lastVerse: z.number().int(),
  lastReadAt: z.string(),
});
export type ReadingProgress = z.infer<typeof ReadingProgressSchema>;

export const BookSummarySchema = z.object({
  id: z.string().uuid(),
  /** Sefaria's title, e.g. "Genesis", "Berakhot". */
  title: z.string(),
  hebrewTitle: z.string(),
  category: BookCategorySchema,
  description: z.string().nullable(),
  addressType: AddressTypeSchema,
  totalChapters: z.number().int(),
  totalVerses: z.number().int(),
  /** Label of the first chapter the book holds ("1", or "2a" for a whole tractate). */
  firstChapterLabel: z.string(),
  createdAt: z.string(),
  /** The signed-in user's progress in this book, or null (Start vs Continue Reading). */
  progress: ReadingProgressSchema.nullable(),
  /** The credit a source's licence asks for (OSHB_CREDIT for a book with OpenScriptures' text or morphology), or null. */
  credit: z.string().nullable(),
});
export type BookSummary = z.infer<typeof BookSummarySchema>;


export const BookChapterSchema = z.object({
  chapter: z.number().int(),
  label: z.string(),
  verseCount: z.number().int(),
});
export type BookChapter = z.infer<typeof BookChapterSchema>;

/**
 * How far the texts library's text of a book goes, as its import learned it: `exact`, its last chapter (a tractate's
 * last amud); otherwise at least so far (a tractate's index record's count). The reader's last page of a tractate says
 * from it whether the tractate ends there or goes on.
 */
export const SourceEndSchema = z.object({ chapter: z.number().int(), label: z.string(), exact: z.boolean() });
export type SourceEnd = z.infer<typeof SourceEndSchema>;

/** GET /api/books/:bookId : the book with its chapters in order (the reader's dropdown) and how far its source goes (null: unknown). */
export const BookDetailSchema = BookSummarySchema.extend({ chapters: z.array(BookChapterSchema), sourceEnd: SourceEndSchema.nullable() });
export type BookDetail = z.infer<typeof BookDetailSchema>;

export const VerseSchema = z.object({
  verse: z.number().int(),
  /** As Sefaria has it (niqqud and cantillation kept, NFC), markup reduced to plain text. */
  hebrew: z.string(),
  english: z.string().nullable(),
  spanish: z.string().nullable(),
  french: z.string().nullable(),
  italian: z.string().nullable(),
  portuguese: z.string().nullable(),
});
export type Verse = z.infer<typeof VerseSchema>;

/** A neighbouring chapter: where previous / next go. */
export const ChapterRefSchema = z.object({ chapter: z.number().int(), label: z.string() });

/**
 * How much of a text the learner knows, counted in word tokens (a word seen ten times counts ten
 * times): see src/shared/reading/chapter-coverage.ts. `percent` is rounded down; null for no words.
 */
export const CoverageSchema = z.object({
  knownTokens: z.number().int().nonnegative(),
  totalTokens: z.number().int().nonnegative(),
  percent: z.number().int().min(0).max(100).nullable(),
});
export type Coverage = z.infer<typeof CoverageSchema>;

/**
 * A chapter's coverage, the plain forms of the learner's known words found in it (for its words
 * without a lemma) and their known lemmas found in it (the reader underlines by both: `isKnownToken`).
 */
export const ChapterCoverageSchema = CoverageSchema.extend({ knownForms: z.array(z.string()), knownLemmas: z.array(z.string()) });

/** A book's coverage over its imported chapters, and the chapter to read next: where the learner stopped, else where the book starts. */
export const BookCoverageSchema = CoverageSchema.extend({ suggestedNext: ChapterRefSchema.nullable() });
export type BookCoverage = z.infer<typeof BookCoverageSchema>;

export const LibraryBookSchema = BookSummarySchema.extend({ coverage: BookCoverageSchema });
export type LibraryBook = z.infer<typeof LibraryBookSchema>;

/** GET /api/books : every book, newest first, with the actor's progress and coverage (one request). */
export const BookListSchema = z.object({ books: z.array(LibraryBookSchema) });

/** GET /api/books/:bookId/chapters/:chapter (:chapter is a label: "3", "2a") : one request per chapter. */
export const ChapterTextSchema = z.object({
  bookId: z.string().uuid(),
  chapter: BookChapterSchema,
  /** The neighbouring chapters the book holds, for previous / next (null at the bounds). */
  previous: ChapterRefSchema.nullable(),
  next: ChapterRefSchema.nullable(),
  verses: z.array(VerseSchema),
  /**
   * In a book with morphology, each verse's word lemmas (Strong's numbers with the homonym letter
   * other than the first, "H559", "H2416e": shared/dictionary/lexical-links#lemmaKey) by the reader's
   * 1-based word position (`lemmas[verse][position - 1]`, null: none); {} without morphology.
   */
  lemmas: z.record(z.string(), z.array(z.string().nullable())),
  /** The signed-in learner's coverage of this chapter. */
  coverage: ChapterCoverageSchema,
  /**
   * While the learner reads with 'Vowels on the words I know: fade' ({} otherwise), the stability in
   * days (FSRS) of their best review card of each lemma of this chapter they have one for: a lemma
   * above their threshold shows without points (src/shared/reading/word-vowels.ts).
   */
  lemmaStability: z.record(z.string(), z.number().nonnegative()),
});
export type ChapterText = z.infer<typeof ChapterTextSchema>;

export const BookParamsSchema = z.object({ bookId: z.string().uuid() });
export const ChapterParamsSchema = z.object({ bookId: z.string().uuid(), chapter: z.string().min(1).max(8) });

/** PUT /api/books/:bookId/progress : the verse the reader reached (one row per user and book). */
export const SaveReadingProgressSchema = z.object({
  chapter: z.number().int().min(1).max(10_000),
  verse: z.number().int().min(1).max(10_000),
}).strict();
export type SaveReadingProgress = z.infer<typeof SaveReadingProgressSchema>;

/**
 * POST /api/books/import (admin) : import a whole text, or a range, from Sefaria as a background
 * job. `title` is a Sefaria index title ("Genesis", "Mishnah Berakhot", "Berakhot"); `range`
 * optionally limits it: "1-5", "3" for chapters, "2a-5b" or "2a" for Talmud pages.
 */
export const StartBookImportSchema = z.object({
  title: z.string().trim().min(1, schemaMessage("books_choose_text")).max(200),
  range: z.string().trim().max(40).optional(),
}).strict();
export type StartBookImport = z.infer<typeof StartBookImportSchema>;
export const StartBookImportResultSchema = z.object({ job: JobSchema });

/** One entry of the built-in list of importable titles (GET /api/books/import/titles, admin). */
export const ImportableTitleSchema = z.object({
  title: z.string(),
  hebrewTitle: z.string(),
  category: BookCategorySchema,
});
export type ImportableTitle = z.infer<typeof ImportableTitleSchema>;
export const ImportableTitleListSchema = z.object({ titles: z.array(ImportableTitleSchema) });
