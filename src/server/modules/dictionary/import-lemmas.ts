import { z } from "zod";
import { OSHB_BOOK_CODES } from "../../../shared/books/oshb-books";
import { alignWords } from "../../../shared/hebrew/align-words";
import { verseWords } from "../../../shared/hebrew/verse-words";
import type { Db } from "../../db/client";
import { parseOshbBook, type OshbWord } from "../../integrations/lexicons/parse-oshb";
import { jobMessage, type JobContext, type JobDefinition } from "../../jobs/job-types";
import { invalid, notFound } from "../../lib/domain-error";
import { downloadClient, tooLarge } from "./lexicon-source";
import { readBookVerses, type BookLemmaRow } from "../../db/book-word-lemmas";
import { findBookForLemmas, replaceBookLemmas } from "./lemma-queries";

export const LEMMA_IMPORT_JOB = "lemma-import";
const PayloadSchema = z.object({ bookId: z.string().uuid() });

/**
 * An imported Tanakh book's word lemmas from OpenScriptures' morphology (morphhb wlc/<code>.xml at
 * `baseUrl`): each word paired with the reader's word of the same verse (alignWords) and stored by
 * (book, chapter, verse, position) with its Strong's number, lemma attribute (its homonym letter) and morphology, in one transaction (a re-import
 * replaces the book's lemmas; a failure leaves the old ones).
 */
export function lemmaImportJob(deps: { db: Db; baseUrl: string; /** LEXICON_DOWNLOAD_MAX_MB in bytes (default: lexicon-source's). */ maxBytes?: number }): JobDefinition<z.infer<typeof PayloadSchema>> {
  return {
    kind: LEMMA_IMPORT_JOB,
    payload: PayloadSchema,
    queuedMessage: "job_starting_import",
    // Aborted by a stopping server, it leaves nothing behind (one transaction at the end, or resumable): another server starts it again.
    onServerStop: "hand-over",
    failureMessage: "job_lemmas_failed",
    async run({ bookId }, ctx: JobContext) {
      const book = await findBookForLemmas(deps.db, bookId);
      if (!book) throw notFound("books_no_book");
      const code = OSHB_BOOK_CODES[book.sourceRef ?? book.title];
      if (!code) throw invalid("lemmas_not_tanakh", { title: book.title });
      const url = new URL(`${code}.xml`, deps.baseUrl.endsWith("/") ? deps.baseUrl : `${deps.baseUrl}/`).toString();
      await ctx.report({ key: "job_lemmas_downloading", params: { file: code }, percent: 5 });
      let text: string;
      try {
        const res = await downloadClient(url, deps.maxBytes).request(url, { signal: ctx.signal });
        if (!res.ok) throw invalid("lemmas_download_failed", { url, status: res.status });
        text = await res.text();
      } catch (error) {
        throw tooLarge(error);
      }
      const words = parseOshbBook(text);
      if (words.length === 0) throw invalid("lemmas_no_words", { url });
      await ctx.report({ key: "job_lemmas_matching", params: { count: words.length, title: book.title }, percent: 50 });

      const byVerse = new Map<string, OshbWord[]>();
      for (const w of words) {
        const key = `${w.chapter}:${w.verse}`;
        if (!byVerse.has(key)) byVerse.set(key, []);
        byVerse.get(key)!.push(w);
      }
      const rows: BookLemmaRow[] = [];
      for (const v of await readBookVerses(deps.db, bookId)) {
        const oshb = byVerse.get(`${v.chapter}:${v.verse}`);
        if (!oshb) continue;
        const reader = verseWords(v.hebrew).flatMap((p) => (p.kind === "word" ? [p] : []));
        const pairs = alignWords(oshb.map((w) => w.surface), reader.map((p) => p.text));
        pairs.forEach((j, i) => {
          const w = oshb[i]!;
          if (j === null || !w.strong) return;
          rows.push({ bookId, chapter: v.chapter, verse: v.verse, position: reader[j]!.position, surface: w.surface, strong: w.strong, prefix: w.prefix, lemma: w.lemma, morph: w.morph, parts: w.parts });
        });
      }
      if (rows.length === 0) throw invalid("lemmas_no_match", { file: code, title: book.title });
      await ctx.report({ key: "job_lemmas_saving", percent: 90 });
      await replaceBookLemmas(deps.db, bookId, rows);
      const counts = { words: words.length, matched: rows.length };
      return { ...counts, message: jobMessage("job_lemmas_imported", { matched: rows.length, total: words.length }) };
    },
  };
}
