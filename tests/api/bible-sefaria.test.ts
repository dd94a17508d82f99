import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Occurrences } from "../../src/shared/api/bible";
import type { ChapterText, LibraryBook } from "../../src/shared/api/books";
import type { DictionaryLookup } from "../../src/shared/api/dictionary";
import type { Job } from "../../src/shared/api/jobs";
import { OSHB_CREDIT } from "../../src/shared/books/tanakh-books";
import { verseWords } from "../../src/shared/hebrew/verse-words";
import { cleanSefariaHtml } from "../../src/server/integrations/sefaria/clean-sefaria-html";
import { bookWordLemmas } from "../../src/server/db/schema";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";
import { hasSefariaData, NO_SEFARIA_DATA, SEFARIA_DATA, startSefariaServer, type SefariaServer } from "../support/sefaria-server";

/**
 * The offline Hebrew Bible meets Sefaria, against the Sefaria test server (Genesis from
 * the real Sefaria-Export files): a book imported offline gains Sefaria's translations verse by
 * verse; a book imported from Sefaria first gains the analyses on its own text. One book each time.
 */
if (!hasSefariaData) console.warn(NO_SEFARIA_DATA);

const english = (JSON.parse(fs.readFileSync(path.join(SEFARIA_DATA, "tanakh", "Genesis.en.Rashi_chumash_Silverstein.json"), "utf8")) as { text: string[][] }).text;
const hebrewMam = (JSON.parse(fs.readFileSync(path.join(SEFARIA_DATA, "tanakh", "Genesis.he.merged.json"), "utf8")) as { text: string[][] }).text;

let ctx: TestContext;
let sefaria: SefariaServer;
let admin: TestUser;
let learner: TestUser;

async function setUp() {
  sefaria = await startSefariaServer();
  ctx = await createTestContext({ SEFARIA_URL: sefaria.url }, { startJobs: true });
  ({ admin, learners: [learner] } = await createUsers(ctx, { learners: 1 }));
}
async function tearDown() {
  await ctx?.close();
  await sefaria?.close();
}
async function started(url: string, body?: unknown): Promise<Job> {
  const res = await call(ctx, "POST", url, { user: admin, ...(body === undefined ? {} : { body }) });
  expect(res.status).toBe(202);
  return waitForJob(ctx, admin, (res.json as { job: Job }).job.id, 240_000);
}
const genesisBooks = async () => ((await call(ctx, "GET", "/api/books", { user: learner })).json as { books: LibraryBook[] }).books.filter((b) => b.title === "Genesis");
async function chapter(bookId: string, c: number): Promise<ChapterText> {
  return (await call(ctx, "GET", `/api/books/${bookId}/chapters/${c}`, { user: learner })).json as ChapterText;
}

describe.skipIf(!hasSefariaData)("a book imported offline, then Sefaria's translations", () => {
  beforeAll(setUp, 120_000);
  afterAll(tearDown);

  it("adds the English verse by verse to the offline Genesis, keeps its Hebrew, and does it once", async () => {
    expect(await started("/api/books/import/bible", { books: ["Genesis"] })).toMatchObject({ status: "completed" });
    const [genesis] = await genesisBooks();
    expect(genesis).toMatchObject({ totalChapters: 50, totalVerses: 1533, credit: OSHB_CREDIT });
    const before = await chapter(genesis!.id, 32);
    expect(before.verses.every((v) => v.english === null)).toBe(true);

    const merged = await started(`/api/books/${genesis!.id}/translations`);
    expect(merged).toMatchObject({ status: "completed" });
    expect(merged.result).toMatchObject({ chapters: 50 });
    const after = await chapter(genesis!.id, 32);
    // Genesis 32:1 in the Hebrew numbering (31:55 in English Bibles): Sefaria numbers alike.
    expect(after.verses[0]!.english).toBe(cleanSefariaHtml(english[31]![0]!));
    expect(after.verses.map((v) => v.hebrew)).toEqual(before.verses.map((v) => v.hebrew));
    const one = await chapter(genesis!.id, 1);
    expect(one.verses[0]!.english).toBe(cleanSefariaHtml(english[0]![0]!));
    expect(one.verses[0]!.hebrew).toBe("בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים אֵ֥ת הַשָּׁמַ֖יִם וְאֵ֥ת הָאָֽרֶץ׃");

    // Run again: nothing left to add, nothing asked for.
    const asked = sefaria.requests.length;
    const again = await started(`/api/books/${genesis!.id}/translations`);
    expect(again.result).toMatchObject({ verses: 0 });
    expect(sefaria.requests.length - asked).toBeLessThan(5);
    expect(await genesisBooks()).toHaveLength(1);
  }, 300_000);

  it("refuses a book that does not exist", async () => {
    const res = await call(ctx, "POST", "/api/books/00000000-0000-4000-8000-000000000000/translations", { user: admin });
    expect(res.status).toBe(404);
  });
});

