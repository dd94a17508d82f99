import { shuffle, type RandomSource } from "../random";
import type { GameWord } from "./game-word";

/**
 * Memory Cards: every word gives two cards (its Hebrew and its translation). Flip two:
 * a matching pair stays matched; a non-matching pair flips back (the caller calls hideMismatch
 * after GAME_DELAYS_MS.memoryMismatch). Counts moves (pairs flipped) and matches; the game ends
 * when every pair is matched, with the seconds taken.
 */
export interface MemoryCard {
  key: string;
  wordId: string;
  face: "hebrew" | "translation";
  text: string;
  /** A translation card showing the English gloss in place of a missing translation. */
  english?: boolean;
}

export interface MemoryState {
  cards: MemoryCard[];
  /** Keys of the face-up cards that are not matched yet (0, 1 or 2). */
  flipped: string[];
  matched: string[];
  moves: number;
  matches: number;
  startedAt: number;
  finishedAt: number | null;
}

export type MemoryOutcome =
  | { type: "ignored" }
  | { type: "flipped" }
  | { type: "match"; wordId: string; complete: boolean }
  | { type: "mismatch" };

export function newMemoryGame(words: readonly GameWord[], now: number, random: RandomSource = Math.random): MemoryState {
  const cards = words.flatMap((w): MemoryCard[] => [
    { key: `${w.id}:hebrew`, wordId: w.id, face: "hebrew", text: w.hebrew },
    { key: `${w.id}:translation`, wordId: w.id, face: "translation", text: w.translation, ...(w.english ? { english: true } : {}) },
  ]);
  return { cards: shuffle(cards, random), flipped: [], matched: [], moves: 0, matches: 0, startedAt: now, finishedAt: null };
}

export const pairCount = (state: MemoryState) => state.cards.length / 2;
export const isMemoryComplete = (state: MemoryState) => state.finishedAt !== null;

export function isCardFaceUp(state: MemoryState, card: MemoryCard): boolean {
  return state.flipped.includes(card.key) || state.matched.includes(card.wordId);
}

export function flipMemoryCard(state: MemoryState, key: string, now: number): { state: MemoryState; outcome: MemoryOutcome } {
  const card = state.cards.find((c) => c.key === key);
  if (!card || state.finishedAt !== null || state.flipped.length >= 2 || isCardFaceUp(state, card)) {
    return { state, outcome: { type: "ignored" } };
  }
  const flipped = [...state.flipped, key];
  if (flipped.length < 2) return { state: { ...state, flipped }, outcome: { type: "flipped" } };

  const first = state.cards.find((c) => c.key === flipped[0])!;
  const moves = state.moves + 1;
  if (first.wordId === card.wordId) {
    const matched = [...state.matched, card.wordId];
    const complete = matched.length === pairCount(state);
    return {
      state: { ...state, flipped: [], matched, moves, matches: state.matches + 1, finishedAt: complete ? now : null },
      outcome: { type: "match", wordId: card.wordId, complete },
    };
  }
  return { state: { ...state, flipped, moves }, outcome: { type: "mismatch" } };
}

/**
 * The card to go on to from `key` (a card just matched): the next one after it that is not matched,
 * going round to the first; null when none is left.
 */
export function nextOpenCard(state: MemoryState, key: string): string | null {
  const at = state.cards.findIndex((c) => c.key === key);
  for (let step = 1; step <= state.cards.length; step++) {
    const card = state.cards[(at + step) % state.cards.length]!;
    if (!state.matched.includes(card.wordId)) return card.key;
  }
  return null;
}

/** Turns a non-matching pair face down again. */
export function hideMismatch(state: MemoryState): MemoryState {
  return state.flipped.length === 2 ? { ...state, flipped: [] } : state;
}

export function elapsedSeconds(state: MemoryState, now: number): number {
  return Math.max(0, Math.round(((state.finishedAt ?? now) - state.startedAt) / 1000));
}
