import { describe, expect, it } from "vitest";
import { revlogCsv } from "./revlog-csv";

describe("revlogCsv", () => {
  it("writes fsrs-optimizer's columns, times in ms and an empty duration when unknown", () => {
    const csv = revlogCsv([
      { cardId: 7, reviewTime: Date.UTC(2026, 0, 1, 8), rating: 3, state: 0, durationMs: 4200 },
      { cardId: 7, reviewTime: Date.UTC(2026, 0, 2, 8), rating: 1, state: 2, durationMs: null },
    ]);
    expect(csv.split("\n")).toEqual([
      "card_id,review_time,review_rating,review_state,review_duration",
      "7,1767254400000,3,0,4200",
      "7,1767340800000,1,2,",
      "",
    ]);
  });

  it("is only the header for an empty log", () => {
    expect(revlogCsv([])).toBe("card_id,review_time,review_rating,review_state,review_duration\n");
  });
});
