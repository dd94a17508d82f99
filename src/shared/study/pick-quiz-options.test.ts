import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pickQuizOptions } from "./pick-quiz-options";
import { seededRandom } from "./random";

const w = (id: string, english: string, spanish: string | null = null) =>
  ({ id, english, spanish, portuguese: null, french: null, italian: null });

const pool = [
  w("1", "water", "agua"), w("2", "bread", "pan"), w("3", "house", "casa"), w("4", "day", "día"),
  w("5", "book", "libro"), w("6", "Water", null), w("7", "bread", "pan"), w("8", "", "vacío"),
];

describe("pickQuizOptions", () => {
  it("gives the correct answer plus 3 distinct distractors from other words", () => {
    const q = pickQuizOptions(pool[0]!, pool, "english", seededRandom(1));
    expect(q.correct).toBe("water");
    expect(q.options).toHaveLength(4);
    expect(q.options[q.correctIndex]).toBe("water");
    expect(new Set(q.options.map((o) => o.toLowerCase())).size).toBe(4);
    expect(q.options).not.toContain("");
    for (const o of q.options) expect(pool.map((p) => p.english)).toContain(o);
  });

  it("never offers the correct text again as a distractor, even from another word or in other case", () => {
    for (let seed = 0; seed < 50; seed++) {
      const q = pickQuizOptions(pool[0]!, pool, "english", seededRandom(seed));
      expect(q.options.filter((o) => o.toLowerCase() === "water")).toHaveLength(1);
    }
  });

  it("stands the English gloss in for a missing translation, and says which options are English", () => {
    for (let seed = 0; seed < 30; seed++) {
      const q = pickQuizOptions(pool[5]!, pool, "spanish", seededRandom(seed));
      expect(q.correct).toBe("Water");
      expect(q.english).toContain("Water");
      expect(q.options).toHaveLength(4);
      for (const o of q.options) expect(["Water", "agua", "pan", "casa", "día", "libro", "vacío"]).toContain(o);
      expect(q.english).toEqual(["Water"]); // every other word has a Spanish text
    }
  });

  it("uses the chosen language", () => {
    const q = pickQuizOptions(pool[1]!, pool, "spanish", seededRandom(3));
    expect(q.correct).toBe("pan");
    expect(q.options).toHaveLength(4);
    expect(q.options).not.toContain("");
    expect(q.options.filter((o) => o === "pan")).toHaveLength(1);
  });

  it("offers fewer options when there are not enough distinct distractors", () => {
    const small = [w("a", "one"), w("b", "two"), w("c", "one")];
    const q = pickQuizOptions(small[0]!, small, "english", seededRandom(1));
    expect([...q.options].sort()).toEqual(["one", "two"]);
  });

  it("is repeatable with the same random source and shuffles the position of the answer", () => {
    const a = pickQuizOptions(pool[0]!, pool, "english", seededRandom(9));
    expect(pickQuizOptions(pool[0]!, pool, "english", seededRandom(9))).toEqual(a);
    const positions = new Set(Array.from({ length: 40 }, (_, s) => pickQuizOptions(pool[0]!, pool, "english", seededRandom(s)).correctIndex));
    expect(positions.size).toBeGreaterThan(1);
  });

  it("always holds the correct answer exactly once among at most 4 distinct options", () => {
    fc.assert(fc.property(fc.array(fc.constantFrom("a", "b", "c", "d", "e", "A", ""), { minLength: 1, maxLength: 12 }), fc.integer(), (texts, seed) => {
      const words = texts.map((t, i) => w(String(i), t));
      const q = pickQuizOptions(words[0]!, words, "english", seededRandom(seed));
      expect(q.options.length).toBeLessThanOrEqual(4);
      expect(q.options[q.correctIndex]).toBe(q.correct);
      expect(new Set(q.options.map((o) => o.toLowerCase())).size).toBe(q.options.length);
    }));
  });
});
