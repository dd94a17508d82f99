/** Game constants and small rules. */
export const PAIR_COUNT_OPTIONS = [3, 6, 9, 12, 15] as const;
export const DEFAULT_PAIR_COUNT = 6;
export const GAME_WORD_COUNT_OPTIONS = [5, 10, 15, 20] as const;
export const DEFAULT_GAME_WORD_COUNT = 10;

export const MIN_MATCHING_WORDS = 2;
export const MIN_QUIZ_WORDS = 4;

export const GAME_DELAYS_MS = { wrongMatch: 1000, fillCorrect: 1500, matchingFinish: 500, memoryMismatch: 1000 } as const;

/** A percentage rounded to a whole number; null when the total is 0. */
export function percentOf(value: number, total: number): number | null {
  if (!(total > 0)) return null;
  return Math.round((value / total) * 100);
}

/** The quiz's verdict, which the client words (games_verdict_*: 'Excellent work!', 'Good job!', 'Keep practicing!'). */
export type QuizVerdict = { level: "excellent" | "good" | "keep"; trophy: boolean };

/** Quiz end screen: 80 % or more excellent with a trophy, 60 % or more good, else keep practicing. */
export function quizVerdict(percent: number): QuizVerdict {
  if (percent >= 80) return { level: "excellent", trophy: true };
  if (percent >= 60) return { level: "good", trophy: false };
  return { level: "keep", trophy: false };
}
