import type { ServerMessageKey, ServerMessageParams } from "../../../shared/i18n/server-messages";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { TANAKH_BOOKS, TANAKH_BY_TITLE, type TanakhBook } from "../../../shared/books/tanakh-books";
import { placeWords } from "../../../shared/hebrew/place-words";
import { formsRuleOf } from "../../../shared/reading/chapter-coverage";
import { analyseOshbWord } from "../../../shared/hebrew/oshb-word";
import { chapterWordRows, lemmasByVerse, recountChapterWords } from "../../db/chapter-words";
import type { Db } from "../../db/client";
import { settleIndexes } from "../../db/settle-indexes";
import type { Logger } from "../../lib/logger";
import { readWlcBook, wlcChapterNumbers, type WlcVerse } from "../../integrations/lexicons/read-wlc-book";
import { jobMessage, type JobContext, type JobDefinition } from "../../jobs/job-types";
import { invalid } from "../../lib/domain-error";
import { readBookVerses, type BookLemmaRow } from "../../db/book-word-lemmas";
import { findBookBySource, listBookChapters, replaceBookAnalyses } from "./bible-queries";
import { addBookVerses, saveImportedBook, type ImportedVerse } from "./queries";

export const BIBLE_IMPORT_JOB = "bible-import";

const PayloadSchema = z.object({ titles: z.array(z.string()).min(1) });

/** One verse's analysed words as rows at the reader's positions of `text`. */
function lemmaRows(bookId: string, v: WlcVerse, text: string): BookLemmaRow[] {
  const analysed = v.words.map((w) => ({ w, ...analyseOshbWord(w) }));
  const positions = placeWords(analysed, text);
  const rows: BookLemmaRow[] = [];
  analysed.forEach((a, i) => {
    const position = positions[i];
    if (position === null || position === undefined) return;
    rows.push({ bookId, chapter: v.chapter, verse: v.verse, position, surface: a.surface, strong: a.strong, prefix: a.prefix, lemma: a.w.lemma, morph: a.w.morph, parts: a.w.parts });
  });
  return rows;
}

const importedVerse = (v: WlcVerse): ImportedVerse => ({
  chapter: v.chapter, verse: v.verse, hebrewText: v.hebrew,
  englishText: null, spanishText: null, frenchText: null, italianText: null, portugueseText: null,
});

/** The chapters of the book's file that `held` lacks (the file's chapter elements only, not parsed). */
async function missingChapters(dir: string, book: TanakhBook, held: ReadonlySet<number>): Promise<number[]> {
  const xml = await fs.promises.readFile(path.join(dir, `${book.code}.xml`), "utf8");
  return wlcChapterNumbers(xml).filter((c) => !held.has(c));
}

async function readBook(dir: string, book: TanakhBook, signal: AbortSignal): Promise<WlcVerse[]> {
  const verses: WlcVerse[] = [];
  const stream = fs.createReadStream(path.join(dir, `${book.code}.xml`), { encoding: "utf8", signal });
  await readWlcBook(stream, (v) => {
    verses.push(v);
  });
  return verses;
}

/**
 * The Hebrew Bible offline: each chosen book read from morphhb's wlc/<code>.xml in
 * `dir` (no network), its verses, counted words and every word's lemma and morphology written in
 * one transaction per book. A book already holding OpenScriptures' data and every chapter of its
 * file is skipped, so a job run again after a failure goes on where it stopped; a book imported from
 * Sefaria first keeps its text (and translations) and gains the analyses, each word placed on the
 * reader's word of its verse: one book, never two copies. The chapters such a book lacks (imported
 * in part from Sefaria, e.g. Genesis 1–12) are added from the file with their analyses and counted
 * words, in the same transaction; so are those of a book an earlier version marked as done without them.
 * Once the books are written (or one failed after others were), their tables' indexes are settled
 * once (db/settle-indexes.ts), not after each book.
 */
