import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededRandom, shuffle } from "./random";

describe("seededRandom", () => {
  it("repeats the same sequence for the same seed and differs for another", () => {
    const a = seededRandom("abc");
    const b = seededRandom("abc");
    const c = seededRandom("abd");
    const sa = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(sa);
    expect([c(), c(), c()]).not.toEqual(sa);
  });

  it("stays in [0, 1)", () => {
    const r = seededRandom(42);
    for (let i = 0; i < 1000; i++) {
      const x = r();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe("shuffle", () => {
  it("returns a permutation and leaves the input alone", () => {
    fc.assert(fc.property(fc.array(fc.integer()), fc.integer(), (xs, seed) => {
      const copy = [...xs];
      const out = shuffle(xs, seededRandom(seed));
      expect(xs).toEqual(copy);
      expect([...out].sort((a, b) => a - b)).toEqual([...xs].sort((a, b) => a - b));
    }));
  });

  it("actually reorders a long list", () => {
    const xs = Array.from({ length: 50 }, (_, i) => i);
    expect(shuffle(xs, seededRandom(1))).not.toEqual(xs);
  });

  it("copes with a random source that returns values close to 1", () => {
    expect(shuffle([1, 2, 3], () => 0.9999999999).sort()).toEqual([1, 2, 3]);
  });
});
