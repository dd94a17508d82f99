import { z } from "zod";
import { OSHB_BOOK_CODES } from "../../../shared/books/oshb-books";
import { alignWords } from "../../../shared/hebrew/align-words";
import { verseWords } from "../../../shared/hebrew/verse-words";
import type { Db } from "../../db/client";
import { parseOshbBook, type OshbWord } from "../../integrations/lexicons/parse-oshb";
import type { JobContext, JobDefinition } from "../../jobs/job-types";
import { invalid, notFound } from "../../lib/domain-error";
import { downloadClient } from "./lexicon-source";
import { readBookVerses, type BookLemmaRow } from "../../db/book-word-lemmas";
import { findBookForLemmas, replaceBookLemmas } from "./lemma-queries";

export const LEMMA_IMPORT_JOB = "lemma-import";
const PayloadSchema = z.object({ bookId: z.string().uuid() });

/**
 * An imported Tanakh book's word lemmas from OpenScriptures' morphology (morphhb wlc/<code>.xml at
 * `baseUrl`): each word paired with the reader's word of the same verse (alignWords) and stored by
 * (book, chapter, verse, position) with its Strong's number, in one transaction (a re-import
 * replaces the book's lemmas; a failure leaves the old ones).
 */
export function lemmaImportJob(deps: { db: Db; baseUrl: string }): JobDefinition<z.infer<typeof PayloadSchema>> {
  return {
    kind: LEMMA_IMPORT_JOB,
    payload: PayloadSchema,
    queuedMessage: "Starting import...",
    // Aborted by a stopping server, it leaves nothing behind (one transaction at the end, or resumable): another server starts it again.
    onServerStop: "hand-over",
    failureMessage: "Failed to import the lemmas",
    async run({ bookId }, ctx: JobContext) {
      const book = await findBookForLemmas(deps.db, bookId);
      if (!book) throw notFound("There is no such book.");
      const code = OSHB_BOOK_CODES[book.sourceRef ?? book.title];
      if (!code) throw invalid(`OpenScriptures' morphology covers the books of the Tanakh; "${book.title}" is not one of them.`);
      const url = new URL(`${code}.xml`, deps.baseUrl.endsWith("/") ? deps.baseUrl : `${deps.baseUrl}/`).toString();
      await ctx.report({ message: `Downloading ${code}.xml...`, percent: 5 });
      const res = await downloadClient(url).request(url, { signal: ctx.signal });
      if (!res.ok) throw invalid(`${url} answered ${res.status}.`);
      const words = parseOshbBook(await res.text());
      if (words.length === 0) throw invalid(`${url} holds no words of OpenScriptures' morphology.`);
      await ctx.report({ message: `Matching ${words.length.toLocaleString("en-US")} words to ${book.title}...`, percent: 50 });

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
          rows.push({ bookId, chapter: v.chapter, verse: v.verse, position: reader[j]!.position, surface: w.surface, strong: w.strong, prefix: w.prefix });
        });
      }
      if (rows.length === 0) throw invalid(`No word of ${code}.xml matched the words of ${book.title}.`);
      await ctx.report({ message: "Saving the lemmas...", percent: 90 });
      await replaceBookLemmas(deps.db, bookId, rows);
      const counts = { words: words.length, matched: rows.length };
      return { ...counts, message: `Imported the lemmas of ${rows.length.toLocaleString("en-US")} of ${words.length.toLocaleString("en-US")} words` };
    },
  };
}
