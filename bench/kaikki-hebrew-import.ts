/**
 * `node --import tsx bench/kaikki-hebrew-import.ts [pglite|pg|both] [dump-prefix]`: where the time of a
 * Wiktionary Hebrew upload's import goes. The file is tests/api/upload-memory.test.ts's (the fixtures'
 * real and synthetic lines repeated to 64 MiB, about 57,000 entries), stored as an uploaded job file.
 * Timed, on a fresh database each (pg: DATABASE_URL):
 * - `save`: the upload stored as job file parts (not the import's), `read`: its parts read back alone;
 * - `parse`: the lexicon thread's parse alone (the batches kept for the phases below);
 * - `job`: the whole import job (dictionaryImportJob with the file), with its own timers (job.parse: waiting
 *   for the thread's batches, job.write, job.complete, job.settle), then its phases again by hand:
 *   `stage`/`upsert` (the batches written: staged on PGlite, upserted in the run's transaction on
 *   PostgreSQL), `merge` (PGlite), `settle` (GIN pending lists and ANALYZE);
 * - `raw`: the same rows as multi-row INSERTs into an empty dictionary_entries (the database's own
 *   work of storing them, generated columns and indexes included), and `plain`: milim_plain_all
 *   over every staged row's forms (what the generated forms_plain costs).
 * Budgets are ratios (job / raw), not times. With a dump prefix, the stored kaikki-hebrew rows are
 * written one JSON line a row to `<prefix>-<db>.json` (compare main's and the branch's with `cmp`).
 */
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { MAX_WIKTIONARY_HEBREW_UPLOAD_BYTES } from "../src/shared/api/dictionary";
import type { Logger } from "../src/server/lib/logger";
import { settleIndexes } from "../src/server/db/settle-indexes";
import { saveJobFileStream, readJobFileStream } from "../src/server/jobs/stream-job-file";
import { dictionaryImportJob } from "../src/server/modules/dictionary/import-lexicon";
import {
  clearStagedEntries, mergeStagedEntries, removeStaleEntries, stageEntryBatch, startRun, startRunIds, upsertEntryBatch,
} from "../src/server/modules/dictionary/import-queries";
import { kaikkiHebrewSource } from "../src/server/modules/dictionary/kaikki-source";
import { closeLexiconThread } from "../src/server/modules/dictionary/lexicon-thread";
import { KAIKKI_HEBREW_REAL, KAIKKI_HEBREW_SYNTHETIC } from "../tests/support/lexicon-server";
import { openBenchPglite, openBenchPostgres, type BenchDatabase } from "./lib/bench-db";

const [which = "both", dumpPrefix] = process.argv.slice(2);
const lines = Buffer.concat([fs.readFileSync(KAIKKI_HEBREW_REAL), fs.readFileSync(KAIKKI_HEBREW_SYNTHETIC)]);
const copies = Math.floor(MAX_WIKTIONARY_HEBREW_UPLOAD_BYTES / lines.length);
const file = Buffer.concat([...Array.from({ length: copies }, () => lines), Buffer.alloc(MAX_WIKTIONARY_HEBREW_UPLOAD_BYTES - copies * lines.length, "\n")]);
async function* parts(): AsyncIterable<Uint8Array> {
  for (let i = 0; i < file.length; i += 64 * 1024) yield file.subarray(i, i + 64 * 1024);
}

const time = async <T>(timings: Record<string, number>, name: string, f: () => Promise<T>): Promise<T> => {
  const t = performance.now();
  const out = await f();
  timings[name] = Math.round(performance.now() - t);
  console.error(`${name}: ${timings[name]} ms`);
  return out;
};
const ctx = () => ({ jobId: crypto.randomUUID(), userId: null, signal: new AbortController().signal, report: async () => {}, completeIn: async () => true });
const source = kaikkiHebrewSource("http://127.0.0.1:1/unused.jsonl");

