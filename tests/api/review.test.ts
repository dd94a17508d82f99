import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { default_w } from "ts-fsrs";
import { DueReviewsSchema, REVLOG_COLUMNS } from "../../src/shared/api/review";
import { ReviewSettingsSchema } from "../../src/shared/api/settings";
import { ReviewStatisticsSchema } from "../../src/shared/api/statistics";
import { previewIntervals, scheduleReview, schedulerFor } from "../../src/shared/review/schedule-review";
import { collections, progress, progressEvents, reviewCards, words } from "../../src/server/db/schema";
import { createLearner, createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * Review on a schedule (FSRS): the answer path moves a card per rated answer in the answer's
 * transaction, at the server's clock — here a fake one (`clock`), moved by the tests.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let clock = Date.parse("2026-03-02T09:00:00Z");
const moveClock = (ms: number) => { clock += ms; };

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let wordIds: string[];
let next = 0;
const freshWord = () => wordIds[next++]!;

beforeAll(async () => {
  ctx = await createTestContext({}, { overrides: { now: () => new Date(clock) } });
  [alice, bob] = (await createUsers(ctx, { learners: 2 })).learners as [TestUser, TestUser];
  wordIds = (await ctx.deps.db.select({ id: words.id }).from(words).innerJoin(collections, eq(collections.id, words.collectionId))).map((w) => w.id);
});
afterAll(async () => { await ctx.close(); });

const answer = async (user: TestUser, wordId: string, body: Record<string, unknown>, id: string = crypto.randomUUID()) => {
  const r = await call(ctx, "POST", "/api/progress/answers", { user, body: { id, wordId, ...body } });
  expect(r.status, r.text).toBe(200);
  return r.json as { applied: boolean; progress: { status: string; timesSeen: number; timesKnown: number } };
};
const cardOf = async (user: TestUser, wordId: string) => {
  const [c] = await ctx.deps.db.select().from(reviewCards).where(and(eq(reviewCards.userId, user.id), eq(reviewCards.wordId, wordId)));
  return c;
};
/** The word's review log: its rated answers' events (migration 0020), oldest first. */
const logsOf = async (user: TestUser, wordId: string) => {
  const rows = await ctx.deps.db.select().from(progressEvents)
    .where(and(eq(progressEvents.userId, user.id), eq(progressEvents.wordId, wordId), isNotNull(progressEvents.reviewRating)))
    .orderBy(progressEvents.reviewedAt);
  return rows.map((e) => ({ rating: e.reviewRating!, state: e.reviewState!, durationMs: e.durationMs, reviewedAt: e.reviewedAt!, elapsedDays: e.elapsedDays!, scheduledDays: e.scheduledDays! }));
};
const due = async (user: TestUser, tz = "UTC") => {
  const r = await call(ctx, "GET", `/api/review/due?tz=${encodeURIComponent(tz)}`, { user });
  expect(r.status, r.text).toBe(200);
  return DueReviewsSchema.parse(r.json);
};
const defaults = schedulerFor({ fsrsWeights: null, desiredRetention: 0.9 });

describe("answers move the word's FSRS card in the answer's transaction", () => {
  it("know is Good, dont_know is Again, a review its own rating; each logged with the time, state and duration", async () => {
    const w = freshWord();
    const t0 = clock;
    await answer(alice, w, { action: "know", durationMs: 2500 });
    let card = await cardOf(alice, w);
    const expected = scheduleReview(defaults, null, 3, new Date(t0));
    expect(card).toMatchObject({ state: 1, reps: 1, lapses: 0, due: expected.card.due, lastReview: new Date(t0) });
    moveClock(10 * MINUTE);
    await answer(alice, w, { action: "dont_know" });
    moveClock(2 * MINUTE);
    await answer(alice, w, { action: "review", rating: 4, durationMs: 800 });
    card = await cardOf(alice, w);
    expect(card).toMatchObject({ reps: 3, state: 2 });
    const logs = await logsOf(alice, w);
    expect(logs.map((l) => [l.rating, l.state, l.durationMs, l.reviewedAt.getTime() - t0])).toEqual([
      [3, 0, 2500, 0], [1, 1, null, 10 * MINUTE], [4, 1, 800, 12 * MINUTE],
    ]);
  });

  it("keeps the status counters of the study actions and counts a review's Again as dont_know, the others as know", async () => {
    const w = freshWord();
    expect((await answer(alice, w, { action: "review", rating: 1 })).progress).toMatchObject({ status: "unknown", timesSeen: 1, timesKnown: 0 });
    expect((await answer(alice, w, { action: "review", rating: 2 })).progress).toMatchObject({ status: "known", timesSeen: 2, timesKnown: 1 });
    expect((await answer(alice, w, { action: "know" })).progress).toMatchObject({ status: "known", timesSeen: 3, timesKnown: 2 });
  });

  it("the status buttons and skip leave the card alone", async () => {
    const w = freshWord();
    await answer(alice, w, { action: "set", status: "known" });
    await answer(alice, w, { action: "skip" });
    expect(await cardOf(alice, w)).toBeUndefined();
    await answer(alice, w, { action: "dont_know" });
    const before = await cardOf(alice, w);
    await answer(alice, w, { action: "skip" });
    await answer(alice, w, { action: "set", status: "learning" });
    expect(await cardOf(alice, w)).toEqual(before);
  });

  it("a replayed answer id moves the card once and is logged once, even 20 at a time", async () => {
    const w = freshWord();
    const id = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => answer(alice, w, { action: "know" }, id)));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await cardOf(alice, w)).toMatchObject({ reps: 1 });
    expect(await logsOf(alice, w)).toHaveLength(1);
  });

  it("30 parallel answers on one word: the card counts every one (reps, lapses) and each is logged", async () => {
    const w = freshWord();
    const actions = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? "dont_know" : "know"));
    await Promise.all(actions.map((action) => answer(bob, w, { action })));
    const card = await cardOf(bob, w);
    expect(card!.reps).toBe(30);
    const logs = await logsOf(bob, w);
    expect(logs).toHaveLength(30);
    expect(logs.filter((l) => l.rating === 1)).toHaveLength(10);
    const [p] = await ctx.deps.db.select().from(progress).where(and(eq(progress.userId, bob.id), eq(progress.wordId, w)));
    expect(p!.timesSeen).toBe(30);
  });
});

