import { z } from "zod";
import { DictionarySourceSchema } from "../../../shared/api/dictionary";
import { DICTIONARY } from "../../../shared/dictionary/dictionary-rules";
import type { Db } from "../../db/client";
import { jobMessage, type JobContext, type JobDefinition } from "../../jobs/job-types";
import { jobFileExists } from "../../jobs/job-file-queries";
import { deleteJobFile } from "../../jobs/queries";
import { readJobFileStream } from "../../jobs/stream-job-file";
import { addCounts } from "./entry-batch";
import { invalid } from "../../lib/domain-error";
import { discardStagedEntries, finishRun, mergeStagedEntries, stageEntryBatch, startRun, updateRun } from "./import-queries";
import type { LexiconSource } from "./lexicon-source";

export const DICTIONARY_IMPORT_JOB = "dictionary-import";

/** `fileId`: an uploaded file (job_files) instead of the configured URL. */
const PayloadSchema = z.object({ source: DictionarySourceSchema, fileId: z.string().uuid().optional() });

/**
 * A lexicon import as a background job: a dictionary_import_progress run; the source's entries
 * (parsed on the lexicon thread, lexicon-thread.ts) staged batch by batch as they come, with the
 * run's count kept current; then, in one transaction, merged into
 * dictionary_entries by (source, source id) and the run completed. A run that fails or whose
 * server dies never changes the dictionary: its staged rows are dropped.
 */
export function dictionaryImportJob(deps: { db: Db; sources: LexiconSource[] }): JobDefinition<z.infer<typeof PayloadSchema>> {
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
      const runId = await startRun(deps.db, { source, language: lexicon.language, jobId: ctx.jobId, totalWords: estimate });
      let imported = 0;
      const counts: Record<string, number> = {};
      try {
        if (fileId && !(await jobFileExists(deps.db, fileId))) throw invalid("lexicon_upload_gone");
        const file = fileId ? readJobFileStream(deps.db, fileId) : null;
        for await (const batch of lexicon.read({ file, signal: ctx.signal, counts })) {
          addCounts(counts, batch.counts);
          if (batch.count === 0) continue;
          await stageEntryBatch(deps.db, runId, batch.json);
          imported += batch.count;
          await updateRun(deps.db, runId, imported);
          await ctx.report({ key: "job_lexicon_imported", params: { count: imported }, percent: Math.min(99, (100 * imported) / estimate), counts: { ...counts, entries: imported } });
        }
        // All or nothing: the staged entries reach the dictionary with the run's completion.
        await ctx.report({ key: "job_lexicon_saving", percent: 99, counts: { ...counts, entries: imported } });
        await lexicon.beforeMerge?.(deps.db, runId);
        await deps.db.transaction(async (tx) => {
          await mergeStagedEntries(tx, runId);
          await finishRun(tx, runId, { status: "completed", importedWords: imported });
        });
        await lexicon.finish?.(deps.db, ctx.signal);
        return { source, entries: imported, ...counts, message: jobMessage("lexicon_import_complete", { count: imported }) };
      } catch (error) {
        await finishRun(deps.db, runId, { status: "failed", error: error instanceof Error ? error.message.slice(0, 500) : "job_lexicon_failed" });
        await discardStagedEntries(deps.db).catch(() => {}); // the failed run's rows; stale ones go at the next cleanup
        throw error;
      } finally {
        if (fileId) await deleteJobFile(deps.db, fileId);
      }
    },
  };
}
