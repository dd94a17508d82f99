import { describe, expect, it } from "vitest";
import { schedulerFor, scheduleReview, type ReviewCardState } from "./schedule-review";
import { seededRandom } from "../study/random";
import { simulateReviews, type SimulatedReview } from "./simulate-reviews";

const start = new Date("2026-01-05T08:00:00Z");

describe("simulateReviews (a learner simulated with ts-fsrs)", () => {
  it("is repeatable with the same seed, and reviews each new card on the day it starts", () => {
    const run = (seed: number) => simulateReviews({ scheduler: schedulerFor({ fsrsWeights: null, desiredRetention: 0.9 }), newCardsPerDay: 10, days: 20, start, random: seededRandom(seed) });
    const a = run(1);
    expect(run(1)).toEqual(a);
    expect(run(2)).not.toEqual(a);
    expect(a).toHaveLength(20);
    expect(Math.min(...a)).toBeGreaterThanOrEqual(10);
  });

  it("passes about the desired share of reviews in the Review state when memory and schedule agree", () => {
    const reviews: SimulatedReview[] = [];
    simulateReviews({
      scheduler: schedulerFor({ fsrsWeights: null, desiredRetention: 0.8 }), newCardsPerDay: 20, days: 120, start,
      random: seededRandom(3), onReview: (r) => reviews.push(r),
    });
    const longTerm = reviews.filter((r) => r.state === 2);
    expect(longTerm.length).toBeGreaterThan(2000);
    const passed = longTerm.filter((r) => r.rating > 1).length / longTerm.length;
    expect(passed).toBeGreaterThan(0.75);
    expect(passed).toBeLessThan(0.86);
  });

  it("asks for more daily reviews of the same cards at a higher desired retention", () => {
    const scheduler = schedulerFor({ fsrsWeights: null, desiredRetention: 0.9 });
    const cards: ReviewCardState[] = Array.from({ length: 300 }, (_, i) => {
      const first = scheduleReview(scheduler, null, 3, new Date(start.getTime() - (i % 30) * 86_400_000 - 3_600_000));
      return scheduleReview(scheduler, first.card, 3, new Date(first.card.due.getTime())).card;
    });
    const total = (retention: number) => simulateReviews({
      scheduler: schedulerFor({ fsrsWeights: null, desiredRetention: retention }), cards, newCardsPerDay: 0, days: 30, start, random: seededRandom(5),
    }).reduce((a, b) => a + b, 0);
    expect(total(0.95)).toBeGreaterThan(total(0.9));
    expect(total(0.9)).toBeGreaterThan(total(0.8));
  });
});
