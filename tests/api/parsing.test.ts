import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LibraryBook } from "../../src/shared/api/books";
import type { Job } from "../../src/shared/api/jobs";
import type { ParsingAnswerResult, ParsingItem, ParsingSession } from "../../src/shared/api/parsing";
import { collections, settings, words } from "../../src/server/db/schema";
import { createLearner, createUsers } from "../helpers/factories";
import { call, createTestContext, signUp, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";

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
const answer = async (item: ParsingItem, chosen: Record<string, string>, id: string = crypto.randomUUID(), user = learner, durationMs?: number) => {
  const r = await call(ctx, "POST", "/api/parsing/answers", { user, body: { id, place: item.place, chosen, ...(durationMs === undefined ? {} : { durationMs }) } });
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
    const right = await answer(first!, first!.answer, undefined, learner, 4200);
    expect(right.correct).toBe(true);
    expect(right.grades.every((g) => g.correct)).toBe(true);
    const wrongId = crypto.randomUUID();
    const wrong = await answer(second!, { ...second!.answer, binyan: second!.answer.binyan === "q" ? "h" : "q" }, wrongId);
    expect(wrong.correct).toBe(false);
    expect(wrong.grades.find((g) => g.field === "binyan")).toMatchObject({ correct: false, answer: second!.answer.binyan });
    expect(await countAnswers(learner.id)).toBe(2);
    // How long each answer took, as the client sent it (none for the second).
    expect((await rows<{ duration_ms: number | null }>(sql`select duration_ms from parsing_answers where user_id = ${learner.id} order by duration_ms nulls last`)).map((r) => r.duration_ms)).toEqual([4200, null]);
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

  it("drills a collection's homonym by its lemma key: Ruth's שָׂדֶה is '7704 b', and a list of 7704 a has none of its forms", async () => {
    const list = async (lemma: string) => {
      const [c] = await ctx.deps.db.insert(collections).values({ domain: "biblical", name: `Field ${lemma}`, slug: `parsing-${crypto.randomBytes(4).toString("hex")}`, ownerId: learner.id }).returning({ id: collections.id });
      await ctx.deps.db.insert(words).values([{ collectionId: c!.id, hebrew: "שָׂדֶה", english: "field", lemma }]);
      return session(`collection=${c!.id}`);
    };
    const field = await list("H7704b");
    expect(field.items.length).toBeGreaterThan(0);
    expect(field.items.every((i) => i.answer.lemma === "H7704" && i.kind === "noun")).toBe(true);
    expect((await list("H7704")).items).toEqual([]);
  });

  it("refuses what is not a drill: no scope, no such chapter, a word that is no item", async () => {
    expect((await call(ctx, "GET", "/api/parsing/session", { user: learner })).status).toBe(400);
    expect((await call(ctx, "GET", `/api/parsing/session?book=${ruth}&chapter=99`, { user: learner })).status).toBe(404);
    // Ruth 1:1's word 2 is בִּימֵי (a construct noun: an item); word 3 is שְׁפֹט (an infinitive construct: an item); "אֱלִימֶלֶךְ" in 1:2 is a proper name: not one.
    const r = await call(ctx, "POST", "/api/parsing/answers", { user: learner, body: { id: crypto.randomUUID(), place: { bookId: ruth, chapter: 1, verse: 2, position: 3 }, chosen: {} } });
    expect(r.status, r.text).toBe(400);
  });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await ctx.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
/** A learner's parsing cards and answers as a restore must put them back (card ids left out: a restore may number them anew). */
const parsingRows = async (userId: string) => ({
  cards: await rows(sql`select c.form, c.morph, c.strong, c.book_id, c.chapter, c.verse, c.position, c.due::text, c.stability, c.difficulty,
      c.scheduled_days, c.learning_steps, c.reps, c.lapses, c.state, c.last_review::text
    from parsing_cards c where c.user_id = ${userId} order by c.form, c.morph`),
  answers: await rows(sql`select a.id, c.form, a.binyan, a.tense, a.correct, a.rating, a.answered_at::text, a.duration_ms
    from parsing_answers a join parsing_cards c on c.id = a.card_id where a.user_id = ${userId} order by a.id`),
});
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));

