import { FORECAST_DAYS } from "../../../shared/api/review-fit";
import type { ReviewCardState } from "../../../shared/review/schedule-review";
import { schedulerFor } from "../../../shared/review/schedule-review";
import { simulateReviews } from "../../../shared/review/simulate-reviews";
import { seededRandom } from "../../../shared/study/random";

/**
 * At most this many new cards a day are simulated; a learner who starts more has their new cards'
 * reviews scaled up from these (each new card is simulated alike, so the count is linear in them).
 * 90,000 new cards in 30 days made 3,000 a day, and 90,000 simulated cards took 3.4 s.
 */
export const FORECAST_NEW_CARDS_SIMULATED = 30;

export interface ForecastInput {
  fsrsWeights: number[] | null;
  retention: number;
  /** An even sample of the learner's cards, and how many cards it stands for. */
  cards: ReviewCardState[];
  cardCount: number;
  newCardsPerDay: number;
  start: Date;
}

export interface ForecastOutput {
  /** The reviews on each of the next FORECAST_DAYS days. */
  dailyReviews: number[];
  /** The cards simulated: the sample's and the new ones (its work's bound). */
  simulatedCards: number;
}

/** The pure part of fit-service.ts#getForecast. */
export function simulateForecast(input: ForecastInput): ForecastOutput {
  const scheduler = schedulerFor({ fsrsWeights: input.fsrsWeights, desiredRetention: input.retention });
  const run = (cards: ReviewCardState[], perDay: number) =>
    simulateReviews({ scheduler, cards, newCardsPerDay: perDay, days: FORECAST_DAYS, start: input.start, random: seededRandom(31) });
  const scale = input.cards.length > 0 ? input.cardCount / input.cards.length : 0;
  const simulatedNew = Math.min(input.newCardsPerDay, FORECAST_NEW_CARDS_SIMULATED);
  const newScale = simulatedNew > 0 ? input.newCardsPerDay / simulatedNew : 0;
  const existing = run(input.cards, 0);
  const fresh = run([], simulatedNew);
  return {
    dailyReviews: existing.map((n, day) => Math.round(n * scale + fresh[day]! * newScale)),
    simulatedCards: input.cards.length + simulatedNew * FORECAST_DAYS,
  };
}
