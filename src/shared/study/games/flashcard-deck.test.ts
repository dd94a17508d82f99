import { describe, expect, it } from "vitest";
import { advanceCard, canGoBack, currentCardId, goBackCard, isLastCard, newFlashcardDeck, revealCard, toggleReveal } from "./flashcard-deck";

describe("flashcard deck", () => {
  it("advances with a history so Back returns, and the reveal resets on every card change", () => {
    let d = newFlashcardDeck(["a", "b", "c"]);
    expect(currentCardId(d)).toBe("a");
    expect(canGoBack(d)).toBe(false);
    d = revealCard(d);
    expect(d.revealed).toBe(true);
    d = advanceCard(d);
    expect(currentCardId(d)).toBe("b");
    expect(d.revealed).toBe(false);
    d = advanceCard(d);
    expect(isLastCard(d)).toBe(true);
    expect(d.history).toEqual([0, 1]);
    d = revealCard(d);
    // Next on the last card stays (and keeps the reveal).
    expect(advanceCard(d)).toBe(d);
    d = goBackCard(d);
    expect(currentCardId(d)).toBe("b");
    expect(d.revealed).toBe(false);
    d = goBackCard(goBackCard(d));
    expect(currentCardId(d)).toBe("a");
    expect(goBackCard(d)).toBe(d);
  });

  it("toggles the reveal, and an empty deck does nothing", () => {
    const d = newFlashcardDeck(["a"]);
    expect(toggleReveal(toggleReveal(d)).revealed).toBe(false);
    const empty = newFlashcardDeck([]);
    expect(currentCardId(empty)).toBeNull();
    expect(isLastCard(empty)).toBe(false);
    expect(revealCard(empty)).toBe(empty);
    expect(advanceCard(empty)).toBe(empty);
  });
});
