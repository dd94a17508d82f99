import { describe, expect, it } from "vitest";
import { importedReviewCount } from "../../../shared/anki/review-history";
import { buildTestPackage, type TestRevlog } from "../../../../tests/support/anki-test-package";
import { readAnkiPackage } from "./read-anki-package";

/**
 * The review log as readAnkiPackage reads it: one row per card from SQLite, the reviews the import
 * keeps counted in SQL by the rule of review-history.ts (importedReviewCount), the log itself read
 * back whole on demand, and each note's card the first with an answer.
 */
const T0 = Date.UTC(2026, 0, 5, 9);
const DAY = 86_400_000;
const log = (cid: number, entries: [day: number, ease: number, type: number, ivl?: number][]): TestRevlog[] =>
  entries.map(([day, ease, type, ivl]) => ({ id: T0 + day * DAY + cid, cid, ease, type, ivl: ivl ?? 1, lastIvl: 2, time: 3000 }));

describe("readAnkiPackage's review log", () => {
  it("counts what the import keeps as importedReviewCount does, and reads the log back whole", async () => {
    const logs: Record<number, TestRevlog[]> = {
      1: log(1, [[2, 3, 1], [0, 3, 0], [9, 1, 1]]),
      2: log(2, [[0, 3, 0], [1, 0, 4, 0], [2, 2, 0], [3, 0, 4, 5]]),
      3: log(3, [[0, 3, 0], [1, 4, 1], [2, 0, 4, 0]]),
      4: log(4, [[0, 0, 4, 0], [1, 3, 5]]),
    };
    const bytes = await buildTestPackage({
      noteTypes: [{ id: 1, name: "Basic", fields: ["Front", "Back"] }],
      notes: [1, 2, 3, 4, 5].map((id) => ({ id, mid: 1, fields: [`word ${id}`, "meaning"] })),
      cards: [1, 2, 3, 4, 5].map((id) => ({ id, nid: id, type: 2, queue: 2, due: 10, ivl: 3 })),
      revlog: Object.values(logs).flat(),
    });
    const pkg = await readAnkiPackage(bytes);
    for (const id of [1, 2, 3, 4]) {
      const card = pkg.cards.get(id)!;
      const entries = card.revlog().sort((a, b) => a.id - b.id);
      expect(entries).toEqual(logs[id]!.map((r) => ({ id: r.id, ease: r.ease, ivl: r.ivl, lastIvl: 2, factor: 2500, time: 3000, type: r.type })).sort((a, b) => a.id - b.id));
      expect(card.kept).toBe(importedReviewCount(entries));
    }
    expect([1, 2, 3, 4].map((id) => pkg.cards.get(id)!.kept)).toEqual([3, 2, 0, 0]);
    // The preview's read: the same counts, the logs themselves not read.
    const counted = await readAnkiPackage(bytes, { reviewLogs: false });
    expect([1, 2, 3, 4].map((id) => counted.cards.get(id)!.kept)).toEqual([3, 2, 0, 0]);
    expect(() => counted.cards.get(1)!.revlog()).toThrow(/without its review logs/);
    expect(pkg.cards.get(5)).toMatchObject({ kept: 0 });
    expect(pkg.cards.get(5)!.revlog()).toEqual([]);
  });

  it("takes a note's first card with an answer, else its first card", async () => {
    const bytes = await buildTestPackage({
      noteTypes: [{ id: 1, name: "Basic (and reversed card)", fields: ["Front", "Back"] }],
      notes: [{ id: 1, mid: 1, fields: ["כלב", "dog"] }, { id: 2, mid: 1, fields: ["חתול", "cat"] }],
      cards: [{ id: 11, nid: 1, ord: 0 }, { id: 12, nid: 1, ord: 1, type: 2, queue: 2, due: 4, ivl: 4 }, { id: 21, nid: 2, ord: 0, due: 7 }, { id: 22, nid: 2, ord: 1, due: 8 }],
      revlog: log(12, [[0, 3, 0], [4, 3, 1]]),
    });
    const pkg = await readAnkiPackage(bytes);
    expect(pkg.cards.get(1)).toMatchObject({ row: { type: 2, ivl: 4 }, kept: 2 });
    expect(pkg.cards.get(2)).toMatchObject({ row: { type: 0, due: 7 }, kept: 0 });
  });
});
