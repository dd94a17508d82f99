import { describe, expect, it } from "vitest";
import { seededRandom } from "../random";
import { pickGameWords, toGameWords, type GameWord } from "./game-word";

const w = (id: string, hebrew: string, translation: string): GameWord => ({ id, hebrew, translation, translit: null });

describe("pickGameWords", () => {
  it("takes up to count words, without repeated Hebrew or translations", () => {
    const words = [w("1", "א", "one"), w("2", "ב", "two"), w("3", "א", "other"), w("4", "ג", "Two"), w("5", "ד", "")];
    const picked = pickGameWords(words, 10, seededRandom(7));
    expect(new Set(picked.map((p) => p.hebrew)).size).toBe(picked.length);
    expect(picked.length).toBe(3);
    expect(pickGameWords(words, 2, seededRandom(7))).toHaveLength(2);
  });

  it("keeps words with an empty translation (no English fallback in games)", () => {
    const picked = pickGameWords([w("1", "א", ""), w("2", "ב", "")], 5, seededRandom(1));
    expect(picked).toHaveLength(2);
  });
});

describe("toGameWords", () => {
  const sw = (id: string, english: string, french: string | null) =>
    ({ id, hebrew: id, translit: null, english, spanish: null, portuguese: null, french, italian: null });
  it("uses the chosen language, marks English stand-ins and leaves out words with neither", () => {
    const { words, leftOut } = toGameWords([sw("a", "water", "eau"), sw("b", "bread", null), sw("c", "", null), sw("d", " ", "  ")], "french");
    expect(words).toEqual([
      { id: "a", hebrew: "a", translation: "eau", translit: null },
      { id: "b", hebrew: "b", translation: "bread", translit: null, english: true },
    ]);
    expect(leftOut).toBe(2);
  });
});
