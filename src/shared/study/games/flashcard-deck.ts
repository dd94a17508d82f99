/**
 * Flashcards: a deck of word ids fixed for the session (so indices never jump when a
 * word becomes known), the current index, a history of earlier indices for Back, and whether the
 * current card is revealed. Know / Don't Know / Skip / Next advance and push the prior index; on the
 * last card they stay. The reveal resets whenever the card changes.
 */
export type FlashcardAnswer = "know" | "dont_know" | "skip";

export interface FlashcardDeck {
  ids: string[];
  index: number;
  history: number[];
  revealed: boolean;
  /** The last answer given to each card in this round (Back and answering again replaces it). */
  answers: Record<string, FlashcardAnswer>;
  /** The last card was answered: the round's summary shows. */
  finished: boolean;
}

export function newFlashcardDeck(ids: readonly string[]): FlashcardDeck {
  return { ids: [...ids], index: 0, history: [], revealed: false, answers: {}, finished: false };
}

/**
 * Know / Don't Know / Skip: remembers the answer and goes to the next card; answering the last card
 * ends the round (its summary shows). Next alone on the last card still stays.
 */
export function answerCard(deck: FlashcardDeck, answer: FlashcardAnswer): FlashcardDeck {
  const id = currentCardId(deck);
  if (!id || deck.finished) return deck;
  const answered = { ...deck, answers: { ...deck.answers, [id]: answer } };
  return deck.index >= deck.ids.length - 1 ? { ...answered, finished: true } : advanceCard(answered);
}

/** Back from the summary to the last card. */
export function reopenDeck(deck: FlashcardDeck): FlashcardDeck {
  return deck.finished ? { ...deck, finished: false, revealed: false } : deck;
}

export interface FlashcardSummary {
  known: number;
  dontKnow: number;
  skipped: number;
  /** The cards answered Don't Know, in deck order. */
  missed: string[];
}

/** The end of a round: how many cards were known, not known and skipped, and which were missed. */
export function summarizeDeck(deck: FlashcardDeck): FlashcardSummary {
  const of = (a: FlashcardAnswer) => deck.ids.filter((id) => deck.answers[id] === a);
  const missed = of("dont_know");
  return { known: of("know").length, dontKnow: missed.length, skipped: of("skip").length, missed };
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
