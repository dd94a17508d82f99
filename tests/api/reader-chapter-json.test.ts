import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChapterTextSchema } from "../../src/shared/api/books";
import { lemmasByVerse } from "../../src/server/db/chapter-words";
import { books, bookVerses, bookWordLemmas } from "../../src/server/db/schema";
import { call, createTestContext, signUp, type TestContext, type TestUser } from "../helpers/test-app";

let ctx: TestContext;
let reader: TestUser;
let bookId: string;

/** Analysed positions with gaps (verse 1 lacks 2, verse 2 lacks 1) and a word without a Strong's number. */
const LEMMAS = [
  { verse: 1, position: 1, strong: "H1" }, { verse: 1, position: 3, strong: "H3" }, { verse: 1, position: 4, strong: null },
  { verse: 2, position: 2, strong: "H5" }, { verse: 3, position: 1, strong: "H7" }, { verse: 3, position: 2, strong: "H8" },
];

beforeAll(async () => {
  ctx = await createTestContext();
  await signUp(ctx);
  reader = await signUp(ctx);
  const [book] = await ctx.deps.db.insert(books).values({ title: "Chapter JSON", category: "Tanakh", totalChapters: 2, totalVerses: 4 }).returning({ id: books.id });
  bookId = book!.id;
  await ctx.deps.db.insert(bookVerses).values([
    { bookId, chapter: 1, verse: 1, hebrewText: "אָמַר \"שָׁלוֹם\" \\ לוֹ\nוַיֹּאמֶר", englishText: 'He said "peace" \\ to him', frenchText: "Il dit « paix »" },
    { bookId, chapter: 1, verse: 2, hebrewText: "בְּרֵאשִׁית בָּרָא" },
    { bookId, chapter: 1, verse: 3, hebrewText: "אֱלֹהִים אֵת" },
    { bookId, chapter: 2, verse: 1, hebrewText: "וְהָאָרֶץ" },
  ]);
  await ctx.deps.db.insert(bookWordLemmas).values(LEMMAS.map((l) => ({ bookId, chapter: 1, ...l, surface: "x" })));
});
afterAll(async () => { await ctx.close(); });

describe("GET /api/books/:id/chapters/:chapter, written by the database", () => {
  it("gives each verse's lemmas by position with null in the gaps, as lemmasByVerse does, and the verses' text as stored", async () => {
    const r = await call(ctx, "GET", `/api/books/${bookId}/chapters/1`, { user: reader });
    expect(r.status, r.text).toBe(200);
    const chapter = ChapterTextSchema.parse(r.json);
    const expected = Object.fromEntries([...lemmasByVerse(LEMMAS.map((l) => ({ chapter: 1, ...l })))].map(([key, list]) => [key.slice(key.indexOf(":") + 1), list]));
    expect(chapter.lemmas).toEqual(expected);
    expect(chapter.lemmas).toEqual({ 1: ["H1", null, "H3", null], 2: [null, "H5"], 3: ["H7", "H8"] });
    expect(chapter.verses[0]).toEqual({
      verse: 1, hebrew: "אָמַר \"שָׁלוֹם\" \\ לוֹ\nוַיֹּאמֶר", english: 'He said "peace" \\ to him', spanish: null, french: "Il dit « paix »", italian: null, portuguese: null,
    });
    expect(chapter.verses.map((v) => v.verse)).toEqual([1, 2, 3]);
    expect(chapter).toMatchObject({ bookId, chapter: { chapter: 1, label: "1", verseCount: 3 }, previous: null, next: { chapter: 2, label: "2" }, lemmaStability: {} });
  });

  it("gives a chapter without analysed words {} for its lemmas", async () => {
    const r = await call(ctx, "GET", `/api/books/${bookId}/chapters/2`, { user: reader });
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({ lemmas: {}, previous: { chapter: 1, label: "1" }, next: null, chapter: { verseCount: 1 } });
  });
});
