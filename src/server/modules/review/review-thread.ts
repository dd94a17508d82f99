import type { FitMetrics } from "../../../shared/api/review-fit";
import { TaskThread } from "../../lib/task-thread";
import type { ForecastInput, ForecastOutput } from "./simulate-forecast";

/**
 * The fit and the forecast run on worker threads (review-worker.ts), one of each kind at a time
 * in this process, so a learner's large log never stops the event loop (/api/health, everyone
 * else's requests); a fit queued behind another waits its turn, and a forecast never waits for a
 * fit. The entry is beside this module: the bundle's in dist/server, in the source tree a module
 * that loads the TypeScript worker through tsx.
 */
/** `log`: fit-queries.ts#readFitLog's text (one string to copy, not a row object per review). */
export interface FitInput { log: string; own: number[] | null }
export type FitOutput =
  | { tooFew: number }
  | { weights: number[]; metrics: { defaults: FitMetrics; current: FitMetrics | null; fitted: FitMetrics }; reviewCount: number; cardCount: number };

const entry = new URL("./review-worker-entry.mjs", import.meta.url);
const fits = new TaskThread(entry);
const forecasts = new TaskThread(entry);

export const fitOnThread = (input: FitInput, onProgress?: (percent: number) => void) => fits.run<FitOutput>("fit", input, onProgress);
export const forecastOnThread = (input: ForecastInput) => forecasts.run<ForecastOutput>("forecast", input);

/** Stops both threads (the server's shutdown). */
export async function closeReviewThreads(): Promise<void> {
  await Promise.all([fits.close(), forecasts.close()]);
}
