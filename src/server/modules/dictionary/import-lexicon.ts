import { z } from "zod";
import { DictionarySourceSchema } from "../../../shared/api/dictionary";
import { DICTIONARY } from "../../../shared/dictionary/dictionary-rules";
import { lexiconRulesVersion } from "../../../shared/dictionary/lexicon-rules";
import { renderServerMessage } from "../../../shared/i18n/server-messages";
import type { Database, Db } from "../../db/client";
import { settleIndexes } from "../../db/settle-indexes";
import type { Logger } from "../../lib/logger";
import { jobMessage, type JobContext, type JobDefinition } from "../../jobs/job-types";
import { jobFileExists } from "../../jobs/job-file-queries";
import { deleteJobFile } from "../../jobs/queries";
import { readJobFileStream } from "../../jobs/stream-job-file";
import { addCounts } from "./entry-batch";
import { DomainError, invalid } from "../../lib/domain-error";
import {
  clearStagedEntries, discardStagedEntries, finishRun, mergeStagedEntries, removeStaleEntries, setEntryReferences, stageEntryBatch, startRun, startRunIds, updateRun, upsertEntryBatch,
  type ReplacedEntries,
} from "./import-queries";
import type { LexiconSource } from "./lexicon-source";

export const DICTIONARY_IMPORT_JOB = "dictionary-import";

/** `fileId`: an uploaded file (job_files) instead of the configured URL. */
const PayloadSchema = z.object({ source: DictionarySourceSchema, fileId: z.string().uuid().optional() });

/**
 * A lexicon import as a background job: a dictionary_import_progress run; the source's entries
 * (parsed on the lexicon thread, lexicon-thread.ts) written batch by batch as they come, with the
 * run's count kept current; Jastrow's references resolved over the whole run (on the thread, from
 * what the batches carried, while the database goes on with what does not need them) and their
 * targets written; then the run completed. All or nothing: a
 * run that fails or whose server dies never changes the dictionary. On PostgreSQL (`kind`) the whole run is one
 * transaction, each batch written once into dictionary_entries (other connections read the old
 * lexicon meanwhile); on PGlite, whose one connection a long transaction would hold from every
 * other request, the batches are staged and merged in one transaction at the end (a failed run's
 * staged rows are dropped). Then the dictionary's indexes are settled (db/settle-indexes.ts).
 *
 * The run replaces its source's entries: in the transaction that completes it, the entries it
 * replaces and did not bring are removed (import-queries.ts#removeStaleEntries; the result's
 * `removed`, also in its counts): a whole import (its URL, or an uploaded file) leaves exactly its
 * own entries of the source; an upload of some of Jastrow's letter files (`uploadReplaces`:
 * "letters") those of the letters it brings, the other letters left as they were. A run that
 * brings no entry at all fails (an empty or wrong file never empties a lexicon).
 */
