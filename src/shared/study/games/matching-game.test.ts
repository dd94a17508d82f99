import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seededRandom } from "../random";
import { GAME_DELAYS_MS } from "../game-rules";
import { matchingCompleteMessage } from "./game-messages";
import type { GameWord } from "./game-word";
import { clearWrongPair, isMatchingComplete, newMatchingGame, selectMatchingItem, type MatchingState } from "./matching-game";

const words: GameWord[] = [
  { id: "a", hebrew: "שָׁלוֹם", translation: "hello", translit: "shalom" },
  { id: "b", hebrew: "תּוֹדָה", translation: "thank you", translit: "todah" },
  { id: "c", hebrew: "כֵּן", translation: "yes", translit: "ken" },
];

describe("matching game", () => {
  it("shuffles both columns but keeps every word once", () => {
    const s = newMatchingGame(words, seededRandom(1));
    expect([...s.hebrewOrder].sort()).toEqual(["a", "b", "c"]);
    expect([...s.translationOrder].sort()).toEqual(["a", "b", "c"]);
    expect(s.correct + s.incorrect + s.matched.length).toBe(0);
  });

  it("a correct pair is matched and counted; selection order does not matter", () => {
    let s = newMatchingGame(words, seededRandom(2));
    let r = selectMatchingItem(s, "translation", "b");
    expect(r.outcome).toEqual({ type: "selected" });
    r = selectMatchingItem(r.state, "hebrew", "b");
    expect(r.outcome).toEqual({ type: "match", wordId: "b", complete: false });
    s = r.state;
    expect(s.matched).toEqual(["b"]);
    expect(s.correct).toBe(1);
    expect(s.selectedHebrew).toBeNull();
    expect(s.selectedTranslation).toBeNull();
    // A matched word cannot be picked again.
    expect(selectMatchingItem(s, "hebrew", "b").outcome).toEqual({ type: "ignored" });
  });

  it("a wrong pair counts incorrect and flashes until cleared", () => {
    const s0 = newMatchingGame(words, seededRandom(3));
    const r = selectMatchingItem(selectMatchingItem(s0, "hebrew", "a").state, "translation", "c");
    expect(r.outcome).toEqual({ type: "mismatch", hebrewId: "a", translationId: "c" });
    expect(r.state.incorrect).toBe(1);
    expect(r.state.matched).toEqual([]);
    expect(r.state.wrong).toEqual({ hebrewId: "a", translationId: "c" });
    expect(clearWrongPair(r.state).wrong).toBeNull();
    // Clearing an older flash leaves a newer one alone.
    expect(clearWrongPair(r.state, { hebrewId: "b", translationId: "c" }).wrong).not.toBeNull();
  });

  it("selecting the selected item again deselects it; a new pick on the same side replaces it", () => {
    let s = newMatchingGame(words, seededRandom(4));
    s = selectMatchingItem(s, "hebrew", "a").state;
    expect(s.selectedHebrew).toBe("a");
    s = selectMatchingItem(s, "hebrew", "b").state;
    expect(s.selectedHebrew).toBe("b");
    s = selectMatchingItem(s, "hebrew", "b").state;
    expect(s.selectedHebrew).toBeNull();
    expect(selectMatchingItem(s, "hebrew", "zzz").outcome).toEqual({ type: "ignored" });
  });

  describe("a whole game with its delays", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it("flashes a wrong pair for 1 s, completes, and the caller starts again after 0.5 s", () => {
      let s: MatchingState = newMatchingGame(words, seededRandom(5));
      const events: string[] = [];
      const pick = (side: "hebrew" | "translation", id: string) => {
        const r = selectMatchingItem(s, side, id);
        s = r.state;
        if (r.outcome.type === "mismatch") {
          const pair = { hebrewId: r.outcome.hebrewId, translationId: r.outcome.translationId };
          setTimeout(() => { s = clearWrongPair(s, pair); }, GAME_DELAYS_MS.wrongMatch);
        }
        if (r.outcome.type === "match" && r.outcome.complete) {
          events.push(matchingCompleteMessage(s.correct, s.incorrect));
          setTimeout(() => { s = newMatchingGame(words, seededRandom(6)); events.push("new game"); }, GAME_DELAYS_MS.matchingFinish);
        }
      };
      pick("hebrew", "a");
      pick("translation", "b");
      expect(s.wrong).not.toBeNull();
      vi.advanceTimersByTime(999);
      expect(s.wrong).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect(s.wrong).toBeNull();
      for (const id of ["a", "b", "c"]) { pick("hebrew", id); pick("translation", id); }
      expect(isMatchingComplete(s)).toBe(true);
      expect(events).toEqual(["Game Complete! Score: 3 correct, 1 incorrect"]);
      expect(selectMatchingItem(s, "hebrew", "a").outcome).toEqual({ type: "ignored" });
      vi.advanceTimersByTime(499);
      expect(events).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(events.at(-1)).toBe("new game");
      expect(s.matched).toEqual([]);
      expect(s.correct).toBe(0);
    });
  });
});
