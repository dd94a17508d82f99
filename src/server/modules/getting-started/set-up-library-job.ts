import { GENERATE_ALL_COUNT } from "../../../shared/api/generation";
import { firstPagesRange, mishnahTitleOf } from "../../../shared/books/importable-titles";
import {
  LIBRARY_SETUP_JOB, LibrarySetupPayloadSchema, SETUP_DOMAINS, SETUP_LEXICONS, type LibrarySetupPart,
} from "../../../shared/api/library-setup";
import type { DictionarySource } from "../../../shared/api/dictionary";
import { LEXICON_NAMES, SEED_SAMPLE_WORDS_MAX } from "../../../shared/getting-started/getting-started-steps";
import { isPrayerBookCollection } from "../../../shared/texts/built-in-collections";
import { tractatesOfOrder } from "../../../shared/texts/mishnah-orders";
import type { Db } from "../../db/client";
import { settleIndexes } from "../../db/settle-indexes";
import { jobMessage, type JobContext, type JobDefinition } from "../../jobs/job-types";
import { renderServerMessage, type ServerMessageKey } from "../../../shared/i18n/server-messages";
import { DomainError, invalid } from "../../lib/domain-error";
import type { Logger } from "../../lib/logger";
import { builtInCollections, lexiconHasEntries, titlesWithText, type BuiltInCollection } from "./queries";

/** A job kind whose work the set-up runs as one of its parts (its `run`, inside the set-up's job). */
type Part<P> = Pick<JobDefinition<P>, "run" | "failureMessage">;

export interface LibrarySetupDeps {
  db: Db;
  log: Logger;
  /** The books of the Hebrew Bible to import (SETUP_BIBLE_BOOKS: the 39 by default). */
  bibleTitles: string[];
  /** The offline Hebrew Bible import (modules/books/import-bible.ts). */
  importBible: Part<{ titles: string[] }>;
  /** The Mishnah's tractates to import from the texts library, by its titles (SETUP_MISHNAH: the 63 by default). */
  mishnahTitles: string[];
  /** The Talmud's tractates whose first pages it imports from the texts library (SETUP_TALMUD: the Bavli's 37 by default)… */
  talmudTitles: string[];
  /** …this many amudim of each, from its first (SETUP_TALMUD_AMUDIM: 4, 2a–3b). */
  talmudAmudim: number;
  /** A text's import from the texts library, whole or a range of its pages (modules/books/import-book.ts). */
  importBook: Part<{ title: string; range?: string }>;
  /** A lexicon's import from its configured URL (modules/dictionary/import-lexicon.ts). */
  importLexicon: Part<{ source: DictionarySource }>;
  /** The generate-words job with the offline generator (modules/generation/generate-words-job.ts). */
  fillCollection: Part<{ collectionId: string | null; collectionName: string; section: string | null; requestedCount: number }>;
}

/** The message a part's own progress is told in, and its name's parameters. */
interface PartLabel { key: ServerMessageKey; params: Record<string, string> }

/** A failed part's reason: the English text, and its key and parameters when it has them. */
type Reason = Pick<LibrarySetupPart, "reason" | "reasonKey" | "reasonParams">;

/** Words asked of each collection: a modern one its list's first 1,000, the others as 'Generate All Collections' does. */
const FILL_COUNT: Record<string, number> = { modern: 1000 };
/** The share of the progress bar each part takes (the Bible is the slowest). */
const SPAN = { bible: [0, 35], mishnah: [35, 50], talmud: [50, 60], lexicons: [60, 85], collections: [85, 100] } as const;

/**
 * 'Set up the library' as one job: the offline Hebrew Bible, the Mishnah and the Talmud's first pages from the texts library, then each lexicon from its URL, then
 * the built-in collections of each domain filled offline from their texts and lexicons. It calls
 * the other kinds' own work (each leaves nothing half done: a book, a lexicon, a collection's words
 * are each written in one transaction), so a part is skipped when done already (the Bible's books
 * imported, a lexicon with entries, a collection with words beyond the seed's samples), a part that
 * fails is recorded with its reason while the others go on, and a run started again resumes.
 */
