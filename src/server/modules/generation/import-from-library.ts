import { LibraryImportRequestSchema, type LibraryImportRequest } from "../../../shared/api/generation";
import { chapterLabel, type AddressType } from "../../../shared/books/chapter-label";
import { tractateOfMishnahTitle } from "../../../shared/books/importable-titles";
import {
  formatTextReference, parseTextReference, referenceChapters, referenceIncludes, type TextReference,
} from "../../../shared/texts/parse-text-reference";
import type { Db } from "../../db/client";
import { cleanSefariaHtml } from "../../integrations/sefaria/clean-sefaria-html";
import type { SefariaClient } from "../../integrations/sefaria/sefaria-client";
import { findTractateEnd } from "../../integrations/sefaria/find-tractate-end";
import { flattenSegments, type SefariaText } from "../../integrations/sefaria/sefaria-types";
import type { LlmWordGenerator } from "../../integrations/llm/generate-words";
import { jobMessage, type JobContext, type JobDefinition } from "../../jobs/job-types";
import { invalid } from "../../lib/domain-error";
import { bookChapters, countDictionaryEntries, findBookByTitle, readLemmas, readVerses } from "../../db/library-texts";
import { glossedTextWords, versesToPassages, type GlossInPlace, type Passage } from "../../integrations/word-generators/offline-word-generator";
import { collectionWordIndex, findTargetCollection, insertWords } from "./source-queries";

export const LIBRARY_IMPORT_JOB = "library-import";
export const LIBRARY_IMPORT_FAILED = "Failed to import from the texts library";

interface LibraryDeps {
  db: Db; sefaria: SefariaClient; llm: LlmWordGenerator | null;
  /** The reader's lookup (modules/dictionary/gloss-in-place): a Talmud or Mishnah text the library holds is glossed as the panel glosses it. */
  glossInPlace?: GlossInPlace;
}

const numberedBy = (t: AddressType) => (t === "Talmud" ? "generation_numbered_by_pages" as const : "generation_numbered_by_chapters" as const);

/** The passages of the reference: from the imported book when the library has all its chapters, else from Sefaria. */
async function readReference(deps: LibraryDeps, ref: TextReference, bookName: string, ctx: JobContext): Promise<{ title: string; passages: Passage[]; source: string }> {
  const chapters = referenceChapters(ref);
  const book = await findBookByTitle(deps.db, [bookName]);
  if (book) {
    if (book.addressType !== ref.addressType) throw invalid(numberedBy(book.addressType), { title: book.title });
    const have = new Set(await bookChapters(deps.db, book.id));
    if (chapters.every((c) => have.has(c))) {
      const verses = (await readVerses(deps.db, book.id, chapters)).filter((v) => referenceIncludes(ref, v.chapter, v.verse));
      return { title: book.title, source: "library", passages: versesToPassages(verses, book, await readLemmas(deps.db, book.id, chapters)) };
    }
  }
  const index = await deps.sefaria.getIndex(bookName, ctx.signal);
  const addressType: AddressType = index.schema.addressTypes[0] === "Talmud" ? "Talmud" : "Integer";
  if (addressType !== ref.addressType) throw invalid(numberedBy(addressType), { title: index.title });
  let last = index.schema.lengths?.[0];
  let read = new Map<number, SefariaText>();
  // A tractate's record may stop short of its end (find-tractate-end.ts): past its count, the end is asked for.
  if (last && ref.end.chapter > last && addressType === "Talmud") ({ last, sections: read } = await findTractateEnd(deps.sefaria, index, ctx.signal));
  if (last && ref.end.chapter > last) throw addressType === "Talmud" ? invalid("generation_pages_up_to", { title: index.title, chapter: chapterLabel(last, addressType) }) : invalid("generation_chapters_count", { title: index.title, count: last });
  const passages: Passage[] = [];
  let done = 0;
  for (const chapter of chapters) {
    ctx.signal.throwIfAborted();
    const section = read.get(chapter) ?? await deps.sefaria.getSection(`${index.title} ${chapterLabel(chapter, addressType)}`, { signal: ctx.signal });
    flattenSegments(section.he).forEach((segment, i) => {
      if (referenceIncludes(ref, chapter, i + 1)) passages.push({ text: cleanSefariaHtml(segment), section: chapterLabel(chapter, addressType) });
    });
    done++;
    await ctx.report({ key: "job_library_reading_chapter", params: { title: index.title, chapter: chapterLabel(chapter, addressType) }, percent: (60 * done) / chapters.length });
  }
  return { title: index.title, source: "Sefaria", passages };
}

