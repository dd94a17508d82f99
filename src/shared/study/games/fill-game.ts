import { DEFAULT_LANGUAGE, type Language } from "../../domain";
import { checkAnswer, isBlankAnswer } from "../check-answer";
import { percentOf } from "../game-rules";
import type { GameWord } from "./game-word";

/**
 * Fill in the Blank: type the translation of the Hebrew word. Blank → nothing
 * happens (the caller says EMPTY_ANSWER_MESSAGE). Correct → score up; the caller moves on after
 * GAME_DELAYS_MS.fillCorrect. Wrong → Try Again or Show Answer, without the answer (so trying again
 * means something); a second wrong try shows it. After the last word: the end screen with the
 * final score and the accuracy (correct answers out of all answers checked).
 */
export type FillPhase = "answering" | "correct" | "wrong" | "revealed" | "finished";

export interface FillState {
  words: GameWord[];
  index: number;
  phase: FillPhase;
  score: number;
  /** Answers checked (each wrong try counts). */
  attempts: number;
  hintShown: boolean;
  /** Wrong tries on the current word. */
  wrongTries: number;
}

export type FillOutcome = "empty" | "correct" | "wrong" | "revealed" | "ignored";

/** Wrong tries on one word after which its answer is shown. */
export const FILL_TRIES_BEFORE_ANSWER = 2;

export function newFillGame(words: readonly GameWord[]): FillState {
  return { words: [...words], index: 0, phase: words.length ? "answering" : "finished", score: 0, attempts: 0, hintShown: false, wrongTries: 0 };
}

export function currentFillWord(state: FillState): GameWord | null {
  return state.phase === "finished" ? null : (state.words[state.index] ?? null);
}

/** Checks the answer to the current word; `language` is the game's, whose small words the check reads (English for a word shown by its English gloss). */
export function submitFillAnswer(state: FillState, given: string, language: Language = DEFAULT_LANGUAGE): { state: FillState; outcome: FillOutcome } {
  const word = currentFillWord(state);
  if (!word || state.phase !== "answering") return { state, outcome: "ignored" };
  if (isBlankAnswer(given)) return { state, outcome: "empty" };
  if (checkAnswer(given, word.translation, word.english ? "english" : language)) {
    return { state: { ...state, phase: "correct", score: state.score + 1, attempts: state.attempts + 1 }, outcome: "correct" };
  }
  const wrongTries = state.wrongTries + 1;
  if (wrongTries >= FILL_TRIES_BEFORE_ANSWER) return { state: { ...state, phase: "revealed", attempts: state.attempts + 1, wrongTries }, outcome: "revealed" };
  return { state: { ...state, phase: "wrong", attempts: state.attempts + 1, wrongTries }, outcome: "wrong" };
}

export function showFillHint(state: FillState): FillState {
  return state.phase === "finished" ? state : { ...state, hintShown: true };
}

export function tryFillAgain(state: FillState): FillState {
  return state.phase === "wrong" ? { ...state, phase: "answering" } : state;
}

export function showFillAnswer(state: FillState): FillState {
  return state.phase === "wrong" ? { ...state, phase: "revealed" } : state;
}

/** The next word, or the end screen after the last one. Only after a correct answer or a shown answer. */
export function nextFillWord(state: FillState): FillState {
  if (state.phase !== "correct" && state.phase !== "revealed") return state;
  const index = state.index + 1;
  if (index >= state.words.length) return { ...state, phase: "finished" };
  return { ...state, index, phase: "answering", hintShown: false, wrongTries: 0 };
}

/** Percent of checked answers that were correct (0 when none were checked). */
export function fillAccuracy(state: FillState): number {
  return percentOf(state.score, state.attempts) ?? 0;
}
