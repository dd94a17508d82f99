import { LibraryImportRequestSchema, type LibraryImportRequest } from "../../../shared/api/generation";
import { chapterLabel, type AddressType } from "../../../shared/books/chapter-label";
import {
  formatTextReference, parseTextReference, referenceChapters, referenceIncludes, type TextReference,
} from "../../../shared/texts/parse-text-reference";
import type { Db } from "../../db/client";
import { cleanSefariaHtml } from "../../integrations/sefaria/clean-sefaria-html";
import type { SefariaClient } from "../../integrations/sefaria/sefaria-client";
import { flattenSegments } from "../../integrations/sefaria/sefaria-types";
import type { LlmWordGenerator } from "../../integrations/llm/generate-words";
import type { JobContext, JobDefinition } from "../../jobs/job-types";
import { invalid } from "../../lib/domain-error";
import { bookChapters, countDictionaryEntries, findBookByTitle, readLemmas, readVerses } from "../../db/library-texts";
import { glossedTextWords, versesToPassages, type Passage } from "../../integrations/word-generators/offline-word-generator";
import { collectionWordIndex, findTargetCollection, insertWords } from "./source-queries";

export const LIBRARY_IMPORT_JOB = "library-import";
export const LIBRARY_IMPORT_FAILED = "Failed to import from the texts library";

interface LibraryDeps { db: Db; sefaria: SefariaClient; llm: LlmWordGenerator | null }

const unitOf = (t: AddressType) => (t === "Talmud" ? "pages (2a, 2b…)" : "chapters (1, 2…)");

/** The passages of the reference: from the imported book when the library has all its chapters, else from Sefaria. */
async function readReference(deps: LibraryDeps, ref: TextReference, bookName: string, ctx: JobContext): Promise<{ title: string; passages: Passage[]; source: string }> {
  const chapters = referenceChapters(ref);
  const book = await findBookByTitle(deps.db, [bookName]);
  if (book) {
    if (book.addressType !== ref.addressType) throw invalid(`${book.title} is numbered by ${unitOf(book.addressType)}, not by ${unitOf(ref.addressType)}.`);
    const have = new Set(await bookChapters(deps.db, book.id));
    if (chapters.every((c) => have.has(c))) {
      const verses = (await readVerses(deps.db, book.id, chapters)).filter((v) => referenceIncludes(ref, v.chapter, v.verse));
      return { title: book.title, source: "library", passages: versesToPassages(verses, book, await readLemmas(deps.db, book.id, chapters)) };
    }
  }
  const index = await deps.sefaria.getIndex(bookName, ctx.signal);
  const addressType: AddressType = index.schema.addressTypes[0] === "Talmud" ? "Talmud" : "Integer";
  if (addressType !== ref.addressType) throw invalid(`${index.title} is numbered by ${unitOf(addressType)}, not by ${unitOf(ref.addressType)}.`);
  const last = index.schema.lengths?.[0];
  if (last && ref.end.chapter > last) throw invalid(`${index.title} has ${addressType === "Talmud" ? `pages up to ${chapterLabel(last, addressType)}` : `${last} chapters`}.`);
  const passages: Passage[] = [];
  let done = 0;
  for (const chapter of chapters) {
    ctx.signal.throwIfAborted();
    const section = await deps.sefaria.getSection(`${index.title} ${chapterLabel(chapter, addressType)}`, { signal: ctx.signal });
    flattenSegments(section.he).forEach((segment, i) => {
      if (referenceIncludes(ref, chapter, i + 1)) passages.push({ text: cleanSefariaHtml(segment), section: chapterLabel(chapter, addressType) });
    });
    done++;
    await ctx.report({ message: `Reading ${index.title} ${chapterLabel(chapter, addressType)} from the texts library…`, percent: (60 * done) / chapters.length });
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
    queuedMessage: "Starting import...",
    // Aborted by a stopping server, it leaves nothing behind (one transaction at the end, or resumable): another server starts it again.
    onServerStop: "hand-over",
    failureMessage: "Please check the reference and try again",
    async run(request, ctx) {
      const ref = parseTextReference(request.reference);
      if ("error" in ref) throw invalid(ref.error);
      const collection = ctx.userId ? await findTargetCollection(deps.db, request.collectionId, ctx.userId) : null;
      if (!collection) throw invalid("The target collection no longer exists.");
      const bookName = ref.book ?? collection.name;
      const label = formatTextReference(ref, bookName);
      await ctx.report({ message: `Reading ${label}…`, percent: 1 });
      const { title, passages, source } = await readReference(deps, ref, bookName, ctx);
      if (passages.every((p) => p.text.trim() === "")) throw invalid(`The texts library has no Hebrew text for ${label}.`);
      if (!deps.llm && (await countDictionaryEntries(deps.db)) === 0) {
        throw invalid("There is no imported dictionary to gloss the words: import a lexicon in the Dictionary Manager first, or set LLM_BASE_URL.");
      }
      const index = await collectionWordIndex(deps.db, collection.id);
      await ctx.report({ message: `Glossing the words of ${label}…`, percent: 70 });
      const language = collection.domain === "aramaic" ? "aramaic" : "hebrew";
      let words = await glossedTextWords(deps.db, passages, { count: request.maxWords, skip: index.plains, skipLemmas: index.lemmas, skipForms: index.formPlains, language, keepUnglossed: deps.llm !== null });
      const unglossed = words.filter((w) => !w.isDuplicate && w.english === "");
      if (deps.llm && unglossed.length > 0) {
        await ctx.report({ message: `Asking the language model for ${unglossed.length} glosses…`, percent: 80 });
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
        throw invalid(`Nothing was added: the ${skipped} glossed word${skipped === 1 ? "" : "s"} of ${label} ${skipped === 1 ? "is" : "are"} already in ${collection.name}.`);
      }
      if (fresh.length === 0) {
        throw invalid(`Nothing was added: no word of ${label} has a gloss in the imported dictionaries${deps.llm ? " or from the language model" : ""}. Import a lexicon that covers this text in the Dictionary Manager${deps.llm ? "" : ", or set LLM_BASE_URL to gloss words with a language model"}.`);
      }
      const isMishna = collection.domain === "mishna";
      await ctx.report({ message: `Saving ${fresh.length} words…`, percent: 95 });
      await deps.db.transaction((tx) => insertWords(tx, collection.id, fresh.map((w, i) => ({
        hebrew: w.hebrew, english: w.english, translit: w.translit, pos: w.pos, lemma: w.lemma ?? null, contextRef: w.contextRef ?? null, contextText: w.contextText ?? null, freqRank: index.maxRank + i + 1,
        section: w.section, subcategory: isMishna ? title.replace(/^Mishnah /, "") : null,
      }))));
      return {
        imported: fresh.length, duplicates: skipped, reference: formatTextReference(ref, title), source, collectionId: collection.id,
        message: `Imported ${fresh.length} words`,
      };
    },
  };
}
