import { z } from "zod";
import { DictionarySourceSchema } from "../../../shared/api/dictionary";
import { DICTIONARY } from "../../../shared/dictionary/dictionary-rules";
import type { Db } from "../../db/client";
import { jobMessage, type JobContext, type JobDefinition } from "../../jobs/job-types";
import { jobFileExists } from "../../jobs/job-file-queries";
import { deleteJobFile } from "../../jobs/queries";
import { readJobFileStream } from "../../jobs/stream-job-file";
import { entryTextLength, keepEntriesWithinCap } from "./cap-entries";
import { invalid } from "../../lib/domain-error";
import { discardStagedEntries, finishRun, mergeStagedEntries, stageEntries, startRun, updateRun, writeEntries, type EntryRow } from "./import-queries";
import { BATCH, type LexiconSource } from "./lexicon-source";

export const DICTIONARY_IMPORT_JOB = "dictionary-import";

/** `fileId`: an uploaded file (job_files) instead of the configured URL. */
const PayloadSchema = z.object({ source: DictionarySourceSchema, fileId: z.string().uuid().optional() });

/**
 * A lexicon's entries held in memory until the import completes, up to these limits (Jastrow's
 * 32,512 entries are about 13 million characters); a larger source (a big Wiktionary upload) goes
 * to the staging table instead, so memory stays bounded whatever the file.
 */
export const HOLD_LIMITS = { rows: 60_000, chars: 24_000_000 } as const;

/**
 * A lexicon import as a background job: a dictionary_import_progress run; the source's entries
 * read in batches with the run's count kept current; then, in one transaction, written into
 * dictionary_entries by (source, source id) and the run completed. Nothing reaches the dictionary
 * before that transaction: the entries wait in memory (each id once, the last read winning) and
 * are written there straight from their arrays; past HOLD_LIMITS they wait in the staging table,
 * merged from there. A run that fails or whose server dies never changes the dictionary: its
 * staged rows are dropped. `holdLimits`: HOLD_LIMITS unless given (the tests' smaller ones).
 */
export function dictionaryImportJob(deps: { db: Db; sources: LexiconSource[]; holdLimits?: { rows: number; chars: number } }): JobDefinition<z.infer<typeof PayloadSchema>> {
  const bySource = new Map(deps.sources.map((s) => [s.source, s]));
  const limits = deps.holdLimits ?? HOLD_LIMITS;
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
      // The entries read so far, by (source, source id), while they fit HOLD_LIMITS; null once staged.
      let held: Map<string, EntryRow> | null = new Map();
      let heldChars = 0;
      const stage = async (rows: EntryRow[]) => {
        for (let i = 0; i < rows.length; i += BATCH) await stageEntries(deps.db, runId, rows.slice(i, i + BATCH));
      };
      try {
        if (fileId && !(await jobFileExists(deps.db, fileId))) throw invalid("lexicon_upload_gone");
        const file = fileId ? readJobFileStream(deps.db, fileId) : null;
        for await (const read of lexicon.read({ file, signal: ctx.signal, counts })) {
          const rows = keepEntriesWithinCap(read, counts);
          if (held) {
            for (const row of rows) {
              held.set(`${row.source}\t${row.sourceId}`, row);
              heldChars += entryTextLength(row);
            }
            if (held.size > limits.rows || heldChars > limits.chars) {
              await stage([...held.values()]);
              held = null;
            }
          } else await stage(rows);
          imported += rows.length;
          await updateRun(deps.db, runId, imported);
          await ctx.report({ key: "job_lexicon_imported", params: { count: imported }, percent: Math.min(99, (100 * imported) / estimate), counts: { ...counts, entries: imported } });
        }
        // All or nothing: the staged entries reach the dictionary with the run's completion.
        await ctx.report({ key: "job_lexicon_saving", percent: 99, counts: { ...counts, entries: imported } });
        const entries = held ? [...held.values()] : null;
        held = null;
        await deps.db.transaction(async (tx) => {
          if (entries) await writeEntries(tx, entries);
          else await mergeStagedEntries(tx, runId);
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
