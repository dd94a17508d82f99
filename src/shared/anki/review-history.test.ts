import { describe, expect, it } from "vitest";
import { reviewHistories } from "../review/fit-items";
import { schedulerFor, scheduleReview, type ReviewCardState } from "../review/schedule-review";
import { ankiDueDate, ankiReviewsToMilim, importedReviewCount, milimCardToAnki, milimReviewsToAnki, type AnkiRevlogEntry, type MilimReview } from "./review-history";

const scheduler = schedulerFor({ fsrsWeights: null, desiredRetention: 0.9 });
const DAY = 86_400_000;
const t0 = Date.UTC(2026, 0, 5, 9);
const crt = Date.UTC(2026, 0, 1, 4) / 1000;
const entry = (at: number, ease: number, type = 1, extra: Partial<AnkiRevlogEntry> = {}): AnkiRevlogEntry =>
  ({ id: at, ease, ivl: 1, lastIvl: 0, factor: 2500, time: 5000, type, ...extra });

describe("ankiReviewsToMilim", () => {
  it("replays Anki's ratings through FSRS: the first from new, then days apart", () => {
    const { reviews, card } = ankiReviewsToMilim(
      [entry(t0 + 3 * DAY, 3), entry(t0, 3, 0), entry(t0 + 10 * 60_000, 3, 0), entry(t0 + 9 * DAY, 1)], scheduler, null, crt);
    expect(reviews.map((r) => [r.rating, r.state])).toEqual([[3, 0], [3, 1], [3, 2], [1, 2]]);
    expect(reviews[2]!.elapsedDays).toBe(3);
    expect(reviews[0]!.durationMs).toBe(5000);
    expect(card).toMatchObject({ state: 3, lapses: 1, reps: 4 });
    // 'Fit to my reviews' sees one history from its first rating.
    expect(reviewHistories(reviews.map((r) => ({ card: "w", rating: r.rating, state: r.state, elapsedDays: r.elapsedDays })))).toHaveLength(1);
  });

  it("leaves out manual reschedules, starts again after a Forget, and has no card without a rating", () => {
    const { reviews } = ankiReviewsToMilim(
      [entry(t0, 3, 0), entry(t0 + DAY, 0, 4, { ivl: 0 }), entry(t0 + 2 * DAY, 2, 0), entry(t0 + 3 * DAY, 0, 4, { ivl: 5 })], scheduler, null, crt);
    expect(reviews.map((r) => r.state)).toEqual([0, 0]);
    expect(ankiReviewsToMilim([entry(t0, 0, 4)], scheduler, null, crt)).toEqual({ reviews: [], card: null });
  });

  it("keeps Anki's due day and interval for a review card", () => {
    const ankiCard = { type: 2, queue: 2, due: 40, ivl: 21, factor: 2500, reps: 5, lapses: 0, left: 0 };
    const { card } = ankiReviewsToMilim([entry(t0, 4, 0)], scheduler, ankiCard, crt);
    expect(card!.due).toEqual(new Date(crt * 1000 + 40 * DAY));
    expect(card!.scheduledDays).toBe(21);
    expect(ankiDueDate({ ...ankiCard, type: 1, queue: 1, due: t0 / 1000 }, crt)).toEqual(new Date(t0));
  });
});

describe("importedReviewCount", () => {
  it("counts what the import keeps: the replayed ratings, none when a Forget ends the log", () => {
    const logs: AnkiRevlogEntry[][] = [
      [entry(t0 + 3 * DAY, 3), entry(t0, 3, 0), entry(t0 + 9 * DAY, 1)],
      [entry(t0, 3, 0), entry(t0 + DAY, 0, 4, { ivl: 0 }), entry(t0 + 2 * DAY, 2, 0), entry(t0 + 3 * DAY, 0, 4, { ivl: 5 })],
      [entry(t0, 3, 0), entry(t0 + DAY, 4, 1), entry(t0 + 2 * DAY, 0, 4, { ivl: 0 })],
      [entry(t0, 0, 4), entry(t0 + DAY, 3, 5)],
      [],
    ];
    expect(logs.map(importedReviewCount)).toEqual([3, 2, 0, 0, 0]);
    for (const log of logs) {
      const { reviews, card } = ankiReviewsToMilim(log, scheduler, null, crt);
      expect(importedReviewCount(log)).toBe(card ? reviews.length : 0);
    }
  });
});

describe("Milim → Anki → Milim", () => {
  it("writes a revlog and card that read back as the same history and due date", () => {
    const answers: [number, 1 | 2 | 3 | 4][] = [[t0, 3], [t0 + 10 * 60_000, 3], [t0 + 4 * DAY, 3], [t0 + 20 * DAY, 1], [t0 + 20 * DAY + 600_000, 3]];
    let card: ReviewCardState | null = null;
    const reviews: MilimReview[] = [];
    for (const [at, rating] of answers) {
      const next = scheduleReview(scheduler, card, rating, new Date(at));
      reviews.push({ reviewedAt: new Date(at), rating, state: next.log.state, elapsedDays: next.log.elapsedDays, scheduledDays: next.log.scheduledDays, durationMs: 1200 });
      card = next.card;
    }
    const used = new Set<number>([t0]);
    const revlog = milimReviewsToAnki(reviews, card, used);
    expect(revlog[0]!.id).toBe(t0 + 1);
    expect(revlog.map((e) => e.type)).toEqual([0, 0, 1, 1, 2]);
    expect(revlog[2]!.ivl).toBeGreaterThan(0);
    const ankiCard = milimCardToAnki(card, 1, crt);
    expect(ankiCard).toMatchObject({ type: card!.state, reps: 5, lapses: 1 });
    const back = ankiReviewsToMilim(revlog, scheduler, ankiCard, crt);
    expect(back.reviews.map((r) => [r.rating, r.state, r.elapsedDays])).toEqual(reviews.map((r) => [r.rating, r.state, r.elapsedDays]));
    // A review card is due on a day in Anki: the same day, not the same hour.
    expect(Math.abs(back.card!.due.getTime() - card!.due.getTime())).toBeLessThan(DAY);
    expect(back.card!.scheduledDays).toBe(card!.scheduledDays);
  });

  it("dates a review card by its day from the collection's creation", () => {
    const card: ReviewCardState = { due: new Date(crt * 1000 + 12 * DAY + 3600_000), stability: 10, difficulty: 5, scheduledDays: 9, learningSteps: 0, reps: 3, lapses: 0, state: 2, lastReview: new Date(crt * 1000 + 3 * DAY) };
    expect(milimCardToAnki(card, 7, crt)).toEqual({ type: 2, queue: 2, due: 12, ivl: 9, factor: 2500, reps: 3, lapses: 0, left: 0 });
    expect(milimCardToAnki(null, 7, crt)).toMatchObject({ type: 0, queue: 0, due: 7 });
  });
});
