import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddMyWordResultSchema } from "../../src/shared/api/my-words";
import { BookListSchema, ChapterTextSchema, type ChapterText, type LibraryBook } from "../../src/shared/api/books";
import type { Job } from "../../src/shared/api/jobs";
import { bookChapterWords, collections, progress, words } from "../../src/server/db/schema";
import { createLearner, createUsers } from "../helpers/factories";
import { call, createTestContext, importDictionarySource, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";
import { hasLexiconData, hasOshbData, NO_LEXICON_DATA, NO_OSHB_DATA, OSHB_DATA, startLexiconServer, type LexiconServer } from "../support/lexicon-server";

/**
 * Lemma-aware progress on the real Genesis with OpenScriptures' lemmas (the offline
 * Hebrew Bible import from ../shared/data/openscriptures-morphhb/Gen.xml) and Strong's imported from
 * the real file: a word is known when its lemma is; the goal "Coverage rule" checked on every chapter
 * against a direct count from Gen.xml.
 */
if (!hasOshbData) console.warn(NO_OSHB_DATA);
if (!hasLexiconData) console.warn(NO_LEXICON_DATA);
const withData = hasOshbData && hasLexiconData;

let ctx: TestContext;
let lexicons: LexiconServer | undefined;
let admin: TestUser;
let learner: TestUser;
let genesisId: string;

beforeAll(async () => {
  if (!withData) return;
  lexicons = await startLexiconServer();
  ctx = await createTestContext({ OSHB_WLC_DIR: OSHB_DATA, DICTIONARY_STRONGS_URL: `${lexicons.url}/HebrewStrong.xml` }, { startJobs: true });
  ({ admin, learners: [learner] } = await createUsers(ctx, { learners: 1 }));
  expect(await importDictionarySource(ctx, admin, "strongs")).toMatchObject({ status: "completed" });
  const started = await call(ctx, "POST", "/api/books/import/bible", { user: admin, body: { books: ["Genesis"] } });
  expect(started.status, started.text).toBe(202);
  const job = await waitForJob(ctx, admin, (started.json as { job: Job }).job.id, 240_000);
  expect(job.status, JSON.stringify(job)).toBe("completed");
  genesisId = job.result!.bookId as string;
}, 300_000);
afterAll(async () => {
  await ctx?.close();
  await lexicons?.close();
});

/**
 * Each chapter's words straight from Gen.xml (every <w>, a qere as well as its ketiv), with its lemma: the Strong's
 * number, and the BDB homonym's letter where it names one other than "a" ("2416 e" → "H2416e").
 */
function genXmlTokens(): Map<number, (string | null)[]> {
  const xml = fs.readFileSync(path.join(OSHB_DATA, "Gen.xml"), "utf8");
  const byChapter = new Map<number, (string | null)[]>();
  for (const verse of xml.matchAll(/<verse osisID="Gen\.(\d+)\.\d+">([\s\S]*?)<\/verse>/g)) {
    const chapter = Number(verse[1]);
    const list = byChapter.get(chapter) ?? [];
    for (const w of verse[2]!.matchAll(/<w [^>]*?lemma="([^"]*)"[^>]*>/g)) {
      const lemma = w[1]!.split("/").map((l) => /^(\d+)(?: ([a-z]))?/.exec(l.trim())).find(Boolean);
      list.push(lemma ? `H${Number(lemma[1])}${lemma[2] && lemma[2] !== "a" ? lemma[2] : ""}` : null);
    }
    byChapter.set(chapter, list);
  }
  return byChapter;
}

async function chapter(user: TestUser, label: string): Promise<ChapterText> {
  const r = await call(ctx, "GET", `/api/books/${genesisId}/chapters/${label}`, { user });
  expect(r.status, r.text).toBe(200);
  return ChapterTextSchema.parse(r.json);
}
async function genesisInLibrary(user: TestUser): Promise<LibraryBook> {
  const r = await call(ctx, "GET", "/api/books", { user });
  expect(r.status, r.text).toBe(200);
  return BookListSchema.parse(r.json).books.find((b) => b.id === genesisId)!;
}
const setStatus = async (user: TestUser, wordId: string, status: "known" | "learning") => {
  const r = await call(ctx, "POST", "/api/progress/answers", { user, body: { id: crypto.randomUUID(), wordId, action: "set", status } });
  expect(r.status, r.text).toBe(200);
};
const count = (list: (string | null)[], lemma: string) => list.filter((l) => l === lemma).length;