async function run(open: () => Promise<BenchDatabase>): Promise<Record<string, number>> {
  const bench = await open();
  const { db } = bench.database;
  const t: Record<string, number> = {};
  try {
    const fileId = await time(t, "save", () => saveJobFileStream(db, "bench.jsonl", parts()));
    // The stored parts read alone, then the parse alone, the batches' JSON kept (the phases below write them again by hand).
    await time(t, "read", async () => { for await (const part of readJobFileStream(db, fileId)) void part; });
    const batches: string[] = [];
    await time(t, "parse", async () => {
      for await (const b of source.read({ file: readJobFileStream(db, fileId), signal: new AbortController().signal, counts: {} })) if (b.count > 0) batches.push(b.json);
    });
    // The job's own phase timers (import-lexicon.ts: "Lexicon import timed"), kept in the results as job.<phase>.
    const log = { info: (o: { ms?: Record<string, number> }) => { for (const [k, v] of Object.entries(o.ms ?? {})) t[`job.${k}`] = v; }, warn: console.warn } as unknown as Logger;
    const job = dictionaryImportJob({ db, kind: bench.kind, sources: [source], log });
    const result = await time(t, "job", () => job.run({ source: "kaikki-hebrew", fileId }, ctx()));
    t.entries = Number(result.entries);
    if (dumpPrefix) {
      const rows = await bench.raw(`select source, source_id, word, word_plain, transliteration, pronunciation, part_of_speech, language, definitions, definitions_text,
        root, is_proper_name, reference_to, reference_also, cross_refs, forms, forms_plain, details, linked_id, linked_ids, hebrew_letter, latin_letter
        from dictionary_entries where source = 'kaikki-hebrew' order by source_id`, []);
      fs.writeFileSync(`${dumpPrefix}-${bench.kind}.json`, rows.map((r) => JSON.stringify(r)).join("\n"));
    }
    // The phases by hand, into an emptied dictionary.
    await bench.raw("delete from dictionary_entries", []);
    await bench.raw("vacuum dictionary_entries", []);
    const runId = await startRun(db, { source: "kaikki-hebrew", language: "hebrew", jobId: crypto.randomUUID(), totalWords: null });
    if (bench.kind === "postgres") {
      await db.transaction(async (tx) => {
        await startRunIds(tx);
        await time(t, "upsert", async () => { for (const json of batches) await upsertEntryBatch(tx, json); });
        await time(t, "removeStale", () => removeStaleEntries(tx, "kaikki-hebrew", "source"));
      });
    } else {
      await time(t, "stage", async () => { for (const json of batches) await stageEntryBatch(db, runId, json); });
      await db.transaction(async (tx) => {
        await time(t, "removeStale", () => removeStaleEntries(tx, "kaikki-hebrew", "source", runId));
        await time(t, "merge", () => mergeStagedEntries(tx, runId));
        await time(t, "plain", () => tx.execute(sql`select sum(cardinality(milim_plain_all(forms))) from dictionary_import_staging`));
        await time(t, "clear", () => clearStagedEntries(tx, runId));
      });
    }
    await time(t, "settle", () => settleIndexes(db, ["dictionary_entries"]));
    // The raw baseline: the stored rows copied out, the table emptied, the rows inserted again as they are.
    const cols = ["source", "source_id", "word", "transliteration", "pronunciation", "part_of_speech", "language", "definitions", "root", "is_proper_name", "reference_to", "reference_also", "cross_refs", "forms", "details"];
    const rows = (await bench.raw(`select ${cols.join(", ")} from dictionary_entries`, [])) as Record<string, unknown>[];
    await bench.raw("delete from dictionary_entries", []);
    await bench.raw("vacuum dictionary_entries", []);
    const values = rows.map((r) => cols.map((c) => (c === "details" && r[c] !== null ? JSON.stringify(r[c]) : r[c])));
    await time(t, "raw", async () => {
      const per = 500;
      for (let i = 0; i < values.length; i += per) {
        const batch = values.slice(i, i + per);
        const tuples = batch.map((_, r) => `(${cols.map((__, k) => `$${r * cols.length + k + 1}`).join(",")})`);
        await bench.raw(`insert into dictionary_entries (${cols.join(",")}) values ${tuples.join(",")}`, batch.flat());
      }
    });
    t.jobOverRaw = Math.round((100 * t.job!) / t.raw!) / 100;
    return t;
  } finally {
    await bench.close();
  }
}

const out: Record<string, Record<string, number>> = {};
if (which !== "pg") out.pglite = await run(() => openBenchPglite());
if (which !== "pglite" && process.env.DATABASE_URL) out.postgres = await run(() => openBenchPostgres(process.env.DATABASE_URL!));
await closeLexiconThread();
console.log(`${copies} copies, ${(file.length / 2 ** 20).toFixed(0)} MiB`);
console.table(out);