export function setUpLibraryJob(deps: LibrarySetupDeps): JobDefinition<Record<string, never>> {
  const { db, log } = deps;
  return {
    kind: LIBRARY_SETUP_JOB,
    payload: LibrarySetupPayloadSchema,
    queuedMessage: "job_starting",
    failureMessage: "job_library_setup_failed",
    serial: { scope: "one" },
    // Every part is resumable or written in one transaction: another server may start it again.
    onServerStop: "hand-over",
    async run(_payload, ctx) {
      const parts: LibrarySetupPart[] = [];
      const counts = { done: 0, skipped: 0, failed: 0 };
      const record = (part: LibrarySetupPart) => {
        parts.push(part);
        if (part.status === "done") counts.done++;
        else if (part.status === "failed") counts.failed++;
        else counts.skipped++;
      };
      /**
       * The part's own context: its progress mapped onto the set-up's bar, its message named by the
       * part ("Importing BDB: Saving the entries…", not a bare "Complete!" while the set-up goes on); its
       * completion is the set-up's, at the end.
       */
      const within = (from: number, to: number, part: PartLabel): JobContext => ({
        jobId: ctx.jobId, userId: ctx.userId, signal: ctx.signal,
        report: (p) => ctx.report({
          ...(p.key ? { key: part.key, params: { ...p.params, ...part.params, stepKey: p.key } } : {}),
          percent: from + ((to - from) * (p.percent ?? 0)) / 100,
          counts,
        }),
        completeIn: async () => !ctx.signal.aborted,
      });
      /** Why a part failed: the error's text with its key (worded in the learner's language), else the part's own failure. */
      const reasonOf = (error: unknown, fallback: ServerMessageKey, what: string, params: Record<string, string> = {}): Reason => {
        ctx.signal.throwIfAborted(); // a stopping server: the job is handed over, not recorded as failed
        if (error instanceof DomainError) return { reason: error.message, reasonKey: error.key, reasonParams: error.params };
        log.warn({ err: error, jobId: ctx.jobId, part: what }, "a part of the library set-up failed");
        return { reason: renderServerMessage(fallback, params), reasonKey: fallback, reasonParams: params };
      };

      // 1. The Hebrew Bible, offline (the import skips the books already done).
      try {
        const done = await deps.importBible.run({ titles: deps.bibleTitles }, within(...SPAN.bible, { key: "job_library_setup_bible_step", params: {} }));
        const added = Number(done.books ?? 0);
        record({ part: "bible", name: "", status: added > 0 ? "done" : "skipped", added, reason: null });
      } catch (error) {
        record({ part: "bible", name: "", status: "failed", added: 0, ...reasonOf(error, deps.importBible.failureMessage, "bible") });
      }

      // 2. The Mishnah from the texts library, each tractate not imported yet, in order; 3. the Talmud's tractates, each one's
      // first pages (a tractate with any page imported is skipped). The first failure (the library unreachable, a title it
      // does not have) ends the part with its reason: a run again resumes there.
      const importTexts = async (part: "mishnah" | "talmud", titles: string[], rangeOf: (title: string) => string | undefined) => {
        if (titles.length === 0) return;
        const have = await titlesWithText(db, titles);
        const missing = titles.filter((t) => !have.has(t));
        const [from, to] = SPAN[part];
        const span = (to - from) / Math.max(1, missing.length);
        let added = 0;
        let failure: Reason | null = null;
        for (const [i, title] of missing.entries()) {
          ctx.signal.throwIfAborted();
          const range = rangeOf(title);
          try {
            await deps.importBook.run({ title, ...(range ? { range } : {}) }, within(from + i * span, from + (i + 1) * span, { key: `job_library_setup_${part}_step`, params: {} }));
            added++;
          } catch (error) {
            failure = reasonOf(error, `job_library_setup_${part}_failed`, title, range ? { title, pages: range } : { title });
            break;
          }
        }
        const status: LibrarySetupPart["status"] = failure ? "failed" : added > 0 ? "done" : "skipped";
        record({ part, name: "", status, added, filled: have.size + added, total: titles.length, ...(failure ?? { reason: null }) });
      };
      await importTexts("mishnah", deps.mishnahTitles, () => undefined);
      await importTexts("talmud", deps.talmudTitles, (title) => firstPagesRange(title, deps.talmudAmudim));

      // 4. The lexicons, each from its configured URL, unless it holds entries already.
      const [lexFrom, lexTo] = SPAN.lexicons;
      const step = (lexTo - lexFrom) / SETUP_LEXICONS.length;
      for (const [i, source] of SETUP_LEXICONS.entries()) {
        ctx.signal.throwIfAborted();
        if (await lexiconHasEntries(db, source)) {
          record({ part: "lexicon", name: source, status: "skipped", added: 0, reason: null });
          continue;
        }
        try {
          const done = await deps.importLexicon.run({ source }, within(lexFrom + i * step, lexFrom + (i + 1) * step, { key: "job_library_setup_lexicon_step", params: { lexicon: LEXICON_NAMES[source] } }));
          // The rules its entries were read by: the Dictionary's card reads them from this part, as from a
          // lexicon import's own job, and does not call a lexicon just imported here out of date.
          const rulesVersion = typeof done.rulesVersion === "number" ? { rulesVersion: done.rulesVersion } : {};
          record({ part: "lexicon", name: source, status: "done", added: Number(done.entries ?? 0), reason: null, ...rulesVersion });
        } catch (error) {
          record({ part: "lexicon", name: source, status: "failed", added: 0, ...reasonOf(error, deps.importLexicon.failureMessage, source) });
        }
      }

      // 5. The built-in collections of each domain, filled offline where they have their text.
      const all = await builtInCollections(db, SETUP_DOMAINS, SEED_SAMPLE_WORDS_MAX + 1);
      const [fillFrom, fillTo] = SPAN.collections;
      let index = 0;
      for (const domain of SETUP_DOMAINS) {
        const list = all.filter((c) => c.domain === domain);
        if (list.length === 0) continue;
        const withText = await collectionsWithText(db, list);
        let added = 0;
        let filled = 0;
        let tried = 0;
        const reasons: Reason[] = [];
        for (const collection of list) {
          ctx.signal.throwIfAborted();
          const from = fillFrom + ((fillTo - fillFrom) * index) / all.length;
          index++;
          if (collection.words > SEED_SAMPLE_WORDS_MAX) {
            filled++;
            continue;
          }
          if (!withText.has(collection.id)) continue;
          tried++;
          await ctx.report({ key: "job_library_setup_filling", params: { name: collection.name }, percent: from, counts });
          try {
            const done = await deps.fillCollection.run(
              { collectionId: collection.id, collectionName: collection.name, section: null, requestedCount: FILL_COUNT[domain] ?? GENERATE_ALL_COUNT },
              within(from, from, { key: "job_library_setup_collection_step", params: { name: collection.name } }),
            );
            const n = Number(done.completedCount ?? 0);
            added += n;
            if (collection.words + n > SEED_SAMPLE_WORDS_MAX) filled++;
          } catch (error) {
            const reason = reasonOf(error, deps.fillCollection.failureMessage, collection.name);
            if (!reasons.some((r) => r.reason === reason.reason)) reasons.push(reason);
          }
        }
        const withoutText = list.length - withText.size;
        const status: LibrarySetupPart["status"] = reasons.length > 0 ? "failed"
          : added > 0 ? "done"
            : filled === 0 && tried === 0 && withoutText > 0 ? "needs-text"
              : "skipped";
        // A prayer-book collection left with its samples says why, as the generator would (its text is not the library's).
        const prayerBook = list.find((c) => !withText.has(c.id) && c.words <= SEED_SAMPLE_WORDS_MAX && isPrayerBookCollection(c));
        const why = prayerBook ? invalid("generation_prayer_book_no_text", { name: prayerBook.name }) : null;
        const unfilled: Reason | null = why && { reason: why.message, reasonKey: why.key, reasonParams: why.params };
        record({ part: "collections", name: domain, status, added, filled, total: list.length, withoutText, ...(reasons[0] ?? unfilled ?? { reason: null }) });
      }

      // The collections' words out of the search indexes' pending lists (the Bible and the lexicons settle their own tables).
      if (parts.some((p) => p.part === "collections" && p.added > 0)) await settleIndexes(db, ["words"], log);
      // The last counts, with no message: a bare "Complete!" read before the job's row is completed
      // would be told while the set-up still runs; completing the job writes its message and 100 %.
      await ctx.report({ counts });
      return { parts, message: jobMessage("job_library_setup_finished", { ...counts }) };
    },
  };
}

/**
 * The collections that have their text imported: a biblical book or a Talmud tractate by its name,
 * a Mishnah order by any of its tractates ("Mishnah <tractate>"); a modern collection needs none
 * (the shipped frequency list and Wiktionary Hebrew fill it), but the prayer book's (Siddur 1000),
 * whose text is a book of its name: the everyday list is not the prayer book's.
 */
async function collectionsWithText(db: Db, list: BuiltInCollection[]): Promise<Set<string>> {
  const titles = list.flatMap((c) => c.domain === "mishna" ? tractatesOfOrder(c.name).map(mishnahTitleOf) : [c.name]);
  const present = await titlesWithText(db, titles);
  return new Set(list.filter((c) => (c.domain === "modern" && !isPrayerBookCollection(c))
    || (c.domain === "mishna" ? tractatesOfOrder(c.name).some((t) => present.has(mishnahTitleOf(t))) : present.has(c.name))).map((c) => c.id));
}
