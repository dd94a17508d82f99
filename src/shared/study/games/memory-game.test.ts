import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seededRandom } from "../random";
import { GAME_DELAYS_MS } from "../game-rules";
import type { GameWord } from "./game-word";
import { elapsedSeconds, flipMemoryCard, hideMismatch, isCardFaceUp, isMemoryComplete, newMemoryGame, nextOpenCard, type MemoryState } from "./memory-game";

const words: GameWord[] = [
  { id: "a", hebrew: "מַיִם", translation: "water", translit: "mayim" },
  { id: "b", hebrew: "לֶחֶם", translation: "bread", translit: "lechem" },
];

describe("memory game", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2025-01-01T10:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("has two cards per word, Hebrew and translation", () => {
    const s = newMemoryGame(words, Date.now(), seededRandom(1));
    expect(s.cards).toHaveLength(4);
    expect(s.cards.filter((c) => c.wordId === "a").map((c) => c.text).sort()).toEqual(["water", "מַיִם"]);
  });

  it("a mismatch counts a move and flips back after 1 s; a match stays up; the game ends with moves and seconds", () => {
    let s: MemoryState = newMemoryGame(words, Date.now(), seededRandom(2));
    const flip = (wordId: string, face: "hebrew" | "translation") => {
      const r = flipMemoryCard(s, `${wordId}:${face}`, Date.now());
      s = r.state;
      if (r.outcome.type === "mismatch") setTimeout(() => { s = hideMismatch(s); }, GAME_DELAYS_MS.memoryMismatch);
      return r.outcome;
    };
    expect(flip("a", "hebrew")).toEqual({ type: "flipped" });
    expect(flip("a", "hebrew")).toEqual({ type: "ignored" }); // already face up
    expect(flip("b", "translation")).toEqual({ type: "mismatch" });
    expect(s.moves).toBe(1);
    // While two cards are up, a third cannot be flipped.
    expect(flip("b", "hebrew")).toEqual({ type: "ignored" });
    vi.advanceTimersByTime(999);
    expect(s.flipped).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(s.flipped).toHaveLength(0);

    flip("b", "hebrew");
    expect(flip("b", "translation")).toEqual({ type: "match", wordId: "b", complete: false });
    expect(isCardFaceUp(s, s.cards.find((c) => c.key === "b:hebrew")!)).toBe(true);
    expect(s.matches).toBe(1);
    vi.advanceTimersByTime(3_000);
    flip("a", "translation");
    expect(flip("a", "hebrew")).toEqual({ type: "match", wordId: "a", complete: true });
    expect(isMemoryComplete(s)).toBe(true);
    expect(s.moves).toBe(3);
    expect(s.matches).toBe(2);
    vi.advanceTimersByTime(60_000);
    expect(elapsedSeconds(s, Date.now())).toBe(4);
    expect(flip("a", "hebrew")).toEqual({ type: "ignored" });
  });

  it("goes on from a matched card to the next card not matched, round to the first; none when all are", () => {
    const three: GameWord[] = [...words, { id: "c", hebrew: "יוֹם", translation: "day", translit: "yom" }];
    const base = newMemoryGame(three, Date.now(), seededRandom(4));
    // A fixed order: a, b, c, a, b, c.
    const cards = ["hebrew", "translation"].flatMap((face) => ["a", "b", "c"].map((id) => base.cards.find((c) => c.key === `${id}:${face}`)!));
    let s: MemoryState = { ...base, cards, matched: ["b"] };
    expect(s.cards.map((c) => c.wordId)).toEqual(["a", "b", "c", "a", "b", "c"]);
    expect(nextOpenCard(s, s.cards[1]!.key)).toBe(s.cards[2]!.key);
    expect(nextOpenCard(s, s.cards[4]!.key)).toBe(s.cards[5]!.key);
    s = { ...s, matched: ["b", "c"] };
    expect(nextOpenCard(s, s.cards[5]!.key)).toBe(s.cards[0]!.key); // round to the first
    expect(nextOpenCard(s, s.cards[2]!.key)).toBe(s.cards[3]!.key);
    s = { ...s, matched: ["a", "b", "c"] };
    expect(nextOpenCard(s, s.cards[0]!.key)).toBeNull();
  });

  it("counts elapsed seconds while running", () => {
    const s = newMemoryGame(words, Date.now(), seededRandom(3));
    vi.advanceTimersByTime(2_400);
    expect(elapsedSeconds(s, Date.now())).toBe(2);
  });
});
