import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobContext } from "../../src/server/jobs/job-types";
import { dictionaryImportJob, HOLD_LIMITS } from "../../src/server/modules/dictionary/import-lexicon";
import { strongsSource } from "../../src/server/modules/dictionary/xml-lexicon-source";
import { createTestContext, type TestContext } from "../helpers/test-app";
import { hasLexiconData, NO_LEXICON_DATA, startLexiconServer, type LexiconServer } from "../support/lexicon-server";

if (!hasLexiconData) console.warn(NO_LEXICON_DATA);

let ctx: TestContext;
let lexicons: LexiconServer;

beforeAll(async () => {
  if (!hasLexiconData) return;
  lexicons = await startLexiconServer();
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
  await lexicons?.close();
});

const count = async (query: ReturnType<typeof sql>) => ((await ctx.deps.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
const staged = () => count(sql`select count(*)::int as n from dictionary_import_staging`);
const strongsEntries = async () => ((await ctx.deps.db.execute(sql`select source_id, word, definitions, forms, details from dictionary_entries where source = 'strongs' order by source_id`)) as unknown as { rows: unknown[] }).rows;
const strongs = () => count(sql`select count(*)::int as n from dictionary_entries where source = 'strongs'`);

/** Imports Strong's with the job's own code, noting the most rows the staging table held at any report. */
async function importStrongs(holdLimits: { rows: number; chars: number } = HOLD_LIMITS) {
  const job = dictionaryImportJob({ db: ctx.deps.db, sources: [strongsSource(`${lexicons.url}/HebrewStrong.xml`)], holdLimits });
  let mostStaged = 0;
  const jobCtx: JobContext = {
    jobId: crypto.randomUUID(), userId: null, signal: new AbortController().signal, completeIn: async () => true,
    report: async () => { mostStaged = Math.max(mostStaged, await staged()); },
  };
  const result = await job.run({ source: "strongs" }, jobCtx).then((r) => ({ ok: true as const, entries: r.entries }), (e: unknown) => ({ ok: false as const, error: e }));
  return { ...result, mostStaged };
}

describe.skipIf(!hasLexiconData)("a lexicon import's entries wait in memory, or in the staging table past its limits", () => {
  it("writes a lexicon that fits in memory straight into the dictionary: the staging table is never written", async () => {
    const run = await importStrongs();
    expect(run).toMatchObject({ ok: true, entries: 8_674, mostStaged: 0 });
    expect(await strongs()).toBe(8_674);
    // Imported again: every entry updated in place, none twice.
    expect(await importStrongs()).toMatchObject({ ok: true, entries: 8_674, mostStaged: 0 });
    expect(await strongs()).toBe(8_674);
  });

  it("past the limits, stages the entries and merges them at the end: the same dictionary, the staging table emptied", async () => {
    const before = await strongsEntries();
    await ctx.deps.db.execute(sql`delete from dictionary_entries where source = 'strongs'`);
    const run = await importStrongs({ ...HOLD_LIMITS, rows: 3_000 });
    expect(run).toMatchObject({ ok: true, entries: 8_674 });
    expect(run.mostStaged).toBeGreaterThan(3_000);
    expect(await staged()).toBe(0);
    const after = await strongsEntries();
    expect(after).toHaveLength(8_674);
    expect(after).toEqual(before);
  });

  it("a download broken mid-way changes nothing, whichever way its entries waited", async () => {
    await ctx.deps.db.execute(sql`update dictionary_entries set definitions = array['kept as it was'] where source = 'strongs' and source_id = 'H1'`);
    lexicons.breakAfter.set("HebrewStrong.xml", 1024 * 1024);
    try {
      for (const rows of [HOLD_LIMITS.rows, 1_000]) {
        const run = await importStrongs({ ...HOLD_LIMITS, rows });
        expect(run.ok).toBe(false);
        expect(await staged()).toBe(0);
        expect(await strongs()).toBe(8_674);
        expect(await count(sql`select count(*)::int as n from dictionary_entries where source = 'strongs' and definitions = array['kept as it was']`)).toBe(1);
      }
    } finally {
      lexicons.breakAfter.delete("HebrewStrong.xml");
    }
  });
});
