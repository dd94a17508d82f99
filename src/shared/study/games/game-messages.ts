/** Game texts (spec 000 §4, §8); the sizes, delays and other messages are in ../game-rules.ts. */
export const CORRECT_MESSAGE = "Correct!";
export const QUIZ_CORRECT_MESSAGE = "Correct! 🎉";
export const MATCH_FOUND_MESSAGE = "Match found! 🎉";

export const wrongAnswerMessage = (answer: string) => `Wrong! The answer was: ${answer}`;
export const matchingCompleteMessage = (correct: number, incorrect: number) =>
  `Game Complete! Score: ${correct} correct, ${incorrect} incorrect`;