describe("GET /api/review/due", () => {
  it("lists due cards oldest first with each rating's interval; 'next review' when none is due", async () => {
    const carol = await createLearner(ctx);
    expect(await due(carol)).toMatchObject({ cards: [], dueCount: 0, nextReviewAt: null });
    const [w1, w2] = [freshWord(), freshWord()];
    const t0 = clock;
    await answer(carol, w1, { action: "dont_know" }); // Again: due in 1 minute
    moveClock(5_000);
    await answer(carol, w2, { action: "dont_know" });
    let list = await due(carol);
    expect(list).toMatchObject({ cards: [], dueCount: 0, nextReviewAt: new Date(t0 + MINUTE).toISOString(), now: new Date(clock).toISOString() });

    moveClock(2 * MINUTE);
    list = await due(carol);
    expect(list.dueCount).toBe(2);
    expect(list.cards.map((c) => c.word.id)).toEqual([w1, w2]);
    const card = await cardOf(carol, w1);
    const expected = previewIntervals(defaults, {
      due: card!.due, stability: card!.stability, difficulty: card!.difficulty, scheduledDays: card!.scheduledDays,
      learningSteps: card!.learningSteps, reps: card!.reps, lapses: card!.lapses, state: 1, lastReview: card!.lastReview,
    }, new Date(clock));
    expect(list.cards[0]!.intervals).toEqual(expected);
    expect(list.cards[0]!.intervals[1]).toBe(MINUTE);
    expect(list.cards[0]!.intervals[3]).toBe(10 * MINUTE);

    await answer(carol, w1, { action: "review", rating: 3 }); // Good: the next step, 10 minutes
    list = await due(carol);
    expect(list.cards.map((c) => c.word.id)).toEqual([w2]);
    await answer(carol, w2, { action: "review", rating: 4 }); // Easy: graduates, due in days
    list = await due(carol);
    expect(list).toMatchObject({ cards: [], dueCount: 0 });
    // w1's next learning step: 10 minutes after its review.
    expect(list.nextReviewAt).toBe(new Date(t0 + 2 * MINUTE + 5_000 + 10 * MINUTE).toISOString());
  });

  it("a card in the Review state is due all of its due day in the learner's zone", async () => {
    const dave = await createLearner(ctx);
    const w = freshWord();
    clock = Date.parse("2026-04-01T20:00:00Z");
    await answer(dave, w, { action: "review", rating: 4 });
    const card = await cardOf(dave, w);
    expect(card!.state).toBe(2);
    // Move to 00:30 UTC of the due day, before the card's due hour: due in UTC, not yet in Los Angeles (still the day before).
    const dueDay = Date.parse(card!.due.toISOString().slice(0, 10) + "T00:30:00Z");
    clock = dueDay;
    expect(card!.due.getTime()).toBeGreaterThan(clock);
    expect((await due(dave, "UTC")).cards.map((c) => c.word.id)).toEqual([w]);
    const la = await due(dave, "America/Los_Angeles");
    expect(la.cards).toEqual([]);
    // The next review is at local midnight of the due day in Los Angeles.
    const laDay = card!.due.toLocaleDateString("en-CA", { timeZone: "America/Los_Angeles" });
    expect(new Date(la.nextReviewAt!).toLocaleString("en-CA", { timeZone: "America/Los_Angeles", hourCycle: "h23" })).toBe(`${laDay}, 00:00:00`);
  });

  it("shows only the caller's own cards", async () => {
    const erin = await createLearner(ctx);
    const w = freshWord();
    await answer(erin, w, { action: "dont_know" });
    moveClock(5 * MINUTE);
    expect((await due(erin)).cards.map((c) => c.word.id)).toEqual([w]);
    const frank = await createLearner(ctx);
    expect((await due(frank)).cards).toEqual([]);
  });
});

