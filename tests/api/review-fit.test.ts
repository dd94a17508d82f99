import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { default_w } from "ts-fsrs";
import { DueReviewsSchema } from "../../src/shared/api/review";
import { FIT_JOB_KIND, FIT_MIN_REVIEWS, FORECAST_DAYS, ReviewFitStateSchema, ReviewForecastSchema } from "../../src/shared/api/review-fit";
import { FORECAST_SAMPLE } from "../../src/server/modules/review/fit-service";
import { FORECAST_NEW_CARDS_SIMULATED } from "../../src/server/modules/review/simulate-forecast";
import { ReviewSettingsSchema } from "../../src/shared/api/settings";
import type { ReviewRating } from "../../src/shared/api/progress";
import { countLongTermReviews, FIT_MAX_REVIEWS_PER_HISTORY, parseFitLog, reviewHistories } from "../../src/shared/review/fit-items";
import { countFitLog, readFitLog } from "../../src/server/modules/review/fit-queries";
import { previewIntervals, scheduleReview, schedulerFor, type CardState, type ReviewCardState } from "../../src/shared/review/schedule-review";
import { collections, progressEvents, reviewCards, words } from "../../src/server/db/schema";
import { createLearner, createUsers } from "../helpers/factories";
import { call, createTestContext, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";
import { syntheticReviewLog } from "../support/synthetic-review-log";

/**
 * 'Fit to my reviews': the fit job runs the real optimiser on a learner's log — a synthetic one
 * (tests/support/synthetic-review-log.ts, ts-fsrs with known parameters, seeded) written into
 * progress_events as the answers write it — and only Accept changes the schedule.
 */
const DAY = 86_400_000;
const defaults = schedulerFor({ fsrsWeights: null, desiredRetention: 0.9 });
let clock = Date.parse("2026-03-02T09:00:00Z");

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({}, { startJobs: true, overrides: { now: () => new Date(clock) } });
  ({ learners: [alice, bob, carol] } = await createUsers(ctx, { learners: 3 }));
});
afterAll(async () => { await ctx.close(); });

/** Writes a synthetic log of `reviews` reviews as `user`'s review log, on words of a private collection of theirs; its long-term review count. */
async function seedLog(user: TestUser, reviews: number, seed: number): Promise<number> {
  const log = syntheticReviewLog({ reviews, seed, start: new Date(clock - 30 * DAY) });
  const cards = Math.max(...log.reviews.map((r) => r.card)) + 1;
  const [c] = await ctx.deps.db.insert(collections).values({ domain: "modern", name: `Log ${seed}`, slug: `fit-log-${seed}`, ownerId: user.id }).returning({ id: collections.id });
  const ws = await ctx.deps.db.insert(words).values(Array.from({ length: cards }, (_, i) => ({ collectionId: c!.id, hebrew: "מִלָּה", english: `word ${seed}-${i}` }))).returning({ id: words.id });
  const rows = log.reviews.map((r) => ({
    id: crypto.randomUUID(), userId: user.id, wordId: ws[r.card]!.id, action: "review" as const, statusAfter: r.rating > 1 ? "known" as const : "unknown" as const,
    reviewRating: r.rating, reviewState: r.state, elapsedDays: r.elapsedDays, scheduledDays: r.scheduledDays, reviewedAt: r.reviewedAt, createdAt: r.reviewedAt,
  }));
  for (let i = 0; i < rows.length; i += 500) await ctx.deps.db.insert(progressEvents).values(rows.slice(i, i + 500));
  // Each word's card as the answers left it: its reviews replayed by ts-fsrs on the defaults.
  const cardStates = new Map<number, ReviewCardState>();
  for (const r of log.reviews) cardStates.set(r.card, scheduleReview(defaults, cardStates.get(r.card) ?? null, r.rating, r.reviewedAt).card);
  await ctx.deps.db.insert(reviewCards).values([...cardStates].map(([i, c]) => ({ userId: user.id, wordId: ws[i]!.id, ...c })));
  return countLongTermReviews(reviewHistories(log.rows));
}

const state = async (user: TestUser) => {
  const r = await call(ctx, "GET", "/api/review/fit", { user });
  expect(r.status, r.text).toBe(200);
  return ReviewFitStateSchema.parse(r.json);
};
const reviewSettings = async (user: TestUser) => ReviewSettingsSchema.parse((await call(ctx, "GET", "/api/settings/review", { user })).json);

