/**
 * The review module's worker thread (review-thread.ts): the FSRS fit and the forecast's simulation
 * run here, off the server's event loop. Pure work on the inputs it is sent; no database.
 */
import { default_w } from "ts-fsrs";
import { FIT_MIN_REVIEWS } from "../../../shared/api/review-fit";
import { fitItems, parseFitLog, reviewHistories } from "../../../shared/review/fit-items";
import { normalizeWeights } from "../../../shared/review/schedule-review";
import { evaluateParameters, fitParameters } from "../../integrations/fsrs-optimizer";
import { serveTasks } from "../../lib/serve-tasks";
import { simulateForecast, type ForecastInput } from "./simulate-forecast";
import type { FitInput, FitOutput } from "./review-thread";

async function fit({ log, own }: FitInput, progress: (percent: number) => void): Promise<FitOutput> {
  const histories = reviewHistories(parseFitLog(log));
  const items = fitItems(histories);
  if (items.length < FIT_MIN_REVIEWS) return { tooFew: items.length };
  const cardCount = histories.filter((h) => h.length > 1).length;
  const weights = await fitParameters(items, progress);
  const metrics = {
    defaults: evaluateParameters(items, default_w),
    current: own ? evaluateParameters(items, normalizeWeights(own)) : null,
    fitted: evaluateParameters(items, weights),
  };
  return { weights, metrics, reviewCount: items.length, cardCount };
}

serveTasks({
  fit: (input: FitInput, progress) => fit(input, progress),
  forecast: (input: ForecastInput) => simulateForecast(input),
});
