/** Game texts; the sizes, delays and other messages are in ../game-rules.ts. */
export const CORRECT_MESSAGE = "Correct!";
export const QUIZ_CORRECT_MESSAGE = "Correct! 🎉";
export const MATCH_FOUND_MESSAGE = "Match found! 🎉";

export const wrongAnswerMessage = (answer: string) => `Wrong! The answer was: ${answer}`;
/** Fill in the Blank after a wrong try: the answer is not given away (Show Answer, or a second wrong try, shows it). */
export const FILL_WRONG_MESSAGE = "Not quite. Try again, or show the answer.";
export const matchingCompleteMessage = (correct: number, incorrect: number) =>
  `Game Complete! Score: ${correct} correct, ${incorrect} incorrect`;
