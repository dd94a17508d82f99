import { z } from "zod";
import type { Db } from "../../db/client";
import { cleanSefariaHtml } from "../../integrations/sefaria/clean-sefaria-html";
import type { SefariaClient } from "../../integrations/sefaria/sefaria-client";
import { EXTRA_LANGUAGES, flattenSegments, versionLanguage, type ExtraLanguage } from "../../integrations/sefaria/sefaria-types";
import type { JobContext, JobDefinition } from "../../jobs/job-types";
import { invalid, notFound } from "../../lib/domain-error";
import { findBookForTranslations, listUntranslatedChapters, saveChapterTranslations, type VerseTranslation } from "./bible-queries";

export const TRANSLATION_MERGE_JOB = "translation-merge";
const PayloadSchema = z.object({ bookId: z.string().uuid() });

/**
 * Sefaria's translations added to a book imported offline: chapter by chapter, the
 * English version and, where Sefaria has them, the Spanish, French, Italian and Portuguese ones,
 * each verse matched by its number (both follow the Hebrew numbering) and written only where the
 * book has none (coalesce: never over a translation). Each chapter is written in one statement,
 * and a chapter that has its English already is not asked for again: a job run again after a
 * failure goes on where it stopped. The Hebrew is never touched.
 */
export function translationMergeJob(deps: { db: Db; sefaria: SefariaClient }): JobDefinition<z.infer<typeof PayloadSchema>> {
  return {
    kind: TRANSLATION_MERGE_JOB,
    payload: PayloadSchema,
    queuedMessage: "job_starting",
    // Aborted by a stopping server, it leaves nothing behind (one transaction at the end, or resumable): another server starts it again.
    onServerStop: "hand-over",
    failureMessage: "job_translations_failed",
    async run({ bookId }, ctx: JobContext) {
      const book = await findBookForTranslations(deps.db, bookId);
      if (!book) throw notFound("books_no_book");
      if (book.addressType !== "Integer" || !book.sourceRef) throw invalid("translations_not_numbered", { title: book.title });
      const chapters = await listUntranslatedChapters(deps.db, bookId);
      const extra = new Map<ExtraLanguage, string>();
      let done = 0;
      let verses = 0;
      for (const chapter of chapters) {
        ctx.signal.throwIfAborted();
        const ref = `${book.sourceRef} ${chapter}`;
        const main = await deps.sefaria.getSection(ref, { signal: ctx.signal });
        if (done === 0) {
          for (const version of main.versions ?? []) {
            const lang = versionLanguage(version) as ExtraLanguage;
            if (lang in EXTRA_LANGUAGES && !extra.has(lang)) extra.set(lang, version.versionTitle);
          }
        }
        const english = flattenSegments(main.text).map(cleanSefariaHtml);
        const others = new Map<ExtraLanguage, string[]>();
        for (const [lang, versionTitle] of extra) {
          const t = await deps.sefaria.getSection(ref, { translationVersion: versionTitle, signal: ctx.signal });
          others.set(lang, flattenSegments(t.text).map(cleanSefariaHtml));
        }
        const text = (list: string[] | undefined, i: number) => list?.[i] || null;
        const rows: VerseTranslation[] = english.map((en, i) => ({
          verse: i + 1, english: en || null, spanish: text(others.get("es"), i), french: text(others.get("fr"), i),
          italian: text(others.get("it"), i), portuguese: text(others.get("pt"), i),
        })).filter((r) => r.english !== null || r.spanish !== null || r.french !== null || r.italian !== null || r.portuguese !== null);
        verses += await saveChapterTranslations(deps.db, bookId, chapter, rows);
        done++;
        await ctx.report({ key: "job_translations_chapter", params: { title: book.title, chapter, done, total: chapters.length }, percent: (99 * done) / Math.max(1, chapters.length), counts: { chapters: done, verses } });
      }
      return { bookId, chapters: done, verses, message: chapters.length === 0 ? `${book.title} has its translations already` : `Added translations to ${verses} verses of ${book.title}` };
    },
  };
}