/** Starts a fit as `user` and waits for it; the job's id. */
async function fit(user: TestUser): Promise<string> {
  const started = await call(ctx, "POST", "/api/review/fit", { user });
  expect(started.status, started.text).toBe(202);
  const job = await waitForJob(ctx, user, started.json.job.id as string);
  expect(job.status, JSON.stringify(job)).toBe("completed");
  return job.id;
}

describe("'Fit to my reviews'", () => {
  it("with too few reviews says how many more are needed, and starts nothing", async () => {
    const none = await call(ctx, "POST", "/api/review/fit", { user: carol });
    expect(none.status).toBe(400);
    expect(none.json.error.message).toBe(`Fitting needs ${FIT_MIN_REVIEWS} reviews made at least a day apart; you have 0, so ${FIT_MIN_REVIEWS} more are needed.`);
    const count = await seedLog(carol, 400, 11);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(FIT_MIN_REVIEWS);
    const few = await call(ctx, "POST", "/api/review/fit", { user: carol });
    expect(few.status).toBe(400);
    expect(few.json.error.message).toContain(`you have ${count}, so ${FIT_MIN_REVIEWS - count} more are needed`);
    expect(few.json.error).toMatchObject({ messageKey: "fit_needs_reviews", params: { min: FIT_MIN_REVIEWS, count, missing: FIT_MIN_REVIEWS - count } });
    const s = await state(carol);
    expect(s).toMatchObject({ reviewCount: count, minReviews: FIT_MIN_REVIEWS, proposal: null, job: null });
  });

  it("fits, shows the figures and the true retention, and Accept makes the schedule use the fitted parameters", async () => {
    const count = await seedLog(alice, 1500, 21);
    expect(count).toBeGreaterThanOrEqual(FIT_MIN_REVIEWS);
    const jobId = await fit(alice);
    const s = await state(alice);
    expect(s.job).toMatchObject({ id: jobId, status: "completed" });
    const proposal = s.proposal!;
    expect(proposal).toMatchObject({ jobId, reviewCount: count, current: null });
    expect(proposal.weights).not.toEqual(default_w);
    // On the learner's own log (whose memory is not the defaults'), the fitted parameters predict better.
    expect(proposal.fitted.logLoss).toBeLessThan(proposal.defaults.logLoss);
    const all = s.trueRetention.allTime;
    expect(all.total).toBeGreaterThan(100);
    expect(all.retention).toBeCloseTo(all.passed / all.total, 10);
    expect(s.trueRetention.last30Days.total).toBeLessThanOrEqual(all.total);
    expect(s.desiredRetention).toBe(0.9);
    // Nothing changes until Accept.
    expect((await reviewSettings(alice)).fsrsWeights).toBeNull();

    const accepted = await call(ctx, "POST", `/api/review/fit/${jobId}/accept`, { user: alice });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json.fsrsWeights).toEqual(proposal.weights);
    expect((await reviewSettings(alice)).fsrsWeights).toEqual(proposal.weights);
    expect((await state(alice)).proposal).toBeNull();
    expect((await call(ctx, "POST", `/api/review/fit/${jobId}/accept`, { user: alice })).status).toBe(404);

    // The review page's intervals (of a card in the Review state) now come from the fitted parameters.
    const [mine] = await ctx.deps.db.select().from(reviewCards).where(and(eq(reviewCards.userId, alice.id), eq(reviewCards.state, 2))).orderBy(asc(reviewCards.due), asc(reviewCards.id)).limit(1);
    clock = Math.max(clock, mine!.due.getTime()) + 60_000;
    const due = DueReviewsSchema.parse((await call(ctx, "GET", "/api/review/due?tz=UTC", { user: alice })).json);
    const shown = due.cards.find((c) => c.cardId === Number(mine!.id))!;
    const cardState = {
      due: mine!.due, stability: mine!.stability, difficulty: mine!.difficulty, scheduledDays: mine!.scheduledDays, learningSteps: mine!.learningSteps,
      reps: mine!.reps, lapses: mine!.lapses, state: mine!.state as CardState, lastReview: mine!.lastReview,
    };
    const now = new Date(clock);
    expect(shown.intervals).toEqual(previewIntervals(schedulerFor({ fsrsWeights: proposal.weights, desiredRetention: 0.9 }), cardState, now));
    expect(shown.intervals).not.toEqual(previewIntervals(schedulerFor({ fsrsWeights: null, desiredRetention: 0.9 }), cardState, now));
  });

  it("Reject leaves the parameters as they were; another learner can neither read nor accept a fit", async () => {
    await seedLog(bob, 1500, 31);
    await call(ctx, "PATCH", "/api/settings/review", { user: bob, body: { desiredRetention: 0.85 } });
    const jobId = await fit(bob);
    const proposal = (await state(bob)).proposal!;
    expect(proposal.jobId).toBe(jobId);

    // Alice sees her own state only, and cannot see, accept or reject Bob's.
    expect((await state(alice)).proposal).toBeNull();
    expect((await call(ctx, "GET", `/api/jobs/${jobId}`, { user: alice })).status).toBe(404);
    expect((await call(ctx, "POST", `/api/review/fit/${jobId}/accept`, { user: alice })).status).toBe(404);
    expect((await call(ctx, "POST", `/api/review/fit/${jobId}/reject`, { user: alice })).status).toBe(404);
    expect((await state(bob)).proposal).toEqual(proposal);

    const before = await reviewSettings(bob);
    expect((await call(ctx, "POST", `/api/review/fit/${jobId}/reject`, { user: bob })).status).toBe(204);
    expect(await reviewSettings(bob)).toEqual(before);
    expect(before).toEqual({ fsrsWeights: null, desiredRetention: 0.85 });
    expect((await state(bob)).proposal).toBeNull();
    const [row] = await ctx.deps.db.select().from(progressEvents).where(eq(progressEvents.userId, bob.id)).limit(1);
    expect(row).toBeDefined(); // the log stays
  });

  it("lets a learner fit again only after a cool-down of 10 minutes", async () => {
    const again = await call(ctx, "POST", "/api/review/fit", { user: bob });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ messageKey: "fit_cool_down", params: { minutes: 10 } });
    // Eleven minutes later (the jobs' times are the database's).
    await ctx.deps.db.execute(sql`update jobs set finished_at = finished_at - interval '11 minutes' where user_id = ${bob.id} and kind = ${FIT_JOB_KIND}`);
    await fit(bob);
  });

  it("counts the log in SQL and reads it as one text with fit-items.ts's rule: starts, resets, a history's cap", async () => {
    const erin = await createLearner(ctx);
    const [c] = await ctx.deps.db.insert(collections).values({ domain: "modern", name: "Erin", slug: "erin-log", ownerId: erin.id }).returning({ id: collections.id });
    const ws = await ctx.deps.db.insert(words).values([1, 2, 3].map((i) => ({ collectionId: c!.id, hebrew: "מִלָּה", english: `erin ${i}` }))).returning({ id: words.id });
    // Card 0: a review before any start (left out), a start, 70 reviews a day apart or the same day
    // (past the history's cap), a reset and two more; card 1: a start only; card 2: a start and one review.
    const log: { word: number; rating: ReviewRating; state: number; elapsedDays: number }[] = [{ word: 0, rating: 3, state: 2, elapsedDays: 4 }, { word: 0, rating: 3, state: 0, elapsedDays: 0 }];
    for (let i = 0; i < 70; i++) log.push({ word: 0, rating: i % 9 === 0 ? 1 : 3, state: i % 9 === 0 ? 3 : 2, elapsedDays: i % 4 === 0 ? 0 : 1 + (i % 3) });
    log.push({ word: 0, rating: 2, state: 0, elapsedDays: 0 }, { word: 0, rating: 3, state: 1, elapsedDays: 0 }, { word: 0, rating: 4, state: 2, elapsedDays: 3 });
    log.push({ word: 1, rating: 3, state: 0, elapsedDays: 0 }, { word: 2, rating: 1, state: 0, elapsedDays: 0 }, { word: 2, rating: 3, state: 2, elapsedDays: 2 });
    const start = clock - 200 * DAY;
    await ctx.deps.db.insert(progressEvents).values(log.map((r, i) => ({
      id: crypto.randomUUID(), userId: erin.id, wordId: ws[r.word]!.id, action: "review" as const, statusAfter: "known" as const,
      reviewRating: r.rating, reviewState: r.state, elapsedDays: r.elapsedDays, scheduledDays: 1, reviewedAt: new Date(start + i * DAY), createdAt: new Date(start + i * DAY),
    })));
    const byCard = [0, 1, 2].map((w) => log.filter((r) => r.word === w).map((r) => ({ card: ws[w]!.id, rating: r.rating, state: r.state, elapsedDays: r.elapsedDays })));
    // Rows of one card are consecutive, cards in the order of their word ids (as the statements order them).
    const rows = [...byCard].sort((x, y) => (x[0]!.card < y[0]!.card ? -1 : 1)).flat();
    const histories = reviewHistories(rows);
    expect(histories.some((h) => h.length === FIT_MAX_REVIEWS_PER_HISTORY)).toBe(true);
    expect(await countFitLog(ctx.deps.db, erin.id, FIT_MAX_REVIEWS_PER_HISTORY)).toEqual({
      reviews: countLongTermReviews(histories), cards: histories.filter((h) => h.length > 1).length,
    });
    expect(reviewHistories(parseFitLog(await readFitLog(ctx.deps.db, erin.id)))).toEqual(histories);
    expect((await state(erin)).reviewCount).toBe(countLongTermReviews(histories));
    expect(await readFitLog(ctx.deps.db, carol.id)).not.toBe("");
    expect(await readFitLog(ctx.deps.db, (await createLearner(ctx)).id)).toBe("");
  });

  it("simulates a bounded sample of a learner who restored 90,000 cards started this month", { timeout: 240_000 }, async () => {
    // The history as a restore writes it: a word and a card each, and each card's first review (New) yesterday.
    const dave = await createLearner(ctx);
    const [c] = await ctx.deps.db.insert(collections).values({ domain: "modern", name: "Many", slug: "many-new", ownerId: dave.id }).returning({ id: collections.id });
    await ctx.deps.db.execute(sql`insert into words (collection_id, hebrew, english) select ${c!.id}, 'מִלָּה', 'word ' || g from generate_series(1, 90000) g`);
    const yesterday = new Date(clock - DAY).toISOString();
    await ctx.deps.db.execute(sql`
      insert into review_cards (user_id, word_id, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review)
      select ${dave.id}, w.id, ${yesterday}::timestamptz + make_interval(days => 1 + (w.n % 20)), 3, 5, 3, 0, 1, 0, 2, ${yesterday}::timestamptz
      from (select id, (row_number() over (order by id))::int as n from words where collection_id = ${c!.id}) w`);
    await ctx.deps.db.execute(sql`
      insert into progress_events (id, user_id, word_id, action, status_after, review_rating, review_state, elapsed_days, scheduled_days, reviewed_at, created_at)
      select gen_random_uuid(), ${dave.id}, w.id, 'restored', 'known', 3, 0, 0, 3, ${yesterday}::timestamptz, now()
      from words w where w.collection_id = ${c!.id}`);
    const r = await call(ctx, "GET", "/api/review/forecast?retention=0.9", { user: dave });
    expect(r.status, r.text).toBe(200);
    const forecast = ReviewForecastSchema.parse(r.json);
    expect(forecast.cardCount).toBe(90_000);
    expect(forecast.newCardsPerDay).toBe(3000);
    // The work is bounded: an even sample of the cards and a few new cards a day, whatever the history.
    expect(forecast.simulatedCards).toBeLessThanOrEqual(FORECAST_SAMPLE + FORECAST_NEW_CARDS_SIMULATED * FORECAST_DAYS);
    expect(forecast.simulatedCards).toBeGreaterThanOrEqual(FORECAST_SAMPLE);
    // Scaled up to all of them: the cards due in the first days and 3,000 new ones each day.
    expect(forecast.dailyReviews[0]).toBeGreaterThan(3000);
    expect(Math.max(...forecast.dailyReviews.slice(0, 21))).toBeGreaterThan(3000 + 90_000 / 40);
  });

  it("estimates more daily reviews at a higher desired retention, from the learner's own cards", async () => {
    const at = async (retention: number) => {
      const r = await call(ctx, "GET", `/api/review/forecast?retention=${retention}`, { user: alice });
      expect(r.status, r.text).toBe(200);
      return ReviewForecastSchema.parse(r.json);
    };
    const low = await at(0.8);
    const high = await at(0.95);
    expect(low.cardCount).toBeGreaterThan(0);
    expect(high.averageDailyReviews).toBeGreaterThan(low.averageDailyReviews);
    expect((await call(ctx, "GET", "/api/review/forecast?retention=0.5", { user: alice })).status).toBe(400);
  });
});