/**
 * Import from a Jewish texts library: the words of a text reference into a
 * collection, most frequent first, cantillation and punctuation removed, niqqud kept, words the
 * collection has skipped; each glossed from the imported dictionary, then by the language model
 * when one is configured (words nobody glosses are left out), with the section they first appear
 * in. All the words go in in one transaction.
 */
export function libraryImportJob(deps: LibraryDeps): JobDefinition<LibraryImportRequest> {
  return {
    kind: LIBRARY_IMPORT_JOB,
    payload: LibraryImportRequestSchema,
    queuedMessage: "job_starting_import",
    // Aborted by a stopping server, it leaves nothing behind (one transaction at the end, or resumable): another server starts it again.
    onServerStop: "hand-over",
    failureMessage: "job_library_failed",
    async run(request, ctx) {
      const ref = parseTextReference(request.reference);
      if ("error" in ref) throw invalid(ref.error.key, ref.error.params);
      const collection = ctx.userId ? await findTargetCollection(deps.db, request.collectionId, ctx.userId) : null;
      if (!collection) throw invalid("generation_target_gone");
      const bookName = ref.book ?? collection.name;
      const label = formatTextReference(ref, bookName);
      await ctx.report({ key: "job_library_reading", params: { label }, percent: 1 });
      const { title, passages, source } = await readReference(deps, ref, bookName, ctx);
      if (passages.every((p) => p.text.trim() === "")) throw invalid("generation_library_no_hebrew", { label });
      if (!deps.llm && (await countDictionaryEntries(deps.db)) === 0) {
        throw invalid("generation_no_dictionary");
      }
      const index = await collectionWordIndex(deps.db, collection.id);
      await ctx.report({ key: "job_library_glossing", params: { label }, percent: 70 });
      const language = collection.domain === "aramaic" ? "aramaic" : "hebrew";
      let words = await glossedTextWords(deps.db, passages, {
        count: request.maxWords, skip: index.plains, skipLemmas: index.lemmas, skipForms: index.formPlains, language, keepUnglossed: deps.llm !== null,
        rabbinic: collection.domain === "mishna", glossInPlace: deps.glossInPlace,
      });
      const unglossed = words.filter((w) => !w.isDuplicate && w.english === "");
      if (deps.llm && unglossed.length > 0) {
        await ctx.report({ key: "job_library_asking", params: { count: unglossed.length }, percent: 80 });
        const glosses = await deps.llm.gloss(unglossed.map((w) => w.hebrew), formatTextReference(ref, title), { signal: ctx.signal });
        words = words.map((w) => {
          const g = w.english === "" ? glosses.get(w.hebrew.normalize("NFC")) : undefined;
          return g ? { ...w, english: g.english, translit: w.translit ?? g.translit, pos: w.pos ?? g.pos } : w;
        });
      }
      const fresh = words.filter((w) => !w.isDuplicate && w.english !== "");
      const skipped = words.filter((w) => w.isDuplicate).length;
      // Nothing to add is not a success: say why.
      if (fresh.length === 0 && skipped > 0 && skipped === words.length) {
        throw skipped === 1 ? invalid("generation_nothing_added_one", { label, collection: collection.name }) : invalid("generation_nothing_added_many", { count: skipped, label, collection: collection.name });
      }
      if (fresh.length === 0) {
        throw invalid(deps.llm ? "generation_nothing_glossed_llm" : "generation_nothing_glossed", { label });
      }
      const isMishna = collection.domain === "mishna";
      await ctx.report({ key: "job_library_saving", params: { count: fresh.length }, percent: 95 });
      await deps.db.transaction((tx) => insertWords(tx, collection.id, fresh.map((w, i) => ({
        hebrew: w.hebrew, english: w.english, translit: w.translit, pos: w.pos, lemma: w.lemma ?? null, contextRef: w.contextRef ?? null, contextText: w.contextText ?? null, freqRank: index.maxRank + i + 1,
        section: w.section, subcategory: isMishna ? tractateOfMishnahTitle(title) : null,
      }))));
      return {
        imported: fresh.length, duplicates: skipped, reference: formatTextReference(ref, title), source, collectionId: collection.id,
        message: jobMessage("job_library_imported", { count: fresh.length }),
      };
    },
  };
}
