import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChapterText, LibraryBook } from "../../src/shared/api/books";
import type { Job } from "../../src/shared/api/jobs";
import { OSHB_CREDIT } from "../../src/shared/books/tanakh-books";
import { cleanSefariaHtml } from "../../src/server/integrations/sefaria/clean-sefaria-html";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";
import { hasOshbData, NO_OSHB_DATA, startLexiconServer, type LexiconServer } from "../support/lexicon-server";
import { hasSefariaData, NO_SEFARIA_DATA, SEFARIA_DATA, startSefariaServer, type SefariaServer } from "../support/sefaria-server";

/**
 * A book imported in part from Sefaria (Genesis 1–12, from the Sefaria test server) and given its
 * lemmas (OpenScriptures' Gen.xml from the lexicon test server), then imported offline: the
 * offline import keeps chapters 1–12 as they are (Sefaria's text, translations, analyses) and adds
 * the chapters the book lacks (13–50, with their analyses and counted words), once. And a book
 * that a version before this one left without those chapters (OpenScriptures' data marked on a
 * partial book) gains them at the next offline import, which then skips it.
 */
if (!hasSefariaData) console.warn(NO_SEFARIA_DATA);
if (!hasOshbData) console.warn(NO_OSHB_DATA);
const hebrewMam = hasSefariaData ? (JSON.parse(fs.readFileSync(path.join(SEFARIA_DATA, "tanakh", "Genesis.he.merged.json"), "utf8")) as { text: string[][] }).text : [];

let ctx: TestContext;
let sefaria: SefariaServer;
let lexicons: LexiconServer;
let admin: TestUser;
let learner: TestUser;

async function started(url: string, body?: unknown): Promise<Job> {
  const res = await call(ctx, "POST", url, { user: admin, ...(body === undefined ? {} : { body }) });
  expect(res.status, res.text).toBe(202);
  return waitForJob(ctx, admin, (res.json as { job: Job }).job.id, 240_000);
}
const genesisBooks = async () => ((await call(ctx, "GET", "/api/books", { user: learner })).json as { books: LibraryBook[] }).books.filter((b) => b.title === "Genesis");
async function chapter(bookId: string, c: number) {
  const res = await call(ctx, "GET", `/api/books/${bookId}/chapters/${c}`, { user: learner });
  return { status: res.status, body: res.json as ChapterText };
}
const count = async (query: ReturnType<typeof sql>) => (await ctx.deps.db.execute(query) as unknown as { rows: { n: number }[] }).rows[0]!.n;
/** Per chapter of the book: verses, analysed words, counted words with a lemma. */
async function perChapter(bookId: string) {
  const rows = (await ctx.deps.db.execute(sql`select c.chapter,
      (select count(*) from book_verses v where v.book_id = ${bookId} and v.chapter = c.chapter)::int as verses,
      (select count(*) from book_word_lemmas l where l.book_id = ${bookId} and l.chapter = c.chapter)::int as analysed,
      (select count(*) from book_chapter_words w where w.book_id = ${bookId} and w.chapter = c.chapter and w.lemma is not null)::int as counted
    from generate_series(1, 50) as c(chapter) order by c.chapter`) as unknown as { rows: { chapter: number; verses: number; analysed: number; counted: number }[] }).rows;
  return new Map(rows.map((r) => [r.chapter, r]));
}

