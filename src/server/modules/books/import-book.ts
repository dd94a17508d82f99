import { z } from "zod";
import { chapterLabel, type AddressType } from "../../../shared/books/chapter-label";
import { parseRange } from "../../../shared/books/parse-range";
import { categoryOf } from "../../../shared/books/book-category";
import type { Db } from "../../db/client";
import { settleIndexes } from "../../db/settle-indexes";
import type { Logger } from "../../lib/logger";
import { cleanSefariaHtml } from "../../integrations/sefaria/clean-sefaria-html";
import type { SefariaClient } from "../../integrations/sefaria/sefaria-client";
import { findTractateEnd } from "../../integrations/sefaria/find-tractate-end";
import {
  EXTRA_LANGUAGES, flattenSegments, versionLanguage, type ExtraLanguage, type SefariaIndex, type SefariaText,
} from "../../integrations/sefaria/sefaria-types";
import { jobMessage, type JobContext, type JobDefinition } from "../../jobs/job-types";
import { invalid } from "../../lib/domain-error";
import { formsRuleOf } from "../../../shared/reading/chapter-coverage";
import { readChapterLemmas, writeBookLemmas } from "../../db/book-word-lemmas";
import { chapterWordRows, lemmasByVerse } from "../../db/chapter-words";
import { placeAnalysesAgain } from "../../../shared/hebrew/place-words";
import { findBookIdBySourceRef, recordSourceEnd, saveImportedBook, type ImportedVerse } from "./queries";

export const BOOK_IMPORT_JOB = "book-import";
export const BOOK_IMPORT_FAILED = "Failed to import from the texts library";

/** `upToEnd`: a Talmud range that may run past the tractate's end stops there (the reader's 'Import the next pages'). */
const BookImportPayloadSchema = z.object({ title: z.string().min(1), range: z.string().optional(), upToEnd: z.boolean().optional() });
type BookImportPayload = z.infer<typeof BookImportPayloadSchema>;

function hebrewTitleOf(index: SefariaIndex): string {
  return index.heTitle ?? index.schema.heTitle ?? index.schema.titles?.find((t) => t.lang === "he" && t.primary)?.text ?? "";
}

/** How far the library's text goes, as the import learned it (books.source_end): exact, or at least so far. */
export interface SourceEnd { chapter: number; exact: boolean }

/**
 * The chapters to import: the whole text (Talmud from 2a to the tractate's real last amud,
 * integrations/sefaria/find-tractate-end.ts), or the admin's range (`upToEnd`: a Talmud range cut at the tractate's
 * end, and a range that starts after it is "no more pages", its end then recorded by `onEnd`); with the sections read
 * on the way and how far the text goes (a tractate's record's count is only its least: exact where its end was read).
 */
async function chaptersToImport(
  sefaria: SefariaClient, index: SefariaIndex, addressType: AddressType, range: string | undefined, signal: AbortSignal,
  { upToEnd = false, onEnd }: { upToEnd?: boolean | undefined; onEnd?: (end: SourceEnd) => Promise<void> } = {},
): Promise<{ chapters: number[]; sections: Map<number, SefariaText>; end: SourceEnd }> {
  const count = index.schema.lengths?.[0];
  if (!count) throw invalid("books_length_unknown", { title: index.title });
  const talmud = addressType === "Talmud";
  const first = talmud ? 3 : 1;
  // A tractate's record may stop short of its end: its end is asked for when the import needs it.
  const tractateEnd = () => findTractateEnd(sefaria, index, signal);
  let sections = new Map<number, SefariaText>();
  let from = first;
  let to = count;
  let end: SourceEnd = { chapter: count, exact: !talmud };
  if (range && upToEnd && talmud) {
    const asked = parseRange(range, addressType, { first, last: Number.MAX_SAFE_INTEGER });
    if ("error" in asked) throw invalid(asked.error.key, asked.error.params);
    ({ from, to } = asked);
    if (to > count) {
      const found = await tractateEnd();
      end = { chapter: found.last, exact: true };
      if (from > found.last) {
        await onEnd?.(end);
        throw invalid("books_no_more_pages", { title: index.title, label: chapterLabel(found.last, addressType) });
      }
      to = Math.min(to, found.last);
      sections = found.sections;
    }
  } else if (range) {
    let parsed = parseRange(range, addressType, { first, last: count });
    if (talmud && "error" in parsed && parsed.error.key === "books_range_outside") {
      const found = await tractateEnd();
      end = { chapter: found.last, exact: true };
      parsed = parseRange(range, addressType, { first, last: found.last });
      sections = found.sections;
    }
    if ("error" in parsed) throw invalid(parsed.error.key, parsed.error.params);
    ({ from, to } = parsed);
  } else if (talmud) {
    ({ last: to, sections } = await tractateEnd());
    end = { chapter: to, exact: true };
  }
  const chapters = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return { chapters, sections: new Map([...sections].filter(([c]) => c >= from && c <= to)), end };
}

const segmentsOf = (text: SefariaText["he"]) => flattenSegments(text).map(cleanSefariaHtml);

/**
 * The whole-text import from Sefaria (Settings' "Import Complete Texts"): the index record, then
 * each chapter / amud with Sefaria's default Hebrew and English versions and, where Sefaria has
 * one, a Spanish, French, Italian or Portuguese version (a column stays empty otherwise: the
 * translation tool fills it later). Segments are cleaned to text. Everything is written in one
 * transaction at the end, so the library never shows half a book; a re-import updates the book.
 * Then the tables' indexes are settled (db/settle-indexes.ts).
 */
