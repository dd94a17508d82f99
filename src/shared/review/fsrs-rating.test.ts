import { describe, expect, it } from "vitest";
import { fsrsRatingOf } from "./fsrs-rating";

describe("fsrsRatingOf", () => {
  it("maps know to Good, dont_know to Again and a review to its own rating", () => {
    expect(fsrsRatingOf({ action: "know" })).toBe(3);
    expect(fsrsRatingOf({ action: "dont_know" })).toBe(1);
    for (const rating of [1, 2, 3, 4]) expect(fsrsRatingOf({ action: "review", rating })).toBe(rating);
  });

  it("leaves the card alone for the status buttons and skip", () => {
    expect(fsrsRatingOf({ action: "set" })).toBeNull();
    expect(fsrsRatingOf({ action: "skip" })).toBeNull();
  });
});
