import { OCCURRENCES_PAGE_SIZE, type Occurrence, type Occurrences } from "../../../shared/api/bible";
import { chapterLabel } from "../../../shared/books/chapter-label";
import { wordForms } from "../../../shared/reading/chapter-coverage";
import { verseWords } from "../../../shared/hebrew/verse-words";
import type { Db } from "../../db/client";
import { listFormChapters, readChaptersVerses } from "./bible-queries";

/**
 * Where a plain form occurs in the books without morphology, as the reader's coverage counts it
 * (a token whose plain form, or a stem its proclitics may leave, is `form`): the count and the
 * books from the counted chapters (one indexed statement), then only the chapters the page falls
 * in are read and their words matched.
 */
export async function listFormOccurrences(db: Db, form: string, page: number): Promise<Occurrences> {
  const chapters = await listFormChapters(db, form);
  const count = chapters.reduce((n, c) => n + c.count, 0);
  const books = new Set(chapters.map((c) => c.book_id)).size;
  const from = (page - 1) * OCCURRENCES_PAGE_SIZE;
  const items: Occurrence[] = [];
  // Only the chapters the page's tokens fall in are read; `skip` tokens of the first come before it.
  let before = 0;
  let skip = 0;
  const needed: typeof chapters = [];
  for (const c of chapters) {
    if (before + c.count > from && before < from + OCCURRENCES_PAGE_SIZE) {
      if (needed.length === 0) skip = from - before;
      needed.push(c);
    }
    before += c.count;
  }
  const byBook = new Map<string, typeof chapters>();
  for (const c of needed) byBook.set(c.book_id, [...(byBook.get(c.book_id) ?? []), c]);
  for (const [bookId, list] of byBook) {
    const verses = await readChaptersVerses(db, bookId, list.map((c) => c.chapter));
    const { title, address_type } = list[0]!;
    for (const v of verses) {
      for (const p of verseWords(v.hebrew)) {
        if (p.kind !== "word" || !wordForms(p.text).includes(form)) continue;
        if (skip > 0) {
          skip--;
          continue;
        }
        if (items.length < OCCURRENCES_PAGE_SIZE) {
          items.push({ bookId, bookTitle: title, chapter: v.chapter, chapterLabel: chapterLabel(v.chapter, address_type), verse: v.verse, position: p.position, hebrew: v.hebrew });
        }
      }
    }
  }
  return { count, books, page, pageSize: OCCURRENCES_PAGE_SIZE, items };
}
