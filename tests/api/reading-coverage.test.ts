import fs from "node:fs";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BookListSchema, ChapterTextSchema, type ChapterText, type LibraryBook } from "../../src/shared/api/books";
import { bookChapterWords, collections, words } from "../../src/server/db/schema";
import { call, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";
import { startLibraryContext, type LibraryContext } from "../helpers/library-context";
import { hasSefariaData, NO_SEFARIA_DATA, SEFARIA_DATA } from "../support/sefaria-server";

if (!hasSefariaData) console.warn(NO_SEFARIA_DATA);

let library: LibraryContext | undefined;
let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;
let other: TestUser;
let genesisId: string;

beforeAll(async () => {
  if (!hasSefariaData) return;
  library = await startLibraryContext();
  ({ ctx, admin, learner, other } = library);
  const job = await library.importText("Genesis", "1-2");
  expect(job.status).toBe("completed");
  genesisId = job.result!.bookId as string;
});
afterAll(async () => {
  await library?.close();
});

const genesisHebrew = (JSON.parse(fs.readFileSync(path.join(SEFARIA_DATA, "tanakh/Genesis.he.merged.json"), "utf8")) as { text: string[][] }).text;

/**
 * The word tokens of a chapter counted straight from the file, not through the reader's splitter:
 * marks dropped, maqaf and sof pasuq as spaces, runs holding a Hebrew letter, the paragraph marks
 * (פ) and (ס) left out.
 */
const fileTokens = (chapter: number) => genesisHebrew[chapter - 1]!
  .flatMap((v) => v.normalize("NFC").replace(/[\u05BE\u05C0\u05C3]/g, " ").replace(/[\u0591-\u05C7]/g, "").split(/\s+/))
  .filter((t) => /[\u05D0-\u05EA]/.test(t) && !/^[({[][פס][)}\]]$/.test(t));

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

/** A shared seeded word by its plain Hebrew. */
async function sharedWordId(plain: string): Promise<string> {
  const [row] = await ctx.deps.db.select({ id: words.id }).from(words).innerJoin(collections, eq(collections.id, words.collectionId))
    .where(and(eq(words.hebrewPlain, plain), isNull(collections.ownerId))).limit(1);
  expect(row, `seeded word ${plain}`).toBeDefined();
  return row!.id;
}

const setStatus = async (user: TestUser, wordId: string, status: "known" | "learning") => {
  const r = await call(ctx, "POST", "/api/progress/answers", { user, body: { id: crypto.randomUUID(), wordId, action: "set", status } });
  expect(r.status, r.text).toBe(200);
};

describe.skipIf(!hasSefariaData)("reading coverage of Genesis 1–2", () => {
  it("counts every word token of the chapter, with nothing known at first", async () => {
    const c1 = await chapter(learner, "1");
    expect(fileTokens(1).length).toBeGreaterThan(400);
    expect(c1.coverage).toEqual({ knownTokens: 0, totalTokens: fileTokens(1).length, percent: 0, knownForms: [], knownLemmas: [] });
    // No morphology imported: no lemmas.
    expect(c1.lemmas).toEqual({});
    const book = await genesisInLibrary(learner);
    expect(book.coverage).toMatchObject({ knownTokens: 0, totalTokens: fileTokens(1).length + fileTokens(2).length, percent: 0 });
    // Nothing read yet: where the book starts.
    expect(book.coverage.suggestedNext).toEqual({ chapter: 1, label: "1" });
  });

  it("rises when the learner marks a word known: אלהים is 32 of Genesis 1's tokens, counted each time", async () => {
    await setStatus(learner, await sharedWordId("אלהים"), "known");
    const c1 = await chapter(learner, "1");
    expect(fileTokens(1).filter((t) => t === "אלהים")).toHaveLength(32);
    expect(c1.coverage.knownTokens).toBe(32);
    expect(c1.coverage.knownForms).toEqual(["אלהים"]);
    expect(c1.coverage.percent).toBe(Math.floor((32 * 100) / fileTokens(1).length));
  });

  it("counts a known word under its proclitics: שמים covers הַשָּׁמַיִם, לַשָּׁמַיִם…", async () => {
    await setStatus(learner, await sharedWordId("שמים"), "known");
    const c1 = await chapter(learner, "1");
    const withStem = fileTokens(1).filter((t) => /^(ו?[הבל]?)שמים$/.test(t)).length;
    expect(withStem).toBeGreaterThan(3);
    expect(c1.coverage.knownTokens).toBe(32 + withStem);
    expect(c1.coverage.knownForms).toEqual(["אלהים", "שמים"]);
  });

  it("gives the library the same counts as the chapters, and suggests where the reader stopped", async () => {
    const [c1, c2] = [await chapter(learner, "1"), await chapter(learner, "2")];
    const book = await genesisInLibrary(learner);
    expect(book.coverage.knownTokens).toBe(c1.coverage.knownTokens + c2.coverage.knownTokens);
    expect(book.coverage.totalTokens).toBe(c1.coverage.totalTokens + c2.coverage.totalTokens);
    expect(book.coverage.suggestedNext).toEqual({ chapter: 1, label: "1" });
    const saved = await call(ctx, "PUT", `/api/books/${genesisId}/progress`, { user: learner, body: { chapter: 2, verse: 4 } });
    expect(saved.status, saved.text).toBe(200);
    expect((await genesisInLibrary(learner)).coverage.suggestedNext).toEqual({ chapter: 2, label: "2" });
  });

  it("does not count another learner's progress, and counts their own private words for them only", async () => {
    const [mine] = await ctx.deps.db.insert(collections).values({ domain: "biblical", name: "Other's words", slug: "others-words", order: 90, ownerId: other.id }).returning({ id: collections.id });
    const [water] = await ctx.deps.db.insert(words).values({ collectionId: mine!.id, hebrew: "מַיִם", english: "water" }).returning({ id: words.id });
    await setStatus(other, water!.id, "known");
    const before = (await chapter(learner, "1")).coverage;
    expect(before.knownForms).toEqual(["אלהים", "שמים"]);
    const library = (await genesisInLibrary(learner)).coverage;
    const theirs = (await chapter(other, "1")).coverage;
    expect(theirs.knownForms).toEqual(["מים"]);
    expect(theirs.knownTokens).toBe(fileTokens(1).filter((t) => /^(ו?[הבל]?)מים$/.test(t)).length);
    expect((await genesisInLibrary(other)).coverage.knownTokens).toBe(theirs.knownTokens + (await chapter(other, "2")).coverage.knownTokens);
    expect((await chapter(learner, "1")).coverage).toEqual(before);
    expect((await genesisInLibrary(learner)).coverage).toEqual(library);
  });

  it("falls again when the word goes back to learning, in the chapter and in the library's summary", async () => {
    const before = (await genesisInLibrary(learner)).coverage.knownTokens;
    await setStatus(learner, await sharedWordId("שמים"), "learning");
    expect((await chapter(learner, "1")).coverage.knownTokens).toBe(32);
    const after = (await genesisInLibrary(learner)).coverage.knownTokens;
    expect(after).toBe(32 + (await chapter(learner, "2")).coverage.knownTokens);
    expect(after).toBeLessThan(before);
  });

  it("counts the words of a book imported before book_chapter_words when the library is first read", async () => {
    const before = await genesisInLibrary(learner);
    const rows = await ctx.deps.db.select().from(bookChapterWords).where(eq(bookChapterWords.bookId, genesisId));
    await ctx.deps.db.delete(bookChapterWords).where(eq(bookChapterWords.bookId, genesisId));
    expect((await genesisInLibrary(learner)).coverage).toEqual(before.coverage);
    const again = await ctx.deps.db.select().from(bookChapterWords).where(eq(bookChapterWords.bookId, genesisId));
    expect(again.length).toBe(rows.length);
  });

  it("counts them too when a chapter of such a book is opened first", async () => {
    const before = await chapter(learner, "1");
    await ctx.deps.db.delete(bookChapterWords).where(eq(bookChapterWords.bookId, genesisId));
    expect((await chapter(learner, "1")).coverage).toEqual(before.coverage);
    expect(before.coverage.knownTokens).toBeGreaterThan(0);
    const again = await ctx.deps.db.select().from(bookChapterWords).where(eq(bookChapterWords.bookId, genesisId));
    expect(new Set(again.map((r) => r.chapter))).toEqual(new Set([1, 2]));
  });

  it("keeps one set of counts when a chapter is imported again", async () => {
    const before = await genesisInLibrary(learner);
    const started = await call(ctx, "POST", "/api/books/import", { user: admin, body: { title: "Genesis", range: "2" } });
    expect((await waitForJob(ctx, admin, started.json.job.id as string)).status).toBe("completed");
    expect((await genesisInLibrary(learner)).coverage).toEqual(before.coverage);
  });

  it("is for signed-in readers only: anonymous gets 401", async () => {
    expect((await call(ctx, "GET", `/api/books/${genesisId}/chapters/1`, { user: null })).status).toBe(401);
    expect((await call(ctx, "GET", "/api/books", { user: null })).status).toBe(401);
  });
});
