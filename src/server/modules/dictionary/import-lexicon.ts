import { z } from "zod";
import { DictionarySourceSchema } from "../../../shared/api/dictionary";
import { DICTIONARY } from "../../../shared/dictionary/dictionary-rules";
import type { Db } from "../../db/client";
import type { JobContext, JobDefinition } from "../../jobs/job-types";
import { deleteJobFile, readJobFile } from "../../jobs/queries";
import { invalid } from "../../lib/domain-error";
import { finishRun, startRun, updateRun, upsertEntries } from "./import-queries";
import { BATCH, type LexiconSource } from "./lexicon-source";

export const DICTIONARY_IMPORT_JOB = "dictionary-import";

/** `fileId`: an uploaded file (job_files) instead of the configured URL. */
const PayloadSchema = z.object({ source: DictionarySourceSchema, fileId: z.string().uuid().optional() });

/**
 * A lexicon import as a background job: a dictionary_import_progress run, the source's entries
 * upserted by (source, source id) in batches with the run's count kept current, then the run
 * completed. A failed run is marked failed and leaves every entry of the previous runs in place.
 */
export function dictionaryImportJob(deps: { db: Db; sources: LexiconSource[] }): JobDefinition<z.infer<typeof PayloadSchema>> {
  const bySource = new Map(deps.sources.map((s) => [s.source, s]));
  return {
    kind: DICTIONARY_IMPORT_JOB,
    payload: PayloadSchema,
    queuedMessage: "Starting import...",
    failureMessage: "Failed to import dictionary",
    async run({ source, fileId }, ctx: JobContext) {
      const lexicon = bySource.get(source);
      if (!lexicon) throw invalid("This source cannot be imported.");
      const estimate = DICTIONARY.estimatedTotals[lexicon.language];
      const runId = await startRun(deps.db, { source, language: lexicon.language, jobId: ctx.jobId, totalWords: estimate });
      let imported = 0;
      const counts: Record<string, number> = {};
      try {
        const bytes = fileId ? await readJobFile(deps.db, fileId) : null;
        if (fileId && !bytes) throw invalid("The uploaded file is gone; upload it again.");
        for await (const rows of lexicon.read({ bytes, signal: ctx.signal, counts })) {
          for (let i = 0; i < rows.length; i += BATCH) await upsertEntries(deps.db, rows.slice(i, i + BATCH));
          imported += rows.length;
          await updateRun(deps.db, runId, imported);
          await ctx.report({ message: `Imported ${imported.toLocaleString("en-US")} entries`, percent: Math.min(99, (100 * imported) / estimate), counts: { ...counts, entries: imported } });
        }
        await lexicon.finish?.(deps.db, ctx.signal);
        await finishRun(deps.db, runId, { status: "completed", importedWords: imported });
        return { source, entries: imported, ...counts, message: `Import Complete: ${imported.toLocaleString("en-US")} entries` };
      } catch (error) {
        await finishRun(deps.db, runId, { status: "failed", error: error instanceof Error ? error.message.slice(0, 500) : "Failed to import dictionary" });
        throw error;
      } finally {
        if (fileId) await deleteJobFile(deps.db, fileId);
      }
    },
  };
}
