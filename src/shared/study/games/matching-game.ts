import { shuffle, type RandomSource } from "../random";
import type { GameWord } from "./game-word";

/**
 * Matching game: pick a Hebrew item and a translation. A correct pair is matched and
 * counted correct; a wrong pair is counted incorrect and flashes (the caller clears the flash after
 * GAME_DELAYS_MS.wrongMatch). The game is complete when every pair is matched.
 */
export type MatchingSide = "hebrew" | "translation";

export interface MatchingState {
  words: GameWord[];
  /** Word ids in the order of the Hebrew column and of the translation column. */
  hebrewOrder: string[];
  translationOrder: string[];
  selectedHebrew: string | null;
  selectedTranslation: string | null;
  matched: string[];
  correct: number;
  incorrect: number;
  /** The last wrong pair, shown in red until clearWrongPair. */
  wrong: { hebrewId: string; translationId: string } | null;
}

export type MatchingOutcome =
  | { type: "selected" }
  | { type: "ignored" }
  | { type: "match"; wordId: string; complete: boolean }
  | { type: "mismatch"; hebrewId: string; translationId: string };

export function newMatchingGame(words: readonly GameWord[], random: RandomSource = Math.random): MatchingState {
  const ids = words.map((w) => w.id);
  return {
    words: [...words],
    hebrewOrder: shuffle(ids, random),
    translationOrder: shuffle(ids, random),
    selectedHebrew: null,
    selectedTranslation: null,
    matched: [],
    correct: 0,
    incorrect: 0,
    wrong: null,
  };
}

export function isMatchingComplete(state: MatchingState): boolean {
  return state.words.length > 0 && state.matched.length === state.words.length;
}

/** Selecting an item; selecting the selected item again deselects it. Returns the new state and what happened. */
export function selectMatchingItem(
  state: MatchingState,
  side: MatchingSide,
  id: string,
): { state: MatchingState; outcome: MatchingOutcome } {
  if (!state.words.some((w) => w.id === id) || state.matched.includes(id) || isMatchingComplete(state)) {
    return { state, outcome: { type: "ignored" } };
  }
  const key = side === "hebrew" ? "selectedHebrew" : "selectedTranslation";
  const selected: MatchingState = { ...state, [key]: state[key] === id ? null : id };
  const hebrewId = selected.selectedHebrew;
  const translationId = selected.selectedTranslation;
  if (hebrewId === null || translationId === null) return { state: selected, outcome: { type: "selected" } };

  const cleared = { ...selected, selectedHebrew: null, selectedTranslation: null };
  if (hebrewId === translationId) {
    const next: MatchingState = { ...cleared, matched: [...state.matched, hebrewId], correct: state.correct + 1, wrong: null };
    return { state: next, outcome: { type: "match", wordId: hebrewId, complete: isMatchingComplete(next) } };
  }
  return {
    state: { ...cleared, incorrect: state.incorrect + 1, wrong: { hebrewId, translationId } },
    outcome: { type: "mismatch", hebrewId, translationId },
  };
}

/** Ends the red flash of a wrong pair (only if it is still the same pair). */
export function clearWrongPair(state: MatchingState, pair?: { hebrewId: string; translationId: string }): MatchingState {
  if (!state.wrong) return state;
  if (pair && (pair.hebrewId !== state.wrong.hebrewId || pair.translationId !== state.wrong.translationId)) return state;
  return { ...state, wrong: null };
}
