import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderWords } from "./order-words";

const w = (id: string, freqRank: number | null) => ({ id, freqRank });
const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

describe("orderWords", () => {
  it("orders by freq_rank ascending with nulls last", () => {
    expect(ids(orderWords([w("c", 3), w("n", null), w("a", 1), w("b", 2)]))).toEqual(["a", "b", "c", "n"]);
  });

  it("is stable for equal ranks and for nulls", () => {
    expect(ids(orderWords([w("x", 2), w("n1", null), w("y", 2), w("n2", null), w("a", 1)]))).toEqual(["a", "x", "y", "n1", "n2"]);
  });

  it("does not change the input", () => {
    const input = [w("b", 2), w("a", 1)];
    orderWords(input);
    expect(ids(input)).toEqual(["b", "a"]);
  });

  it("shuffles repeatably with a seed", () => {
    const input = Array.from({ length: 30 }, (_, i) => w(String(i), i));
    const a = orderWords(input, { shuffle: true, seed: "s1" });
    expect(ids(orderWords(input, { shuffle: true, seed: "s1" }))).toEqual(ids(a));
    expect(ids(a)).not.toEqual(ids(input));
    expect(ids(orderWords(input, { shuffle: true, seed: "s2" }))).not.toEqual(ids(a));
  });

  it("always returns a permutation sorted by rank when not shuffled", () => {
    fc.assert(fc.property(fc.array(fc.option(fc.integer({ min: 0, max: 20 }), { nil: null })), (ranks) => {
      const out = orderWords(ranks.map((r, i) => w(String(i), r)));
      expect(out).toHaveLength(ranks.length);
      for (let i = 1; i < out.length; i++) {
        const p = out[i - 1]!;
        const c = out[i]!;
        if (p.freqRank === null) expect(c.freqRank).toBeNull();
        else if (c.freqRank !== null) {
          expect(p.freqRank).toBeLessThanOrEqual(c.freqRank);
          if (p.freqRank === c.freqRank) expect(Number(p.id)).toBeLessThan(Number(c.id));
        }
      }
    }));
  });
});
