import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChapterTextSchema } from "../../src/shared/api/books";
import { SettingsSchema } from "../../src/shared/api/settings";
import { chapterWordRows, replaceChapterWords } from "../../src/server/db/chapter-words";
import { books, bookVerses, bookWordLemmas, collections, dictionaryEntries, reviewCards, words } from "../../src/server/db/schema";
import { createAdmin, createLearner } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * 'Vowels on the words I know' (always / fade / never): the reader's view keeps the mode and the
 * threshold in days, and while they fade a chapter carries the stability of their best review card
 * of each of its lemmas (words.lemma, else the Strong's entry of the word's plain form), only their own.
 */
let ctx: TestContext;
let learner: TestUser;
let other: TestUser;
let bookId: string;

const GEN_1_1 = "בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים";
const GEN_1_3 = "וַיֹּ֥אמֶר אֱלֹהִ֖ים יְהִ֣י א֑וֹר";

beforeAll(async () => {
  ctx = await createTestContext();
  learner = await createAdmin(ctx); // the instance's first account
  other = await createLearner(ctx);
  const db = ctx.deps.db;
  const [book] = await db.insert(books).values({ title: "Genesis", category: "Tanakh", totalChapters: 1, totalVerses: 2 }).returning({ id: books.id });
  bookId = book!.id;
  await db.insert(bookVerses).values([{ bookId, chapter: 1, verse: 1, hebrewText: GEN_1_1 }, { bookId, chapter: 1, verse: 3, hebrewText: GEN_1_3 }]);
  const lemma = (verse: number, position: number, surface: string, strong: string) => ({ bookId, chapter: 1, verse, position, surface, strong });
  await db.insert(bookWordLemmas).values([
    lemma(1, 1, "בְּרֵאשִׁ֖ית", "H7225"), lemma(1, 2, "בָּרָ֣א", "H1254"), lemma(1, 3, "אֱלֹהִ֑ים", "H430"),
    lemma(3, 1, "וַיֹּ֥אמֶר", "H559"), lemma(3, 2, "אֱלֹהִ֖ים", "H430"), lemma(3, 3, "יְהִ֣י", "H1961"), lemma(3, 4, "א֑וֹר", "H216"),
  ]);
  const lemmas = (list: string[]) => list;
  const rows = chapterWordRows([
    { chapter: 1, hebrew: GEN_1_1, lemmas: lemmas(["H7225", "H1254", "H430"]) },
    { chapter: 1, hebrew: GEN_1_3, lemmas: lemmas(["H559", "H430", "H1961", "H216"]) },
  ], "hebrew");
  await db.transaction((tx) => replaceChapterWords(tx, bookId, "all", rows));
  // Strong's entry of אור: a word saved without a lemma stands for it by its plain form.
  await db.insert(dictionaryEntries).values({ source: "strongs", sourceId: "H216", word: "אוֹר", language: "hebrew" });
}, 60_000);
afterAll(async () => ctx?.close());

async function cards(user: TestUser, list: { hebrew: string; lemma: string | null; stability: number }[]) {
  const db = ctx.deps.db;
  const [c] = await db.insert(collections).values({ domain: "biblical", name: "Mine", slug: `mine-${crypto.randomUUID().slice(0, 8)}`, ownerId: user.id }).returning({ id: collections.id });
  const inserted = await db.insert(words).values(list.map((w) => ({ collectionId: c!.id, hebrew: w.hebrew, english: "x", lemma: w.lemma }))).returning({ id: words.id });
  const due = new Date("2026-01-01T00:00:00Z");
  await db.insert(reviewCards).values(inserted.map((w, i) => ({
    userId: user.id, wordId: w.id, due, stability: list[i]!.stability, difficulty: 5, scheduledDays: 1, learningSteps: 0, reps: 3, lapses: 0, state: 2,
  })));
}

async function chapter(user: TestUser) {
  const r = await call(ctx, "GET", `/api/books/${bookId}/chapters/1`, { user });
  expect(r.status, r.text).toBe(200);
  return ChapterTextSchema.parse(r.json);
}

describe("the reader's vowels on known words", () => {
  it("starts as 'always' with a 21-day threshold, keeps 'fade' and the days, and refuses days out of range", async () => {
    const first = SettingsSchema.parse((await call(ctx, "GET", "/api/settings", { user: learner })).json);
    expect(first.reader).toMatchObject({ vowels: "always", fadeDays: 21 });
    const reader = { ...first.reader, vowels: "fade", fadeDays: 7 };
    const saved = await call(ctx, "PATCH", "/api/settings", { user: learner, body: { reader } });
    expect(saved.status, saved.text).toBe(200);
    expect((await call(ctx, "GET", "/api/me", { user: learner })).json).toMatchObject({ settings: { reader: { vowels: "fade", fadeDays: 7 } } });
    for (const bad of [{ ...reader, fadeDays: 0 }, { ...reader, fadeDays: 366 }, { ...reader, vowels: "sometimes" }]) {
      const r = await call(ctx, "PATCH", "/api/settings", { user: learner, body: { reader: bad } });
      expect(r.status, r.text).toBe(400);
    }
    expect(SettingsSchema.parse((await call(ctx, "GET", "/api/settings", { user: learner })).json).reader).toMatchObject({ vowels: "fade", fadeDays: 7 });
  });

  it("gives a chapter no stabilities before the learner has a card", async () => {
    expect((await chapter(learner)).lemmaStability).toEqual({});
  });

  it("gives each lemma of the chapter the learner's best card, by lemma or by Strong's plain form, only theirs and only with 'fade'", async () => {
    await cards(learner, [
      { hebrew: "אָמַר", lemma: "H559", stability: 12.5 },
      { hebrew: "וַיֹּאמֶר", lemma: "H559", stability: 30 },
      { hebrew: "בָּרָא", lemma: "H1254", stability: 2 },
      { hebrew: "אוֹר", lemma: null, stability: 40 },
      // A lemma that is not in this chapter.
      { hebrew: "הָלַךְ", lemma: "H1980", stability: 50 },
    ]);
    await cards(other, [{ hebrew: "אֱלֹהִים", lemma: "H430", stability: 99 }]);
    expect((await chapter(learner)).lemmaStability).toEqual({ H559: 30, H1254: 2, H216: 40 });
    // A reader who keeps every vowel ('always', the default) is sent none.
    expect((await chapter(other)).lemmaStability).toEqual({});
    const view = SettingsSchema.parse((await call(ctx, "GET", "/api/settings", { user: other })).json).reader;
    expect((await call(ctx, "PATCH", "/api/settings", { user: other, body: { reader: { ...view, vowels: "fade" } } })).status).toBe(200);
    expect((await chapter(other)).lemmaStability).toEqual({ H430: 99 });
  });
});