describe.skipIf(!withData)("lemma-aware coverage of Genesis", () => {
  it("knows every form of אָמַר once אָמַר is known, from any list: וַיֹּאמֶר in Genesis 1 is underlined and counted", async () => {
    const before = await chapter(learner, "1");
    expect(before.coverage.knownTokens).toBe(0);
    // Genesis 1:3 opens with וַיֹּאמֶר, lemma H559.
    expect(before.lemmas["3"]![0]).toBe("H559");
    const [list] = await ctx.deps.db.insert(collections).values({ domain: "biblical", name: "Verbs", slug: "verbs", ownerId: learner.id }).returning({ id: collections.id });
    const [amar] = await ctx.deps.db.insert(words).values({ collectionId: list!.id, hebrew: "אָמַר", english: "to say" }).returning({ id: words.id });
    await setStatus(learner, amar!.id, "known");
    const after = await chapter(learner, "1");
    const saids = count(genXmlTokens().get(1)!, "H559");
    expect(saids).toBeGreaterThan(8);
    expect(after.coverage.knownLemmas).toContain("H559");
    expect(after.coverage.knownTokens).toBeGreaterThanOrEqual(saids);
    // The library's summary moved with it.
    const book = await genesisInLibrary(learner);
    expect(book.coverage.knownTokens).toBeGreaterThanOrEqual(after.coverage.knownTokens);
    expect(book.coverage.suggestedNext).toEqual({ chapter: 1, label: "1" });
  });

  it("saves a word from Genesis 1 with its lemma and verse, and knowing it covers its lemma", async () => {
    const reader = await createLearner(ctx);
    const r = await call(ctx, "POST", "/api/my-words", { user: reader, body: { bookId: genesisId, chapter: 1, verse: 1, position: 2, hebrew: "בָּרָא", english: "created" } });
    expect(r.status, r.text).toBe(201);
    const saved = AddMyWordResultSchema.parse(r.json).word;
    const [row] = await ctx.deps.db.select({ lemma: words.lemma, contextRef: words.contextRef, hebrew: words.hebrew }).from(words).where(eq(words.id, saved.id));
    expect(row).toEqual({ lemma: "H1254", contextRef: "Genesis 1:1", hebrew: "בָּרָא" });
    await setStatus(reader, saved.id, "known");
    const c1 = await chapter(reader, "1");
    expect(c1.coverage).toMatchObject({ knownTokens: count(genXmlTokens().get(1)!, "H1254"), knownLemmas: ["H1254"], knownForms: [] });
  });

  it("counts every chapter as Gen.xml's lemmas do, for a learner who knows a set of lemmas (the goal 'Coverage rule')", async () => {
    const tokens = genXmlTokens();
    expect(tokens.size).toBe(50);
    const synthetic = await createLearner(ctx);
    const lemmas = [...new Set([...tokens.values()].flat().filter((l): l is string => l !== null))];
    // Homonyms of one number are known apart: of a number divisible by 3 its first homonym (the bare number) is
    // known, of the others their later homonyms ("H2416e") only.
    const lettered = (l: string) => /[a-z]$/.test(l);
    const known = new Set(lemmas.filter((l) => (Number(l.slice(1).replace(/[a-z]$/, "")) % 3 === 0) !== lettered(l)));
    expect([...known].filter(lettered).length).toBeGreaterThan(10);
    expect(lemmas.filter((l) => lettered(l) && !known.has(l)).length).toBeGreaterThan(10);
    expect(known.size).toBeGreaterThan(100);
    const [list] = await ctx.deps.db.insert(collections).values({ domain: "biblical", name: "Lemmas", slug: "lemmas", ownerId: synthetic.id }).returning({ id: collections.id });
    const inserted = await ctx.deps.db.insert(words).values([...known].map((l) => ({ collectionId: list!.id, hebrew: `מילה ${l.slice(1)}`, english: l, lemma: l }))).returning({ id: words.id });
    await ctx.deps.db.insert(progress).values(inserted.map((w) => ({ userId: synthetic.id, collectionId: list!.id, wordId: w.id, status: "known" as const })));
    let knownInBook = 0;
    let totalInBook = 0;
    for (let c = 1; c <= 50; c++) {
      const list = tokens.get(c)!;
      const expected = list.filter((l) => l !== null && known.has(l)).length;
      const got = (await chapter(synthetic, String(c))).coverage;
      expect({ chapter: c, known: got.knownTokens, total: got.totalTokens }).toEqual({ chapter: c, known: expected, total: list.length });
      knownInBook += expected;
      totalInBook += list.length;
    }
    expect((await genesisInLibrary(synthetic)).coverage).toMatchObject({ knownTokens: knownInBook, totalTokens: totalInBook });
    // A lemma forgotten: the chapter and the library's summary fall by its tokens.
    await setStatus(synthetic, inserted[0]!.id, "learning");
    const lost = [...tokens.values()].flat().filter((l) => l === [...known][0]).length;
    expect((await genesisInLibrary(synthetic)).coverage.knownTokens).toBe(knownInBook - lost);
  }, 120_000);

  it("stores each chapter's counted words with their lemmas", async () => {
    const rows = await ctx.deps.db.select({ lemma: bookChapterWords.lemma, count: bookChapterWords.count }).from(bookChapterWords).where(eq(bookChapterWords.bookId, genesisId));
    const withLemma = rows.filter((r) => r.lemma !== null).reduce((n, r) => n + r.count, 0);
    expect(withLemma).toBe([...genXmlTokens().values()].flat().filter((l) => l !== null).length);
  });
});