export function dictionaryImportJob(deps: { db: Db; kind: Database["kind"]; sources: LexiconSource[]; log?: Logger }): JobDefinition<z.infer<typeof PayloadSchema>> {
  const bySource = new Map(deps.sources.map((s) => [s.source, s]));
  return {
    kind: DICTIONARY_IMPORT_JOB,
    payload: PayloadSchema,
    queuedMessage: "job_starting_import",
    failureMessage: "job_lexicon_failed",
    async run({ source, fileId }, ctx: JobContext) {
      const lexicon = bySource.get(source);
      if (!lexicon) throw invalid("lexicon_cannot_import");
      const estimate = lexicon.estimatedTotal ?? DICTIONARY.estimatedTotals[lexicon.language];
      const replaces: ReplacedEntries = fileId ? lexicon.uploadReplaces ?? "source" : "source";
      const runId = await startRun(deps.db, { source, language: lexicon.language, jobId: ctx.jobId, totalWords: estimate });
      let imported = 0;
      const counts: Record<string, number> = {};
      // Where the run's time went (ms), logged with its end: waiting for the parse, writing the batches, completing, settling.
      const phases = { parse: 0, write: 0, complete: 0, finish: 0, settle: 0 };
      let mark = performance.now();
      const lap = (phase: keyof typeof phases) => {
        const now = performance.now();
        phases[phase] += Math.round(now - mark);
        mark = now;
      };
      /**
       * Reads the whole run, writing each batch with `write`; then starts the resolution of its references' targets
       * (JSON), if the source resolves them, on the lexicon thread: the caller awaits `targets` once the database has done
       * what does not need them.
       */
      const importEntries = async (write: (json: string) => Promise<unknown>): Promise<{ targets: Promise<string | null> }> => {
        if (fileId && !(await jobFileExists(deps.db, fileId))) throw invalid("lexicon_upload_gone");
        const file = fileId ? readJobFileStream(deps.db, fileId) : null;
        const candidates: string[] = [];
        // The run's count and the job's progress, written while the next batch is (not a round trip between two batches).
        let progress: Promise<unknown> = Promise.resolve();
        for await (const batch of lexicon.read({ file, signal: ctx.signal, counts })) {
          lap("parse");
          addCounts(counts, batch.counts);
          if (batch.count === 0) continue;
          if (batch.candidates) candidates.push(batch.candidates);
          await Promise.all([write(batch.json), progress]);
          imported += batch.count;
          const done = imported;
          const shown = { ...counts, entries: done };
          progress = (async () => {
            await updateRun(deps.db, runId, done);
            await ctx.report({ key: "job_lexicon_imported", params: { count: done }, percent: Math.min(99, (100 * done) / estimate), counts: shown });
          })();
          progress.catch(() => {}); // awaited with the next batch; a failure mid-way must not go unhandled meanwhile
          lap("write");
        }
        await progress;
        lap("write");
        if (imported === 0) throw invalid("lexicon_no_entries");
        await ctx.report({ key: "job_lexicon_saving", percent: 99, counts: { ...counts, entries: imported } });
        const targets = lexicon.resolveReferences && candidates.length > 0 ? lexicon.resolveReferences(candidates) : Promise.resolve(null);
        targets.catch(() => {}); // awaited by the caller; a failure while the database works meanwhile must not go unhandled
        return { targets };
      };
      let removed = 0;
      try {
        if (deps.kind === "postgres") {
          await deps.db.transaction(async (tx) => {
            await startRunIds(tx);
            const { targets } = await importEntries((json) => upsertEntryBatch(tx, json));
            removed = await removeStaleEntries(tx, source, replaces);
            const resolved = await targets;
            if (resolved) await setEntryReferences(tx, source, resolved);
            await finishRun(tx, runId, { status: "completed", importedWords: imported });
          });
        } else {
          const { targets } = await importEntries((json) => stageEntryBatch(deps.db, runId, json));
          // The staged entries reach the dictionary with the run's completion, the ones it no longer brings leave it.
          await deps.db.transaction(async (tx) => {
            removed = await removeStaleEntries(tx, source, replaces, runId);
            if (lexicon.resolveReferences) {
              // The entries first, while the thread resolves the references' targets; then the references with theirs.
              await mergeStagedEntries(tx, runId, { part: "entries" });
              await mergeStagedEntries(tx, runId, { part: "references", targets: (await targets) ?? undefined });
            } else await mergeStagedEntries(tx, runId);
            await clearStagedEntries(tx, runId);
            await finishRun(tx, runId, { status: "completed", importedWords: imported });
          });
        }
        lap("complete");
        // The job's counts say how many entries the run removed (what the Dictionary Manager shows with its end).
        await ctx.report({ key: "job_lexicon_saving", percent: 99, counts: { ...counts, entries: imported, removed } });
        await lexicon.finish?.(deps.db, ctx.signal);
        lap("finish");
        // The new entries out of the GIN indexes' pending lists and into the planner's statistics (never fails the import).
        await settleIndexes(deps.db, ["dictionary_entries"], deps.log);
        lap("settle");
        deps.log?.info({ source, entries: imported, ms: phases }, "Lexicon import timed");
        // The rules the entries were read by (shared/dictionary/lexicon-rules): an older import is shown as one to make again.
        return { source, entries: imported, ...counts, removed, rulesVersion: lexiconRulesVersion(source), message: jobMessage("lexicon_import_complete", { count: imported }) };
      } catch (error) {
        // Every signed-in learner reads the runs (GET /api/dictionary/imports): a rule's message, never the
        // exception's own text (the configured address, a failed statement); the job runner logs that.
        const keyed = error instanceof DomainError && error.key ? error : null;
        await finishRun(deps.db, runId, keyed
          ? { status: "failed", error: keyed.message, errorKey: keyed.key, errorParams: keyed.params }
          : { status: "failed", error: renderServerMessage("job_lexicon_failed"), errorKey: "job_lexicon_failed", errorParams: null });
        await discardStagedEntries(deps.db).catch(() => {}); // the failed run's rows; stale ones go at the next cleanup
        throw error;
      } finally {
        if (fileId) await deleteJobFile(deps.db, fileId);
      }
    },
  };
}
