import { computeParameters, FSRSBinding, FSRSBindingItem, FSRSBindingReview } from "@open-spaced-repetition/binding";
import type { FitMetrics } from "../../shared/api/review-fit";
import type { FitReview } from "../../shared/review/fit-items";

/**
 * The FSRS optimiser: fsrs-rs (the one Anki runs) through @open-spaced-repetition/binding, a
 * native addon whose training runs on libuv's thread pool, not on the event loop. Items are
 * src/shared/review/fit-items.ts's (per card, its reviews' ratings and day intervals).
 */

const toBinding = (items: readonly (readonly FitReview[])[]) =>
  items.map((reviews) => new FSRSBindingItem(reviews.map((r) => new FSRSBindingReview(r.rating, r.deltaT))));

/**
 * FSRS-6's 21 parameters fitted to the items, with short-term memory (same-day reviews: ts-fsrs's
 * learning steps) and ts-fsrs's one relearning step.
 */
export async function fitParameters(items: readonly (readonly FitReview[])[], onProgress?: (percent: number) => void): Promise<number[]> {
  return computeParameters(toBinding(items), {
    enableShortTerm: true,
    numRelearningSteps: 1,
    ...(onProgress ? { progress: (current: number, total: number) => { if (total > 0) onProgress(Math.round((100 * current) / total)); } } : {}),
  });
}

/** Log loss and RMSE (binned, fsrs-rs's evaluation) of the parameters on the items: how well they predict the recalls. */
export function evaluateParameters(items: readonly (readonly FitReview[])[], weights: readonly number[]): FitMetrics {
  const e = new FSRSBinding([...weights]).evaluate(toBinding(items));
  return { logLoss: e.logLoss, rmse: e.rmseBins };
}
