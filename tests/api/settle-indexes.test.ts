import { createRequire } from "node:module";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Job } from "../../src/shared/api/jobs";
import { cleanGinPending, settleIndexes } from "../../src/server/db/settle-indexes";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, importDictionarySource, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";
import { KAIKKI_FILE, startLexiconServer, type LexiconServer } from "../support/lexicon-server";
import { hasSefariaData, NO_SEFARIA_DATA, startSefariaServer, type SefariaServer } from "../support/sefaria-server";

/**
 * The imports leave their tables settled (src/server/db/settle-indexes.ts): nothing waiting in the
 * GIN indexes' pending lists (which every lookup would read in full), and the tables analyzed. The
 * small sources only: Wiktionary's Aramaic fixture, Genesis 1 from the Sefaria test server, Obadiah
 * from morphhb's files. A pending list is empty when merging it merges no page (cleanGinPending
 * returns 0), which both drivers can tell (pgstatginindex needs pgstattuple, absent from PGlite).
 */
if (!hasSefariaData) console.warn(NO_SEFARIA_DATA);
const WLC = path.join(path.dirname(createRequire(import.meta.url).resolve("morphhb/package.json")), "wlc");

let ctx: TestContext;
let files: LexiconServer;
let sefaria: SefariaServer | undefined;
let admin: TestUser;

beforeAll(async () => {
  files = await startLexiconServer();
  if (hasSefariaData) sefaria = await startSefariaServer();
  ctx = await createTestContext({
    DICTIONARY_KAIKKI_ARAMAIC_URL: `${files.url}/${KAIKKI_FILE}`, OSHB_WLC_DIR: WLC, ...(sefaria ? { SEFARIA_URL: sefaria.url } : {}),
  }, { startJobs: true });
  ({ admin } = await createUsers(ctx, { learners: 0 }));
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await files?.close();
  await sefaria?.close();
});

const db = () => ctx.deps.db;
/** Rows as the planner knows them (pg_class.reltuples: -1 or 0 until the table is analyzed or vacuumed). */
async function plannerRows(table: string): Promise<number> {
  const r = await db().execute(sql`select reltuples::float8 as n from pg_class where oid = to_regclass(${table})`);
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
}
async function rows(table: string): Promise<number> {
  const r = await db().execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
}
async function started(path: string, body: unknown): Promise<Job> {
  const res = await call(ctx, "POST", path, { user: admin, body });
  expect(res.status).toBe(202);
  return waitForJob(ctx, admin, (res.json as { job: Job }).job.id, 180_000);
}

describe("the imports settle the tables they filled", () => {
  it("a lexicon import: dictionary_entries' GIN indexes have nothing pending, and the table is analyzed", async () => {
    expect(await importDictionarySource(ctx, admin, "kaikki-aramaic")).toMatchObject({ status: "completed", counts: { entries: 11 } });
    expect(await cleanGinPending(db(), "dictionary_entries")).toBe(0);
    expect(await plannerRows("dictionary_entries")).toBe(await rows("dictionary_entries"));
  });

  it.skipIf(!hasSefariaData)("a book import: book_verses' and book_chapter_words' GIN indexes have nothing pending", async () => {
    expect(await started("/api/books/import", { title: "Genesis", range: "1" })).toMatchObject({ status: "completed", counts: { chapters: 1, verses: 31 } });
    expect(await cleanGinPending(db(), "book_verses")).toBe(0);
    expect(await cleanGinPending(db(), "book_chapter_words")).toBe(0);
    expect(await plannerRows("book_chapter_words")).toBe(await rows("book_chapter_words"));
  });

  it("the Hebrew Bible's import: the same, once after its books", async () => {
    expect(await started("/api/books/import/bible", { books: ["Obadiah"] })).toMatchObject({ status: "completed", result: { books: 1 } });
    expect(await cleanGinPending(db(), "book_verses")).toBe(0);
    expect(await cleanGinPending(db(), "book_chapter_words")).toBe(0);
    expect(await plannerRows("book_chapter_words")).toBe(await rows("book_chapter_words"));
  });

  it("settleIndexes merges what a bulk write left pending and never throws", async () => {
    await db().execute(sql`insert into dictionary_entries (source, source_id, word, language, definitions, forms)
      select 'kaikki-aramaic', 'settle-' || n, 'מלה' || n, 'aramaic', array['word ' || n], array['מלים' || n] from generate_series(1, 200) n`);
    const [settled] = await settleIndexes(db(), ["dictionary_entries"]);
    expect(settled).toMatchObject({ table: "dictionary_entries", analyzed: true });
    expect(settled!.pendingPages).toBeGreaterThan(0);
    expect(await cleanGinPending(db(), "dictionary_entries")).toBe(0);
    // A table that is not there: logged, not thrown.
    const warned: unknown[] = [];
    const log = { info: () => {}, warn: (o: unknown) => { warned.push(o); } };
    expect(await settleIndexes(db(), ["no_such_table" as "words"], log)).toEqual([expect.objectContaining({ table: "no_such_table", pendingPages: 0, analyzed: false })]);
    expect(warned).toHaveLength(1);
    await db().execute(sql`delete from dictionary_entries where source_id like 'settle-%'`);
  });
});