export function bibleImportJob(deps: { db: Db; dir: string; log?: Logger }): JobDefinition<z.infer<typeof PayloadSchema>> {
  return {
    kind: BIBLE_IMPORT_JOB,
    payload: PayloadSchema,
    queuedMessage: "job_starting_import",
    // Aborted by a stopping server, it leaves nothing behind (one transaction at the end, or resumable): another server starts it again.
    onServerStop: "hand-over",
    failureMessage: "job_bible_failed",
    async run({ titles }, ctx: JobContext) {
      const chosen = TANAKH_BOOKS.filter((b) => titles.includes(b.title));
      if (chosen.length !== new Set(titles).size) throw invalid("bible_choose_books_period");
      const counts = { books: 0, skipped: 0, verses: 0, words: 0 };
      let lastBookId: string | null = null;
      // The books this run adds share one moment in the library, which lists them newest first and
      // then in the Tanakh's order: Genesis first after 'All 39 books', not II Chronicles.
      const importedAt = new Date();
      try {
        for (const [i, book] of chosen.entries()) {
          ctx.signal.throwIfAborted();
          const report = (key: ServerMessageKey, params: ServerMessageParams) => ctx.report({ key, params, percent: 1 + (98 * i) / chosen.length, counts });
          const existing = await findBookBySource(deps.db, book.title);
          const held = new Set(existing?.hasVerses ? await listBookChapters(deps.db, existing.id) : []);
          if (existing?.oshbImportedAt && (await missingChapters(deps.dir, book, held)).length === 0) {
            counts.skipped++;
            lastBookId = existing.id;
            await report("job_bible_already", { title: book.title, done: i + 1, total: chosen.length });
            continue;
          }
          await report("job_bible_importing", { title: book.title, done: i + 1, total: chosen.length });
          const verses = await readBook(deps.dir, book, ctx.signal);
          if (verses.length === 0) throw invalid("bible_no_verses", { file: book.code });
          let written = 0;
          if (existing?.hasVerses) {
            // A book from Sefaria: its text stays; the analyses are placed on its words. The chapters
            // it lacks come from the file, with their analyses (placed on the file's own text).
            const bookId = existing.id;
            const added = verses.filter((v) => !held.has(v.chapter));
            const addedChapters = [...new Set(added.map((v) => v.chapter))];
            const addedRows = added.flatMap((v) => lemmaRows(bookId, v, v.hebrew));
            let rows = addedRows;
            let chapters: number[] | "all" = addedChapters;
            let analysedVerses = 0;
            if (!existing.oshbImportedAt) {
              // Its own chapters gain their analyses too (a book already analysed keeps its own).
              const byRef = new Map(verses.map((v) => [`${v.chapter}:${v.verse}`, v]));
              const text = await readBookVerses(deps.db, bookId);
              rows = [...text.flatMap((t) => {
                const v = byRef.get(`${t.chapter}:${t.verse}`);
                return v ? lemmaRows(bookId, v, t.hebrew) : [];
              }), ...addedRows];
              chapters = "all";
              analysedVerses = text.length;
            }
            // Its words are counted again with their lemmas, in the same transaction.
            await deps.db.transaction(async (tx) => {
              if (added.length > 0) await addBookVerses(tx, bookId, added.map(importedVerse));
              await replaceBookAnalyses(tx, bookId, rows, book.order, chapters);
              await recountChapterWords(tx, bookId);
            });
            written = rows.length;
            lastBookId = bookId;
            counts.verses += analysedVerses + added.length;
          } else {
            const imported = verses.map(importedVerse);
            const chapters = [...new Set(verses.map((v) => v.chapter))];
            lastBookId = await deps.db.transaction(async (tx) => {
              // The counted words carry each word's lemma: the analyses are placed first (they need the book's id, not its rows).
              const placed = verses.flatMap((v) => lemmaRows("", v, v.hebrew));
              const lemmas = lemmasByVerse(placed);
              const counted = verses.map((v) => ({ chapter: v.chapter, hebrew: v.hebrew, lemmas: lemmas.get(`${v.chapter}:${v.verse}`) }));
              const bookId = await saveImportedBook(tx, {
                sourceRef: book.title, title: book.title, hebrewTitle: book.hebrewTitle, category: "Tanakh", description: null, addressType: "Integer", createdAt: importedAt,
              }, chapters, imported, chapterWordRows(counted, formsRuleOf("Tanakh")));
              const rows = placed.map((r) => ({ ...r, bookId }));
              written = rows.length;
              await replaceBookAnalyses(tx, bookId, rows, book.order);
              return bookId;
            });
            counts.verses += verses.length;
          }
          counts.books++;
          counts.words += written;
        }
      } finally {
        if (counts.books > 0) await settleIndexes(deps.db, ["book_verses", "book_chapter_words", "book_word_lemmas"], deps.log);
      }
      await ctx.report({ key: "job_complete", percent: 100, counts });
      const done = counts.books + counts.skipped;
      return { ...counts, bookId: chosen.length === 1 ? lastBookId : null, message: chosen.length === 1 ? jobMessage("job_bible_imported_one", { done }) : jobMessage("job_bible_imported_many", { done, total: chosen.length }) };
    },
  };
}

/** The books an import names: "all", or titles (checked by the request's schema). */
export const bibleTitles = (books: "all" | string[]): string[] =>
  books === "all" ? TANAKH_BOOKS.map((b) => b.title) : TANAKH_BOOKS.filter((b) => books.includes(b.title)).map((b) => b.title);

export const isTanakhTitle = (title: string) => TANAKH_BY_TITLE.has(title);
