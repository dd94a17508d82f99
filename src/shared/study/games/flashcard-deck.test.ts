import { describe, expect, it } from "vitest";
import { advanceCard, answerCard, canGoBack, currentCardId, goBackCard, isLastCard, newFlashcardDeck, reopenDeck, revealCard, summarizeDeck, toggleReveal } from "./flashcard-deck";

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

describe("a round of flashcards", () => {
  it("ends when the last card is answered, with the counts and the missed cards", () => {
    let d = newFlashcardDeck(["a", "b", "c", "d"]);
    d = answerCard(d, "dont_know");
    d = answerCard(d, "know");
    d = goBackCard(d); // answer b again: the last answer counts
    d = answerCard(d, "dont_know");
    d = answerCard(d, "skip");
    expect(d.finished).toBe(false);
    expect(currentCardId(d)).toBe("d");
    d = answerCard(d, "know");
    expect(d.finished).toBe(true);
    expect(answerCard(d, "know")).toBe(d);
    expect(summarizeDeck(d)).toEqual({ known: 1, dontKnow: 2, skipped: 1, missed: ["a", "b"] });
    const again = reopenDeck(d);
    expect(again.finished).toBe(false);
    expect(currentCardId(again)).toBe("d");
  });
});
