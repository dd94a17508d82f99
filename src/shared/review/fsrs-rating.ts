import type { Answer, ReviewRating } from "../api/progress";

/** FSRS ratings by name (ts-fsrs Rating): what the Review page's buttons and keys 1–4 send. */
export const RATING = { again: 1, hard: 2, good: 3, easy: 4 } as const satisfies Record<string, ReviewRating>;

type RatedAnswer = Pick<Answer, "action"> & { rating?: number };

/**
 * The FSRS rating an answer gives the word's review card, or null when the answer is no recall:
 * - know (flashcard Know, Matching's correct pair, Fill correct) → Good (3): recalled, with no
 *   finer grade to go on, as ts-fsrs's docs advise for a pass/fail answer;
 * - dont_know (flashcard Don't Know, Fill wrong) → Again (1);
 * - review (the Review page) → the learner's own Again / Hard / Good / Easy;
 * - set (the Study table's status buttons) and skip → null: the card is left as it is (a status
 *   chosen by hand or a skipped card says nothing about recall).
 * Matching's wrong pairs and Quiz and Memory send no answer at all (they do not update progress), so move no card.
 */
export function fsrsRatingOf(answer: RatedAnswer): ReviewRating | null {
  switch (answer.action) {
    case "know": return RATING.good;
    case "dont_know": return RATING.again;
    case "review": return answer.rating as ReviewRating;
    case "set":
    case "skip": return null;
  }
}