describe.skipIf(!hasSefariaData)("a book imported from Sefaria, then offline", () => {
  beforeAll(setUp, 120_000);
  afterAll(tearDown);

  it("keeps Sefaria's text and translations and gains every word's analysis: one book", async () => {
    expect(await started("/api/books/import", { title: "Genesis" })).toMatchObject({ status: "completed" });
    const [fromSefaria] = await genesisBooks();
    expect(fromSefaria!.credit).toBeNull();

    // Without morphology, occurrences go by plain form, the proclitics taken off (וְהָאָרֶץ → ארץ).
    const tapped = (await call(ctx, "GET", `/api/dictionary/lookup?word=${encodeURIComponent("וְהָאָ֗רֶץ")}&book=${fromSefaria!.id}&chapter=1&verse=2&position=1`, { user: learner })).json as DictionaryLookup;
    expect(tapped.analysis).toBeNull();
    expect(tapped.occurrences).toMatchObject({ strong: null, form: "ארץ", books: 1 });
    expect(tapped.occurrences!.count).toBeGreaterThan(100);
    const page1 = (await call(ctx, "GET", `/api/books/occurrences?form=${encodeURIComponent("ארץ")}`, { user: learner })).json as Occurrences;
    const page2 = (await call(ctx, "GET", `/api/books/occurrences?form=${encodeURIComponent("ארץ")}&page=2`, { user: learner })).json as Occurrences;
    expect(page1.count).toBe(tapped.occurrences!.count);
    expect(page1.items).toHaveLength(20);
    expect(page2.items).toHaveLength(20);
    const all = [...page1.items, ...page2.items];
    expect(all[0]).toMatchObject({ chapter: 1, verse: 1 });
    for (const o of all) {
      const w = verseWords(o.hebrew).find((p) => p.kind === "word" && p.position === o.position);
      expect(w && w.text.replace(/[\u0591-\u05C7]/g, "")).toMatch(/ארץ$/);
    }
    const keys = all.map((o) => o.chapter * 1e6 + o.verse * 1e3 + o.position);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    expect(new Set(keys).size).toBe(40);
    expect(await started("/api/books/import/bible", { books: ["Genesis"] })).toMatchObject({ status: "completed" });
    const list = await genesisBooks();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: fromSefaria!.id, credit: OSHB_CREDIT, totalVerses: 1533 });
    const c1 = await chapter(fromSefaria!.id, 1);
    expect(c1.verses[0]!.hebrew).toBe(cleanSefariaHtml(hebrewMam[0]![0]!));
    expect(c1.verses.some((v) => v.english !== null)).toBe(true);
    // Nearly every word of Sefaria's text has its analysis (its ketiv/qere and paragraph marks differ in places).
    const rows = (await ctx.deps.db.execute(sql`select count(*)::int as n from book_word_lemmas where book_id = ${fromSefaria!.id}`) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const words = hebrewMam.flat().reduce((n, v) => n + verseWords(cleanSefariaHtml(v)).filter((p) => p.kind === "word").length, 0);
    expect(rows / words).toBeGreaterThan(0.99);
    const [first] = await ctx.deps.db.select().from(bookWordLemmas).where(eq(bookWordLemmas.bookId, fromSefaria!.id)).orderBy(bookWordLemmas.chapter, bookWordLemmas.verse, bookWordLemmas.position).limit(1);
    expect(first).toMatchObject({ chapter: 1, verse: 1, position: 1, strong: "H7225", morph: "HR/Ncfsa", parts: "בְּ/רֵאשִׁ֖ית" });
  }, 300_000);
});

describe.skipIf(!hasSefariaData)("a book with its analyses, then a chapter imported again from Sefaria", () => {
  beforeAll(setUp, 120_000);
  afterAll(tearDown);

  it("keeps the chapter's analyses on the new text, so a known lemma still counts in its coverage", async () => {
    expect(await started("/api/books/import/bible", { books: ["Genesis"] })).toMatchObject({ status: "completed" });
    const [genesis] = await genesisBooks();
    const saved = await call(ctx, "POST", "/api/my-words", { user: learner, body: { bookId: genesis!.id, chapter: 1, verse: 1, position: 1, hebrew: "בְּרֵאשִׁית", english: "in the beginning" } });
    expect(saved.status, saved.text).toBe(201);
    const wordId = (saved.json as { word: { id: string } }).word.id;
    const set = await call(ctx, "POST", "/api/progress/answers", { user: learner, body: { id: crypto.randomUUID(), wordId, action: "set", status: "known" } });
    expect(set.status, set.text).toBe(200);
    const before = await chapter(genesis!.id, 1);
    expect(before.coverage).toMatchObject({ knownTokens: 1, knownLemmas: ["H7225"] });
    const lemmasBefore = before.lemmas;

    // Chapter 1 again from Sefaria (its Masoretic text: the same words, other marks): the same book.
    expect(await started("/api/books/import", { title: "Genesis", range: "1" })).toMatchObject({ status: "completed" });
    expect(await genesisBooks()).toHaveLength(1);
    const after = await chapter(genesis!.id, 1);
    expect(after.verses[0]!.hebrew).toBe(cleanSefariaHtml(hebrewMam[0]![0]!));
    expect(after.coverage).toMatchObject({ knownTokens: 1, knownLemmas: ["H7225"] });
    expect(after.lemmas).toEqual(lemmasBefore);
    // Counted by lemma as the other chapters are (chapter 2 was not imported again).
    const byLemma = async (c: number) => (await ctx.deps.db.execute(sql`select count(*) filter (where lemma is not null)::int as n, count(*)::int as total from book_chapter_words where book_id = ${genesis!.id} and chapter = ${c}`) as unknown as { rows: { n: number; total: number }[] }).rows[0]!;
    const [one, two] = [await byLemma(1), await byLemma(2)];
    expect(one.n / one.total).toBeGreaterThan(0.9);
    expect(two.n / two.total).toBeGreaterThan(0.9);
  }, 300_000);
});