describe("GET /api/review/log.csv", () => {
  it("exports the caller's review log in fsrs-optimizer's columns, read back and parsed", async () => {
    const gina = await createLearner(ctx);
    const w = freshWord();
    const t0 = clock;
    await answer(gina, w, { action: "know", durationMs: 3100 });
    moveClock(10 * MINUTE);
    await answer(gina, w, { action: "review", rating: 2 });
    const other = freshWord();
    await answer(bob, other, { action: "know" });

    const res = await call(ctx, "GET", "/api/review/log.csv", { user: gina });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toContain("attachment");
    const [header, ...lines] = res.text.trim().split("\n");
    const columns = header!.split(",");
    expect(columns).toEqual([...REVLOG_COLUMNS]);
    expect(columns).toEqual(["card_id", "review_time", "review_rating", "review_state", "review_duration"]);
    const rows = lines.map((line) => Object.fromEntries(line.split(",").map((v, i) => [columns[i]!, v === "" ? null : Number(v)])));
    const card = await cardOf(gina, w);
    expect(rows).toEqual([
      { card_id: card!.id, review_time: t0, review_rating: 3, review_state: 0, review_duration: 3100 },
      { card_id: card!.id, review_time: t0 + 10 * MINUTE, review_rating: 2, review_state: 1, review_duration: null },
    ]);
    for (const r of rows) expect(Number.isInteger(r.card_id) && Number.isInteger(r.review_time)).toBe(true);
  });
});

