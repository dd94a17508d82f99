import { percentOf } from "../game-rules";
import type { GameWord } from "./game-word";

/**
 * Quiz Master: one answer per question, then Next Question; the end screen shows the
 * percent and a message (≥ 80 trophy 'Excellent work!', ≥ 60 'Good job!', else 'Keep practicing!').
 * The quiz does not update progress.
 */
export interface QuizQuestion {
  word: GameWord;
  options: string[];
  answer: string;
  /** Options that are English glosses standing in for a missing translation. */
  english?: string[];
}

export interface QuizState {
  questions: QuizQuestion[];
  index: number;
  selected: string | null;
  score: number;
  finished: boolean;
  /** The questions answered wrongly, with the option chosen (the end screen lists them with the answers). */
  missed: { index: number; chosen: string }[];
}

export type QuizOutcome = "correct" | "wrong" | "ignored";

export function newQuizGame(questions: readonly QuizQuestion[]): QuizState {
  return { questions: [...questions], index: 0, selected: null, score: 0, finished: questions.length === 0, missed: [] };
}

export function currentQuestion(state: QuizState): QuizQuestion | null {
  return state.finished ? null : (state.questions[state.index] ?? null);
}

export function answerQuiz(state: QuizState, option: string): { state: QuizState; outcome: QuizOutcome } {
  const q = currentQuestion(state);
  if (!q || state.selected !== null || !q.options.includes(option)) return { state, outcome: "ignored" };
  const correct = option === q.answer;
  const missed = correct ? state.missed : [...state.missed, { index: state.index, chosen: option }];
  return { state: { ...state, selected: option, score: state.score + (correct ? 1 : 0), missed }, outcome: correct ? "correct" : "wrong" };
}

/** The option a digit key chooses: "1" the first shown … "4" the fourth; null for any other key, or once the question is answered. */
export function quizOptionForKey(state: QuizState, key: string): string | null {
  const q = currentQuestion(state);
  if (!q || state.selected !== null || !/^[1-9]$/.test(key)) return null;
  return q.options[Number(key) - 1] ?? null;
}

export function nextQuestion(state: QuizState): QuizState {
  if (state.finished || state.selected === null) return state;
  const index = state.index + 1;
  if (index >= state.questions.length) return { ...state, selected: null, finished: true };
  return { ...state, index, selected: null };
}

export function quizPercent(state: QuizState): number {
  return percentOf(state.score, state.questions.length) ?? 0;
}