export function bookImportJob(deps: { db: Db; sefaria: SefariaClient; log?: Logger }): JobDefinition<BookImportPayload> {
  return {
    kind: BOOK_IMPORT_JOB,
    payload: BookImportPayloadSchema,
    queuedMessage: "job_starting_import",
    // Aborted by a stopping server, it leaves nothing behind (one transaction at the end, or resumable): another server starts it again.
    onServerStop: "hand-over",
    failureMessage: "job_book_failed",
    async run({ title, range, upToEnd }, ctx: JobContext) {
      await ctx.report({ key: "job_book_looking_up", params: { title }, percent: 1 });
      const index = await deps.sefaria.getIndex(title, ctx.signal);
      const category = categoryOf(index);
      if (!category) throw invalid("books_not_supported", { title: index.title });
      const addressType: AddressType = index.schema.addressTypes[0] === "Talmud" ? "Talmud" : "Integer";
      const { chapters, sections, end } = await chaptersToImport(deps.sefaria, index, addressType, range, ctx.signal, {
        upToEnd, onEnd: (found) => recordSourceEnd(deps.db, index.title, found),
      });
      const ref = (chapter: number) => `${index.title} ${chapterLabel(chapter, addressType)}`;

      // The first section tells which translations Sefaria has (its `versions` list).
      const first = sections.get(chapters[0]!) ?? await deps.sefaria.getSection(ref(chapters[0]!), { signal: ctx.signal });
      sections.set(chapters[0]!, first);
      const extra = new Map<ExtraLanguage, string>();
      for (const version of first.versions ?? []) {
        const lang = versionLanguage(version) as ExtraLanguage;
        if (lang in EXTRA_LANGUAGES && !extra.has(lang)) extra.set(lang, version.versionTitle);
      }

      const verses: ImportedVerse[] = [];
      let done = 0;
      const fetchChapter = async (chapter: number) => {
        const main = sections.get(chapter) ?? await deps.sefaria.getSection(ref(chapter), { signal: ctx.signal });
        const he = segmentsOf(main.he);
        const en = segmentsOf(main.text);
        const translations = new Map<ExtraLanguage, string[]>();
        for (const [lang, versionTitle] of extra) {
          const t = await deps.sefaria.getSection(ref(chapter), { translationVersion: versionTitle, signal: ctx.signal });
          translations.set(lang, segmentsOf(t.text));
        }
        const rows: ImportedVerse[] = [];
        for (let i = 0; i < Math.max(he.length, en.length); i++) {
          const text = (lang: ExtraLanguage) => translations.get(lang)?.[i] || null;
          rows.push({
            chapter, verse: i + 1, hebrewText: he[i] ?? "", englishText: en[i] || null,
            spanishText: text("es"), frenchText: text("fr"), italianText: text("it"), portugueseText: text("pt"),
          });
        }
        done++;
        verses.push(...rows);
        await ctx.report({
          key: addressType === "Talmud" ? "job_book_page" : "job_book_chapter", params: { title: index.title, chapter: chapterLabel(chapter, addressType), done, total: chapters.length },
          percent: 2 + (90 * done) / chapters.length,
          counts: { chapters: done, verses: verses.length },
        });
      };
      // The client keeps to Sefaria's concurrency limit; a few chapters are asked for at a time.
      const queue = [...chapters];
      await Promise.all(Array.from({ length: 3 }, async () => {
        for (let c = queue.shift(); c !== undefined; c = queue.shift()) {
          ctx.signal.throwIfAborted();
          await fetchChapter(c);
        }
      }));

      const imported = verses.filter((v) => v.hebrewText !== "" || v.englishText !== null);
      if (imported.length === 0) throw invalid("books_library_no_text", { label: range ? `${index.title} ${range}` : index.title });
      imported.sort((a, b) => a.chapter - b.chapter || a.verse - b.verse);
      await ctx.report({ key: "job_book_saving", params: { title: index.title }, percent: 95, counts: { chapters: new Set(imported.map((v) => v.chapter)).size, verses: imported.length } });
      const bookId = await deps.db.transaction(async (tx) => {
        // Chapters imported again into a book with word analyses (OpenScriptures' lemmas: the Hebrew
        // Bible offline, or the lemma import) keep them, placed on the new text's words, and their
        // words are counted by lemma: otherwise the reader showed a word's lemma while the chapter's
        // coverage no longer counted the learner's known lemmas.
        const existing = await findBookIdBySourceRef(tx, index.title);
        const kept = existing
          ? placeAnalysesAgain(await readChapterLemmas(tx, existing, chapters), imported.map((v) => ({ chapter: v.chapter, verse: v.verse, hebrew: v.hebrewText })))
          : [];
        const lemmas = lemmasByVerse(kept);
        const counted = imported.map((v) => ({ chapter: v.chapter, hebrew: v.hebrewText, lemmas: lemmas.get(`${v.chapter}:${v.verse}`) }));
        const id = await saveImportedBook(tx, {
          sourceRef: index.title, title: index.title, hebrewTitle: hebrewTitleOf(index), category,
          description: index.enDesc ?? null, addressType, sourceEnd: end.chapter, sourceEndExact: end.exact,
        }, chapters, imported, chapterWordRows(counted, formsRuleOf(category)));
        if (existing) await writeBookLemmas(tx, id, kept, chapters);
        return id;
      });
      await settleIndexes(deps.db, ["book_verses", "book_chapter_words"], deps.log);
      return { bookId, title: index.title, chapters: new Set(imported.map((v) => v.chapter)).size, verses: imported.length, message: jobMessage("job_complete") };
    },
  };
}
