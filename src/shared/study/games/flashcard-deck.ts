/**
 * Flashcards (spec 000 §4): a deck of word ids fixed for the session (so indices never jump when a
 * word becomes known), the current index, a history of earlier indices for Back, and whether the
 * current card is revealed. Know / Don't Know / Skip / Next advance and push the prior index; on the
 * last card they stay. The reveal resets whenever the card changes.
 */
export interface FlashcardDeck {
  ids: string[];
  index: number;
  history: number[];
  revealed: boolean;
}

export function newFlashcardDeck(ids: readonly string[]): FlashcardDeck {
  return { ids: [...ids], index: 0, history: [], revealed: false };
}

export const currentCardId = (deck: FlashcardDeck): string | null => deck.ids[deck.index] ?? null;
export const isLastCard = (deck: FlashcardDeck): boolean => deck.ids.length > 0 && deck.index === deck.ids.length - 1;
export const canGoBack = (deck: FlashcardDeck): boolean => deck.history.length > 0;

export function revealCard(deck: FlashcardDeck): FlashcardDeck {
  return deck.revealed || deck.ids.length === 0 ? deck : { ...deck, revealed: true };
}

export function toggleReveal(deck: FlashcardDeck): FlashcardDeck {
  return deck.ids.length === 0 ? deck : { ...deck, revealed: !deck.revealed };
}

/** To the next card, remembering where we were; on the last card nothing changes. */
export function advanceCard(deck: FlashcardDeck): FlashcardDeck {
  if (deck.index >= deck.ids.length - 1) return deck;
  return { ...deck, history: [...deck.history, deck.index], index: deck.index + 1, revealed: false };
}

/** Back to the card shown before the last advance. */
export function goBackCard(deck: FlashcardDeck): FlashcardDeck {
  if (deck.history.length === 0) return deck;
  const index = deck.history[deck.history.length - 1]!;
  return { ...deck, history: deck.history.slice(0, -1), index, revealed: false };
}
