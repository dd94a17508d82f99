import { OCCURRENCES_PAGE_SIZE, type Occurrences, type OccurrencesQuery, type StartBibleImport } from "../../../shared/api/bible";
import type { Job } from "../../../shared/api/jobs";
import { chapterLabel } from "../../../shared/books/chapter-label";
import type { Db } from "../../db/client";
import { readLemmaOccurrences } from "../../db/word-occurrences";
import type { JobQueue } from "../../jobs/job-types";
import { BIBLE_IMPORT_JOB, bibleTitles } from "./import-bible";
import { listFormOccurrences } from "./form-occurrences";
import { TRANSLATION_MERGE_JOB } from "./merge-translations";
import { findBookForTranslations } from "./bible-queries";
import { notFound } from "../../lib/domain-error";

export async function startBibleImport(jobs: JobQueue, userId: string, request: StartBibleImport): Promise<{ job: Job }> {
  return { job: await jobs.enqueue(BIBLE_IMPORT_JOB, { titles: bibleTitles(request.books) }, userId) };
}

/**
 * Where a word occurs in the library, one page at a time: by lemma (Strong's number) in the books
 * with morphology, in one statement; or by plain form (listFormOccurrences) in the others.
 */
export async function listOccurrences(db: Db, query: OccurrencesQuery): Promise<Occurrences> {
  const offset = (query.page - 1) * OCCURRENCES_PAGE_SIZE;
  if (query.form !== undefined) return listFormOccurrences(db, query.form, query.page);
  const rows = await readLemmaOccurrences(db, query.strong!, query.homonym ?? null, OCCURRENCES_PAGE_SIZE, offset);
  const first = rows[0];
  return {
    count: first?.count ?? 0,
    books: first?.books ?? 0,
    page: query.page,
    pageSize: OCCURRENCES_PAGE_SIZE,
    items: rows.flatMap((r) => (r.book_id === null ? [] : [{
      bookId: r.book_id, bookTitle: r.title!, chapter: r.chapter!, chapterLabel: chapterLabel(r.chapter!, r.address_type ?? "Integer"),
      verse: r.verse!, position: r.position!, hebrew: r.hebrew ?? "",
    }])),
  };
}

/** Queues the merge of Sefaria's translations into a book (admin). */
export async function startTranslationMerge(db: Db, jobs: JobQueue, userId: string, bookId: string): Promise<{ job: Job }> {
  if (!(await findBookForTranslations(db, bookId))) throw notFound("books_no_book");
  return { job: await jobs.enqueue(TRANSLATION_MERGE_JOB, { bookId }, userId) };
}
