import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LibraryBook } from "../../src/shared/api/books";
import type { Job } from "../../src/shared/api/jobs";
import type { ParsingAnswerResult, ParsingItem, ParsingSession } from "../../src/shared/api/parsing";
import { collections, words } from "../../src/server/db/schema";
import { createLearner, createUsers } from "../helpers/factories";
import { call, createTestContext, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * The parsing drill: Ruth imported offline from morphhb (its lemmas and codes); a learner drills
 * Ruth 1, answers one form right and one wrong, and a day later (the server's clock moved) finds both
 * due first; their accuracy per binyan and tense counts both; nobody else sees them.
 */
let ctx: TestContext;
let clock = Date.parse("2026-03-01T09:00:00Z");
let admin: TestUser;
let learner: TestUser;
let ruth = "";

const session = async (query: string, user = learner) => {
  const r = await call(ctx, "GET", `/api/parsing/session?${query}`, { user });
  expect(r.status, r.text).toBe(200);
  return r.json as ParsingSession;
};
const answer = async (item: ParsingItem, chosen: Record<string, string>, id: string = crypto.randomUUID(), user = learner) => {
  const r = await call(ctx, "POST", "/api/parsing/answers", { user, body: { id, place: item.place, chosen } });
  expect(r.status, r.text).toBe(200);
  return r.json as ParsingAnswerResult;
};
const countAnswers = async (userId: string) =>
  Number(((await ctx.deps.db.execute(sql`select count(*)::int as n from parsing_answers where user_id = ${userId}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

beforeAll(async () => {
  ctx = await createTestContext({}, { startJobs: true, overrides: { now: () => new Date(clock) } });
  ({ admin, learners: [learner] } = await createUsers(ctx, { learners: 1 }));
  const started = await call(ctx, "POST", "/api/books/import/bible", { user: admin, body: { books: ["Ruth"] } });
  expect(started.status, started.text).toBe(202);
  expect(await waitForJob(ctx, admin, (started.json as { job: Job }).job.id, 180_000)).toMatchObject({ status: "completed" });
  ruth = ((await call(ctx, "GET", "/api/books", { user: learner })).json as { books: LibraryBook[] }).books.find((b) => b.title === "Ruth")!.id;
}, 240_000);
afterAll(async () => {
  await ctx?.close();
});

describe("the parsing drill", () => {
  it("gives the chapter's verbs first, each with its code's answer and only possible choices", async () => {
    const s = await session(`book=${ruth}&chapter=1`);
    expect(s.title).toBe("Ruth 1");
    expect(s.dueCount).toBe(0);
    expect(s.items.length).toBe(20);
    expect(s.items[0]!.kind).toBe("verb");
    // Ruth 1:1 opens with וַיְהִי (HC/Vqw3ms).
    expect(s.items[0]).toMatchObject({ form: "וַיְהִי", morph: "HC/Vqw3ms", ref: "Ruth 1:1", answer: { binyan: "q", tense: "w", pgn: "3ms", lemma: "H1961" } });
    const forms = new Set<string>();
    for (const item of s.items) {
      const key = `${item.form}|${item.morph}|${item.answer.lemma}`;
      expect(forms.has(key), key).toBe(false);
      forms.add(key);
      for (const f of item.fields) expect(f.choices, `${item.morph} ${f.field}`).toContain(item.answer[f.field]);
      const tense = item.answer.tense;
      const pgn = item.fields.find((f) => f.field === "pgn")?.choices ?? [];
      if (tense === "v") expect(pgn.every((p) => p.startsWith("2"))).toBe(true);
      if (tense === "r" || tense === "a" || tense === "c") expect(pgn).toEqual([]);
      const tenses = item.fields.find((f) => f.field === "tense")?.choices ?? [];
      if (item.answer.binyan !== "q") expect(tenses).not.toContain("s");
      expect(item.lemmas.map((l) => l.strong)).toEqual(item.fields.find((f) => f.field === "lemma")!.choices);
      expect(item.verse).not.toMatch(/[\u0591-\u05AF]/);
    }
  });

  it("grades on the server, schedules each answer as a card, applies a retried answer once, and brings both back when due", async () => {
    const [first, second] = (await session(`book=${ruth}&chapter=1`)).items;
    const right = await answer(first!, first!.answer);
    expect(right.correct).toBe(true);
    expect(right.grades.every((g) => g.correct)).toBe(true);
    const wrongId = crypto.randomUUID();
    const wrong = await answer(second!, { ...second!.answer, binyan: second!.answer.binyan === "q" ? "h" : "q" }, wrongId);
    expect(wrong.correct).toBe(false);
    expect(wrong.grades.find((g) => g.field === "binyan")).toMatchObject({ correct: false, answer: second!.answer.binyan });
    expect(await countAnswers(learner.id)).toBe(2);
    // The same id again: nothing moves.
    expect(await answer(second!, second!.answer, wrongId)).toMatchObject({ correct: false, card: wrong.card });
    expect(await countAnswers(learner.id)).toBe(2);

    // Not due yet: left out of the session.
    const now = await session(`book=${ruth}&chapter=1`);
    expect(now.dueCount).toBe(0);
    expect(now.items.map((i) => i.form)).not.toContain(first!.form);

    clock += 24 * 3600_000;
    const later = await session(`book=${ruth}&chapter=1`);
    expect(later.dueCount).toBe(2);
    expect(later.items.slice(0, 2).map((i) => i.form).sort()).toEqual([first!.form, second!.form].sort());
    expect(later.items[0]!.card).not.toBeNull();

    expect(later.accuracy.binyan.reduce((n, r) => n + r.answered, 0)).toBe(2);
    expect(later.accuracy.binyan.reduce((n, r) => n + r.correct, 0)).toBe(1);
    expect(later.accuracy.tense.reduce((n, r) => n + r.answered, 0)).toBe(2);
    // The Study Statistics dialog's review statistics carry the same.
    const stats = await call(ctx, "GET", "/api/statistics/reviews?tz=UTC", { user: learner });
    expect(stats.status, stats.text).toBe(200);
    expect((stats.json as { parsing: unknown }).parsing).toEqual(later.accuracy);

    // Another learner: none of it.
    const other = await createLearner(ctx);
    const theirs = await session(`book=${ruth}&chapter=1`, other);
    expect(theirs.dueCount).toBe(0);
    expect(theirs.accuracy).toEqual({ binyan: [], tense: [] });
  });

  it("drills a collection's lemmas, the learner's open chapter first", async () => {
    const [c] = await ctx.deps.db.insert(collections).values({ domain: "biblical", name: "Ruth verbs", slug: `parsing-${crypto.randomBytes(4).toString("hex")}`, ownerId: learner.id }).returning({ id: collections.id });
    await ctx.deps.db.insert(words).values([{ collectionId: c!.id, hebrew: "הָלַךְ", english: "walk", lemma: "H1980" }]);
    const saved = await call(ctx, "PUT", `/api/books/${ruth}/progress`, { user: learner, body: { chapter: 2, verse: 1 } });
    expect(saved.status, saved.text).toBe(200);
    const s = await session(`collection=${c!.id}`);
    expect(s.title).toBe("Ruth verbs");
    expect(s.items.length).toBeGreaterThan(0);
    expect(s.items.every((i) => i.answer.lemma === "H1980")).toBe(true);
    expect(s.items[0]!.place.chapter).toBe(2);
    // Someone else's private collection: not found.
    const other = await createLearner(ctx);
    expect((await call(ctx, "GET", `/api/parsing/session?collection=${c!.id}`, { user: other })).status).toBe(404);
  });

  it("refuses what is not a drill: no scope, no such chapter, a word that is no item", async () => {
    expect((await call(ctx, "GET", "/api/parsing/session", { user: learner })).status).toBe(400);
    expect((await call(ctx, "GET", `/api/parsing/session?book=${ruth}&chapter=99`, { user: learner })).status).toBe(404);
    // Ruth 1:1's word 2 is בִּימֵי (a construct noun: an item); word 3 is שְׁפֹט (an infinitive construct: an item); "אֱלִימֶלֶךְ" in 1:2 is a proper name: not one.
    const r = await call(ctx, "POST", "/api/parsing/answers", { user: learner, body: { id: crypto.randomUUID(), place: { bookId: ruth, chapter: 1, verse: 2, position: 3 }, chosen: {} } });
    expect(r.status, r.text).toBe(400);
  });
});