describe.skipIf(!hasSefariaData || !hasOshbData)("a book imported in part from Sefaria with its lemmas, then offline", () => {
  beforeAll(async () => {
    sefaria = await startSefariaServer();
    lexicons = await startLexiconServer();
    ctx = await createTestContext({ SEFARIA_URL: sefaria.url, OSHB_URL: `${lexicons.url}/` }, { startJobs: true });
    ({ admin, learners: [learner] } = await createUsers(ctx, { learners: 1 }));
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await sefaria?.close();
    await lexicons?.close();
  });

  it("adds the chapters the book lacks, with their analyses and counted words, and keeps the chapters it has", async () => {
    expect(await started("/api/books/import", { title: "Genesis", range: "1-12" })).toMatchObject({ status: "completed" });
    const [partial] = await genesisBooks();
    expect(partial).toMatchObject({ totalChapters: 12, credit: null });
    expect(await started("/api/dictionary/lemma-imports", { bookId: partial!.id })).toMatchObject({ status: "completed" });
    const before = await perChapter(partial!.id);
    expect(before.get(12)!.analysed).toBeGreaterThan(0);
    expect((await chapter(partial!.id, 24)).status).toBe(404);
    const one = (await chapter(partial!.id, 1)).body;

    expect(await started("/api/books/import/bible", { books: ["Genesis"] })).toMatchObject({ status: "completed" });
    const list = await genesisBooks();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: partial!.id, totalChapters: 50, totalVerses: 1533, credit: OSHB_CREDIT });
    // Chapters 1–12 keep Sefaria's text and translations; 13–50 are OpenScriptures' text with the analyses.
    const oneAfter = (await chapter(partial!.id, 1)).body;
    expect(oneAfter.verses.map((v) => [v.hebrew, v.english])).toEqual(one.verses.map((v) => [v.hebrew, v.english]));
    expect(oneAfter.verses[0]!.hebrew).toBe(cleanSefariaHtml(hebrewMam[0]![0]!));
    const c24 = await chapter(partial!.id, 24);
    expect(c24.status).toBe(200);
    expect(c24.body.verses).toHaveLength(67);
    expect(c24.body.verses[0]!.english).toBeNull();
    const after = await perChapter(partial!.id);
    for (const [c, r] of after) {
      expect(r.verses, `chapter ${c}`).toBeGreaterThan(0);
      expect(r.analysed, `chapter ${c}`).toBeGreaterThan(0);
      expect(r.counted, `chapter ${c}`).toBeGreaterThan(0);
    }
    for (let c = 1; c <= 12; c++) expect(after.get(c)!.verses).toBe(before.get(c)!.verses);
    const duplicates = await count(sql`select count(*)::int as n from (select 1 from book_verses where book_id = ${partial!.id} group by chapter, verse having count(*) > 1) d`);
    expect(duplicates).toBe(0);

    // Run again: nothing is missing, the book is skipped and nothing changes.
    const again = await started("/api/books/import/bible", { books: ["Genesis"] });
    expect(again.result).toMatchObject({ books: 0, skipped: 1 });
    expect(await perChapter(partial!.id)).toEqual(after);
  }, 300_000);

  it("fills the chapters a book marked as holding OpenScriptures' data lacks (as a version before this one left it), then skips it", async () => {
    const [genesis] = await genesisBooks();
    const id = genesis!.id;
    const full = await perChapter(id);
    // A database from before: the offline import placed the analyses on chapters 1–12 only.
    await ctx.deps.db.transaction(async (tx) => {
      for (const table of ["book_word_lemmas", "book_chapter_words", "book_verses"]) await tx.execute(sql`delete from ${sql.identifier(table)} where book_id = ${id} and chapter > 12`);
      await tx.execute(sql`update books set total_chapters = 12, total_verses = (select count(*) from book_verses where book_id = ${id}) where id = ${id}`);
    });
    expect((await chapter(id, 24)).status).toBe(404);
    const filled = await started("/api/books/import/bible", { books: ["Genesis"] });
    expect(filled.result).toMatchObject({ books: 1, skipped: 0 });
    expect((await genesisBooks())[0]).toMatchObject({ totalChapters: 50, totalVerses: 1533 });
    expect(await perChapter(id)).toEqual(full);
    expect(await started("/api/books/import/bible", { books: ["Genesis"] })).toMatchObject({ result: { books: 0, skipped: 1 } });
  }, 300_000);
});