describe("review settings (FSRS weights, desired retention)", () => {
  it("starts at ts-fsrs's defaults and 0.9; keeps FSRS-5's 19 weights as 21; rejects what ts-fsrs would not take", async () => {
    const hal = await createLearner(ctx);
    const get = async () => ReviewSettingsSchema.parse((await call(ctx, "GET", "/api/settings/review", { user: hal })).json);
    expect(await get()).toEqual({ fsrsWeights: null, desiredRetention: 0.9 });
    const patch = (body: unknown) => call(ctx, "PATCH", "/api/settings/review", { user: hal, body });
    expect((await patch({ fsrsWeights: default_w.slice(0, 19) })).status).toBe(200);
    expect((await get()).fsrsWeights).toHaveLength(21);
    expect((await patch({ fsrsWeights: [...default_w] })).json.fsrsWeights).toEqual([...default_w]);
    for (const bad of [{ fsrsWeights: [1, 2, 3] }, { fsrsWeights: Array(21).fill("x") }, { desiredRetention: 0.6 }, { desiredRetention: 1 }, {}, { other: 1 }]) {
      const r = await patch(bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.json.error.code).toBeTruthy();
    }
    expect((await patch({ fsrsWeights: null, desiredRetention: 0.8 })).json).toEqual({ fsrsWeights: null, desiredRetention: 0.8 });
  });

  it("the scheduler uses them: a higher desired retention gives shorter intervals", async () => {
    const [ivy, jack] = [await createLearner(ctx), await createLearner(ctx)];
    await call(ctx, "PATCH", "/api/settings/review", { user: ivy, body: { desiredRetention: 0.97 } });
    await call(ctx, "PATCH", "/api/settings/review", { user: jack, body: { desiredRetention: 0.75 } });
    const w = freshWord();
    for (const u of [ivy, jack]) await answer(u, w, { action: "review", rating: 4 });
    const [a, b] = [await cardOf(ivy, w), await cardOf(jack, w)];
    expect(a!.scheduledDays).toBeLessThan(b!.scheduledDays);
  });
});

describe("statistics: forecast and true retention; the daily goal counts reviews", () => {
  it("counts cards due on each of the next 30 days and the share of Review-state reviews not rated Again", async () => {
    const kim = await createLearner(ctx);
    clock = Date.parse("2026-05-10T10:00:00Z");
    const [w1, w2, w3] = [freshWord(), freshWord(), freshWord()];
    await answer(kim, w1, { action: "dont_know" }); // due in a minute: today
    await answer(kim, w2, { action: "review", rating: 4 }); // due in days
    await answer(kim, w3, { action: "review", rating: 4 });
    const read = async () => ReviewStatisticsSchema.parse((await call(ctx, "GET", "/api/statistics/reviews?tz=UTC", { user: kim })).json);
    let s = await read();
    expect(s.forecast).toHaveLength(30);
    expect(s.forecast[0]).toEqual({ date: "2026-05-10", due: 1 });
    const c2 = await cardOf(kim, w2);
    const day = Math.floor((c2!.due.getTime() - Date.parse("2026-05-10T00:00:00Z")) / DAY);
    expect(s.forecast[day]!.due).toBe(2);
    expect(s.forecast.reduce((t, d) => t + d.due, 0)).toBe(3);
    expect(s.retention.allTime).toEqual({ reviews: 0, passed: 0, rate: null });

    clock = c2!.due.getTime() + DAY; // both Review cards are overdue now: counted today
    await answer(kim, w2, { action: "review", rating: 3 });
    await answer(kim, w3, { action: "review", rating: 1 });
    s = await read();
    expect(s.retention.last30Days).toEqual({ reviews: 2, passed: 1, rate: 0.5 });
    expect(s.retention.allTime).toEqual({ reviews: 2, passed: 1, rate: 0.5 });
    expect(s.forecast[0]!.due).toBe(2); // w1 (overdue, learning) and w3 (relearning after Again)
  });

  it("the daily goal counts a word answered on the Review page", async () => {
    const lee = await createLearner(ctx);
    await answer(lee, freshWord(), { action: "review", rating: 3 });
    const today = await call(ctx, "GET", "/api/statistics/today?tz=UTC", { user: lee });
    expect(today.json.answeredToday).toBe(1);
  });
});
