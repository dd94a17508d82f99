import { describe, expect, it } from "vitest";
import { default_w } from "ts-fsrs";
import { checkWeights, normalizeWeights, previewIntervals, scheduleReview, schedulerFor, type ReviewCardState } from "./schedule-review";

const t0 = new Date("2026-01-01T08:00:00Z");
const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 24 * 60 * 60_000;
const defaults = schedulerFor({ fsrsWeights: null, desiredRetention: 0.9 });

describe("scheduleReview (ts-fsrs with a fixed clock)", () => {
  it("starts a new card: Again due in 1 minute, Good in 10 (learning steps), Easy in days", () => {
    const again = scheduleReview(defaults, null, 1, t0);
    expect(again.card.due.getTime() - t0.getTime()).toBe(minutes(1));
    expect(again.card).toMatchObject({ state: 1, reps: 1, lapses: 0, lastReview: t0 });
    expect(again.log).toEqual({ rating: 1, state: 0, elapsedDays: 0, scheduledDays: 0 });
    expect(scheduleReview(defaults, null, 3, t0).card.due.getTime() - t0.getTime()).toBe(minutes(10));
    const easy = scheduleReview(defaults, null, 4, t0);
    expect(easy.card.state).toBe(2);
    expect(easy.card.due.getTime() - t0.getTime()).toBeGreaterThanOrEqual(days(1));
  });

  it("graduates a card to Review and counts a lapse when a Review card is forgotten", () => {
    let card: ReviewCardState = scheduleReview(defaults, null, 3, t0).card;
    const t1 = new Date(t0.getTime() + minutes(10));
    card = scheduleReview(defaults, card, 3, t1).card;
    expect(card.state).toBe(2);
    expect(card.scheduledDays).toBeGreaterThanOrEqual(1);
    const t2 = new Date(card.due.getTime() + days(1));
    const lapse = scheduleReview(defaults, card, 1, t2);
    expect(lapse.log.state).toBe(2);
    expect(lapse.log.elapsedDays).toBe(Math.round((t2.getTime() - t1.getTime()) / days(1)));
    expect(lapse.card).toMatchObject({ state: 3, lapses: 1, reps: 3 });
  });

  it("previews each rating's interval, in order Again ≤ Hard ≤ Good ≤ Easy", () => {
    const card = scheduleReview(defaults, scheduleReview(defaults, null, 3, t0).card, 3, new Date(t0.getTime() + minutes(10))).card;
    const now = card.due;
    const p = previewIntervals(defaults, card, now);
    expect(p[1]).toBeLessThanOrEqual(p[2]);
    expect(p[2]).toBeLessThanOrEqual(p[3]);
    expect(p[3]).toBeLessThanOrEqual(p[4]);
    expect(p[3]).toBe(scheduleReview(defaults, card, 3, now).card.due.getTime() - now.getTime());
  });

  it("uses the learner's desired retention: a higher one gives shorter intervals", () => {
    const card = scheduleReview(defaults, scheduleReview(defaults, null, 3, t0).card, 3, new Date(t0.getTime() + minutes(10))).card;
    const strict = schedulerFor({ fsrsWeights: null, desiredRetention: 0.97 });
    const loose = schedulerFor({ fsrsWeights: null, desiredRetention: 0.8 });
    expect(previewIntervals(strict, card, card.due)[3]).toBeLessThan(previewIntervals(loose, card, card.due)[3]);
  });

  it("accepts FSRS-5's 19 weights and FSRS-6's 21", () => {
    expect(normalizeWeights(default_w.slice(0, 19))).toHaveLength(21);
    expect(normalizeWeights(default_w)).toEqual([...default_w]);
    const own = schedulerFor({ fsrsWeights: default_w, desiredRetention: 0.9 });
    expect(scheduleReview(own, null, 3, t0).card).toEqual(scheduleReview(defaults, null, 3, t0).card);
  });
});

describe("checkWeights (ts-fsrs's check, its reason by message key)", () => {
  it("accepts FSRS-5's 19 and FSRS-6's 21, and names what it refuses by key", () => {
    expect(checkWeights(default_w)).toBeNull();
    expect(checkWeights(default_w.slice(0, 19))).toBeNull();
    expect(checkWeights(default_w.slice(0, 18))).toBe("settings_fsrs_weights");
    expect(checkWeights([...default_w.slice(0, 20), Number.NaN])).toBe("settings_fsrs_weights_finite");
  });
});
