import { describe, expect, it } from "vitest";
import { countLongTermReviews, FIT_MAX_ITEMS, FIT_MAX_REVIEWS_PER_HISTORY, fitItems, parseFitLog, reviewHistories, type FitLogRow } from "./fit-items";

const row = (card: string, rating: 1 | 2 | 3 | 4, state: number, elapsedDays: number): FitLogRow => ({ card, rating, state, elapsedDays });

describe("the optimiser's items from the review log", () => {
  it("makes one history per card from its new review on, and one item per review a day or more after the previous", () => {
    const rows = [
      row("a", 3, 0, 0), row("a", 3, 1, 0), row("a", 1, 2, 3), row("a", 3, 3, 0), row("a", 4, 2, 5),
      row("b", 4, 0, 0), row("b", 3, 2, 8),
    ];
    const histories = reviewHistories(rows);
    expect(histories).toEqual([
      [{ rating: 3, deltaT: 0 }, { rating: 3, deltaT: 0 }, { rating: 1, deltaT: 3 }, { rating: 3, deltaT: 0 }, { rating: 4, deltaT: 5 }],
      [{ rating: 4, deltaT: 0 }, { rating: 3, deltaT: 8 }],
    ]);
    const items = fitItems(histories);
    // a: the lapse 3 days on and the review 5 days on; b: its review 8 days on. Same-day steps are history only.
    expect(items.map((i) => i.length)).toEqual([3, 5, 2]);
    expect(items[0]).toEqual(histories[0]!.slice(0, 3));
    expect(countLongTermReviews(histories)).toBe(3);
  });

  it("leaves out reviews before a card's new start (a log restored without its beginning), and starts again at a reset", () => {
    const histories = reviewHistories([row("c", 3, 2, 4), row("c", 3, 2, 9), row("c", 2, 0, 0), row("c", 3, 2, 2), row("c", 3, 0, 0), row("c", 1, 2, 1)]);
    expect(histories).toEqual([
      [{ rating: 2, deltaT: 0 }, { rating: 3, deltaT: 2 }],
      [{ rating: 3, deltaT: 0 }, { rating: 1, deltaT: 1 }],
    ]);
    expect(fitItems(histories)).toHaveLength(2);
  });

  it("bounds one fit's work: a card reviewed 8,000 times gives at most 63 items of at most 64 reviews (not 32 million reviews)", () => {
    const rows = [row("long", 3, 0, 0), ...Array.from({ length: 8_000 }, () => row("long", 3, 2, 1))];
    const histories = reviewHistories(rows);
    expect(histories[0]).toHaveLength(FIT_MAX_REVIEWS_PER_HISTORY);
    const items = fitItems(histories);
    expect(items).toHaveLength(FIT_MAX_REVIEWS_PER_HISTORY - 1);
    expect(items.reduce((n, i) => n + i.length, 0)).toBeLessThan(FIT_MAX_REVIEWS_PER_HISTORY ** 2);
    expect(countLongTermReviews(histories)).toBe(items.length);
  });

  it("takes at most FIT_MAX_ITEMS items, from an even sample of whole histories", () => {
    const cards = Math.ceil((FIT_MAX_ITEMS * 3) / 10);
    const rows = Array.from({ length: cards }, (_, c) => [row(`c${c}`, 3, 0, 0), ...Array.from({ length: 10 }, () => row(`c${c}`, 3, 2, 2))]).flat();
    const histories = reviewHistories(rows);
    expect(countLongTermReviews(histories)).toBeGreaterThan(FIT_MAX_ITEMS * 2);
    const items = fitItems(histories);
    expect(items.length).toBeLessThanOrEqual(FIT_MAX_ITEMS);
    expect(items.length).toBeGreaterThan(FIT_MAX_ITEMS * 0.6);
    // Whole histories: each kept card brings all 10 of its items.
    expect(items.filter((i) => i.length === 2).length * 10).toBe(items.length);
  });

  it("reads the log's text (card,rating,state,elapsed;…) as the rows it stands for; an empty log as none", () => {
    expect(parseFitLog("1,3,0,0;1,1,2,3;2,4,0,0;2,3,2,12")).toEqual([row("1", 3, 0, 0), row("1", 1, 2, 3), row("2", 4, 0, 0), row("2", 3, 2, 12)]);
    expect(parseFitLog("")).toEqual([]);
  });
});
