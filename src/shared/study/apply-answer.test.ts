import { describe, expect, it } from "vitest";
import { answerEffect, applyAnswer } from "./apply-answer";

const now = new Date("2025-01-02T03:04:05.678Z");
const existing = { status: "unknown" as const, timesSeen: 4, timesKnown: 1, lastSeenAt: "2024-12-01T00:00:00.000Z" };

describe("answerEffect", () => {
  it("maps each action to its status and counter increments", () => {
    expect(answerEffect({ action: "know" })).toEqual({ status: "known", seen: 1, known: 1 });
    expect(answerEffect({ action: "dont_know" })).toEqual({ status: "unknown", seen: 1, known: 0 });
    expect(answerEffect({ action: "skip" })).toEqual({ status: null, seen: 1, known: 0 });
    expect(answerEffect({ action: "set", status: "known" })).toEqual({ status: "known", seen: 0, known: 1 });
    expect(answerEffect({ action: "set", status: "unknown" })).toEqual({ status: "unknown", seen: 0, known: 0 });
    expect(answerEffect({ action: "set", status: "learning" })).toEqual({ status: "learning", seen: 0, known: 0 });
  });

  it("counts a review's Again as dont_know and Hard, Good, Easy as know", () => {
    expect(answerEffect({ action: "review", rating: 1 })).toEqual(answerEffect({ action: "dont_know" }));
    for (const rating of [2, 3, 4]) expect(answerEffect({ action: "review", rating })).toEqual(answerEffect({ action: "know" }));
  });
});

describe("applyAnswer", () => {
  it("starts a missing record as learning with zero counts", () => {
    expect(applyAnswer(null, { action: "skip" }, now)).toEqual({ status: "learning", timesSeen: 1, timesKnown: 0, lastSeenAt: now.toISOString() });
    expect(applyAnswer(null, { action: "know" }, now)).toEqual({ status: "known", timesSeen: 1, timesKnown: 1, lastSeenAt: now.toISOString() });
  });

  it("increments existing counters and keeps the status on skip", () => {
    expect(applyAnswer(existing, { action: "skip" }, now)).toEqual({ status: "unknown", timesSeen: 5, timesKnown: 1, lastSeenAt: now.toISOString() });
    expect(applyAnswer(existing, { action: "set", status: "known" }, now)).toEqual({ status: "known", timesSeen: 4, timesKnown: 2, lastSeenAt: now.toISOString() });
    expect(applyAnswer(existing, { action: "dont_know" }, now)).toEqual({ status: "unknown", timesSeen: 5, timesKnown: 1, lastSeenAt: now.toISOString() });
  });
});