describe("backup and restore of the parsing drill", () => {
  const backupOf = async (user: TestUser) => {
    const r = await call(ctx, "POST", "/api/backups", { user });
    expect(r.status, r.text).toBe(200);
    return r.json.backup as Json;
  };
  const restore = (user: TestUser, body: unknown) => call(ctx, "POST", "/api/backups/restore", { user, body });

  it("a backup carries the cards and their answers; a restore brings the schedule back, once; an older file without them restores and leaves them", async () => {
    const before = await parsingRows(learner.id);
    expect(before.cards.length).toBe(2);
    expect(before.answers.length).toBe(2);
    const due = await session(`book=${ruth}&chapter=1`);
    expect(due.dueCount).toBe(2);

    const file = await backupOf(learner);
    expect(file.data.parsing_cards).toHaveLength(2);
    for (const c of file.data.parsing_cards) {
      expect(c).toMatchObject({ user_id: learner.id, book_id: ruth, book_ref: { source_ref: "Ruth", title: "Ruth" }, chapter: 1 });
      expect(c.answers).toHaveLength(1);
    }
    expect(file.data.parsing_cards.map((c: Json) => c.answers[0].duration_ms).sort()).toEqual([4200, null]);

    // The schedule lost (as on a new instance, or after a mistake), then restored.
    await ctx.deps.db.execute(sql`delete from parsing_cards where user_id = ${learner.id}`);
    expect((await session(`book=${ruth}&chapter=1`)).dueCount).toBe(0);
    const r = await restore(learner, file);
    expect(r.status, r.text).toBe(200);
    expect(r.json.restored.parsingCards).toBe(2);
    expect(await parsingRows(learner.id)).toEqual(before);
    const back = await session(`book=${ruth}&chapter=1`);
    expect(back.dueCount).toBe(2);
    expect(back.accuracy).toEqual(due.accuracy);

    // Restored again: nothing changes, no answer is counted twice.
    expect((await restore(learner, file)).status).toBe(200);
    expect(await parsingRows(learner.id)).toEqual(before);

    // A file written before the parsing drill: it restores, and leaves the cards as they are.
    const older = clone(file);
    delete older.data.parsing_cards;
    const o = await restore(learner, older);
    expect(o.status, o.text).toBe(200);
    expect(o.json.restored.parsingCards).toBe(0);
    expect(await parsingRows(learner.id)).toEqual(before);
  });

  it("re-links a card to the same book by its source when the ids differ; a card whose book is not here is skipped", async () => {
    const file = await backupOf(learner);
    const before = await parsingRows(learner.id);
    await ctx.deps.db.execute(sql`delete from parsing_cards where user_id = ${learner.id}`);
    const moved = clone(file);
    moved.data.parsing_cards[0].book_id = crypto.randomUUID();
    moved.data.parsing_cards[1].book_id = crypto.randomUUID();
    moved.data.parsing_cards[1].book_ref = { source_ref: "A book not here", title: "A book not here" };
    const r = await restore(learner, moved);
    expect(r.status, r.text).toBe(200);
    expect(r.json.restored.parsingCards).toBe(1);
    expect(r.json.skipped.parsingCards).toBe(1);
    expect(r.json.reasons.unmatchedBooks).toBe(1);
    expect((await parsingRows(learner.id)).cards).toEqual(before.cards.filter((c: Json) => c.form === moved.data.parsing_cards[0].form));
    expect((await restore(learner, file)).status).toBe(200);
    expect(await parsingRows(learner.id)).toEqual(before);
  });

  it("refuses a malformed parsing section with a clear error, and changes nothing (the rest of the file neither)", async () => {
    const file = await backupOf(learner);
    const before = await parsingRows(learner.id);
    const goal = async () => (await ctx.deps.db.select({ g: settings.dailyGoal }).from(settings).where(eq(settings.userId, learner.id)))[0]!.g;
    const goalBefore = await goal();
    const refused: [(f: Json) => void, string][] = [
      [(f) => { f.data.parsing_cards = "all of them"; }, "data.parsing_cards must be a list"],
      [(f) => { f.data.parsing_cards[1].state = 9; }, "data.parsing_cards[1].state must be between 0 and 3"],
      [(f) => { f.data.parsing_cards[0].answers[0].rating = 0; }, "data.parsing_cards[0].answers[0].rating must be between 1 and 4"],
      [(f) => { f.data.parsing_cards[0].answers[0].id = "not-a-uuid"; }, "data.parsing_cards[0].answers[0].id must be a uuid"],
      [(f) => { f.data.parsing_cards[0].due = "tomorrow"; }, "data.parsing_cards[0].due must be an ISO date-time"],
      [(f) => { delete f.data.parsing_cards[0].book_ref; }, "data.parsing_cards[0].book_ref must be an object"],
    ];
    for (const [spoil, message] of refused) {
      const bad = clone(file);
      // A valid change beside it, refused with the rest: all or nothing.
      bad.data.settings[0].daily_goal = goalBefore === 33 ? 34 : 33;
      bad.data.parsing_cards[0].reps = 99;
      spoil(bad);
      const r = await restore(learner, bad);
      expect(r.status, r.text).toBe(400);
      expect(r.json.error).toMatchObject({ code: "bad_request", message: `Invalid backup file format: ${message}` });
    }
    expect(await parsingRows(learner.id)).toEqual(before);
    expect(await goal()).toBe(goalBefore);
  });

  it("deleting the account removes its parsing cards and answers", async () => {
    const leaving = await signUp(ctx);
    const [item] = (await session(`book=${ruth}&chapter=1`, leaving)).items;
    await answer(item!, item!.answer, crypto.randomUUID(), leaving);
    expect((await parsingRows(leaving.id)).answers).toHaveLength(1);
    expect((await call(ctx, "DELETE", `/api/admin/users/${leaving.id}`, { user: admin })).status).toBe(204);
    expect(await parsingRows(leaving.id)).toEqual({ cards: [], answers: [] });
    expect((await parsingRows(learner.id)).cards.length).toBe(2);
  });
});
