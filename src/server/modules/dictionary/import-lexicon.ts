import { z } from "zod";
import { DICTIONARY } from "../../../shared/dictionary/dictionary-rules";
import type { Db } from "../../db/client";
import { createHttpClient, HttpStatusError } from "../../integrations/http-client";
import { createBdbParser, type BdbEntry } from "../../integrations/lexicons/parse-bdb";
import { createLexicalIndexParser, type LexicalLink } from "../../integrations/lexicons/parse-lexical-index";
import { parsePartsOfSpeech, partOfSpeechName } from "../../integrations/lexicons/parse-parts-of-speech";
import { createStrongsParser, type StrongsEntry } from "../../integrations/lexicons/parse-strongs";
import type { JobContext, JobDefinition } from "../../jobs/job-types";
import { deleteJobFile, readJobFile } from "../../jobs/queries";
import { invalid } from "../../lib/domain-error";
import { finishRun, linkEntries, startRun, updateRun, upsertEntries, type EntryRow } from "./import-queries";

export const DICTIONARY_IMPORT_JOB = "dictionary-import";
/** Rows per upsert: 2,000 × 12 columns stays under PostgreSQL's 65,535 parameters. */
const BATCH = 2000;

/** The XML lexicons: where each is read from, and how an entry becomes a row. */
export interface XmlLexicon {
  source: "bdb" | "strongs";
  language: "hebrew" | "aramaic";
  url: string;
  /** The lexicon's parts-of-speech key, a file beside it (its codes become names). */
  posKey: string;
  parser(onRow: (row: EntryRow) => void, pos: (code: string | null) => string | null): { write(chunk: string): void; close(): void };
}

export function xmlLexicons(urls: { bdb: string; strongs: string }): Record<"bdb" | "strongs", XmlLexicon> {
  return {
    bdb: {
      source: "bdb", language: "hebrew", url: urls.bdb, posKey: "BDBPartsOfSpeech.xml",
      parser: (onRow, pos) => createBdbParser((e: BdbEntry) => onRow({
        source: "bdb", sourceId: e.bdbId, word: e.word, transliteration: null, pronunciation: null, partOfSpeech: pos(e.posCode),
        language: e.language, definitions: e.definitions, root: e.isRoot ? e.word : null, isProperName: (e.posCode ?? "").startsWith("n.pr"),
        referenceTo: e.referenceTo, crossRefs: e.crossRefs,
      })),
    },
    strongs: {
      source: "strongs", language: "hebrew", url: urls.strongs, posKey: "PartsOfSpeech.xml",
      parser: (onRow, pos) => createStrongsParser((e: StrongsEntry) => onRow({
        source: "strongs", sourceId: e.strongId, word: e.word, transliteration: e.transliteration, pronunciation: e.pronunciation,
        partOfSpeech: pos(e.posCode), language: e.language, definitions: e.definitions, root: null, isProperName: e.isProperName,
        referenceTo: null, crossRefs: e.crossRefs,
      })),
    },
  };
}

/** `fileId`: an uploaded file (job_files) instead of the configured URL. */
const PayloadSchema = z.object({ source: z.enum(["bdb", "strongs"]), fileId: z.string().uuid().optional() });

/**
 * A lexicon import as a background job: a dictionary_import_progress run, the file streamed from
 * its URL (never read whole) through a namespace-aware XML parser, entries upserted by
 * (source, source id) in batches of 2,000 with the run's count kept current, then the run completed.
 * A failed run is marked failed and leaves every entry of the previous runs in place.
 */
export function dictionaryImportJob(deps: { db: Db; lexicons: Record<"bdb" | "strongs", XmlLexicon> }): JobDefinition<z.infer<typeof PayloadSchema>> {
  return {
    kind: DICTIONARY_IMPORT_JOB,
    payload: PayloadSchema,
    queuedMessage: "Starting import...",
    failureMessage: "Failed to import dictionary",
    async run({ source, fileId }, ctx: JobContext) {
      const lexicon = deps.lexicons[source];
      const estimate = DICTIONARY.estimatedTotals[lexicon.language];
      const runId = await startRun(deps.db, { source, language: lexicon.language, jobId: ctx.jobId, totalWords: estimate });
      let imported = 0;
      try {
        const http = createHttpClient({ baseUrl: lexicon.url, timeoutMs: 5 * 60_000 });
        // The parts-of-speech key beside the file; without it the codes are kept as written. Tried
        // once: an offline server importing an upload should not wait out retries for it.
        const keyRes = await http.request(new URL(lexicon.posKey, lexicon.url).toString(), { signal: ctx.signal, retry: false }).catch(() => null);
        const posTable = keyRes?.ok ? parsePartsOfSpeech(await keyRes.text()) : new Map<string, string>();
        const body = fileId ? await uploaded(fileId) : await download();
        async function download(): Promise<AsyncIterable<Uint8Array>> {
          const res = await http.request(lexicon.url, { signal: ctx.signal });
          if (!res.ok || !res.body) throw new HttpStatusError(lexicon.url, res.status, "");
          return res.body as unknown as AsyncIterable<Uint8Array>;
        }
        async function uploaded(id: string): Promise<AsyncIterable<Uint8Array>> {
          const bytes = await readJobFile(deps.db, id);
          if (!bytes) throw invalid("The uploaded file is gone; upload it again.");
          return (function* () {
            for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
          })() as unknown as AsyncIterable<Uint8Array>;
        }
        let pending: EntryRow[] = [];
        const parser = lexicon.parser((row) => pending.push(row), (code) => partOfSpeechName(code, posTable));
        const flush = async () => {
          if (pending.length === 0) return;
          const rows = pending;
          pending = [];
          for (let i = 0; i < rows.length; i += BATCH) await upsertEntries(deps.db, rows.slice(i, i + BATCH));
          imported += rows.length;
          await updateRun(deps.db, runId, imported);
          await ctx.report({ message: `Imported ${imported.toLocaleString("en-US")} entries`, percent: Math.min(99, (100 * imported) / estimate), counts: { entries: imported } });
        };
        const decoder = new TextDecoder("utf-8");
        for await (const chunk of body) {
          parser.write(decoder.decode(chunk, { stream: true }));
          if (pending.length >= BATCH) await flush();
        }
        parser.write(decoder.decode());
        parser.close();
        await flush();
        // BDB ↔ Strong's: LexicalIndex.xml beside the file links the two lexicons' ids of a word.
        const indexRes = await http.request(new URL("LexicalIndex.xml", lexicon.url).toString(), { signal: ctx.signal, retry: false }).catch(() => null);
        if (indexRes?.ok) {
          const links: LexicalLink[] = [];
          const index = createLexicalIndexParser((l) => links.push(l));
          index.write((await indexRes.text()).replace(/^\uFEFF/, ""));
          index.close();
          await linkEntries(deps.db, links);
        }
        await finishRun(deps.db, runId, { status: "completed", importedWords: imported });
        return { source, entries: imported, message: `Import Complete: ${imported.toLocaleString("en-US")} entries` };
      } catch (error) {
        await finishRun(deps.db, runId, { status: "failed", error: error instanceof Error ? error.message.slice(0, 500) : "Failed to import dictionary" });
        throw error;
      } finally {
        if (fileId) await deleteJobFile(deps.db, fileId);
      }
    },
  };
}
