import { createRequire } from "node:module";
import type { FitMetrics } from "../../shared/api/review-fit";
import type { FitReview } from "../../shared/review/fit-items";

/**
 * The FSRS optimiser: fsrs-rs (the one Anki runs) through @open-spaced-repetition/binding's native
 * addon, whose training runs on libuv's thread pool, not on the event loop. Items are
 * src/shared/review/fit-items.ts's (per card, its reviews' ratings and day intervals).
 *
 * The addon is loaded from its platform package (`@open-spaced-repetition/binding-linux-x64-gnu`, an
 * optional dependency) rather than through `@open-spaced-repetition/binding`, whose optional
 * dependencies name platform packages the registry may not publish (then `npm ci` refuses the lock
 * file). On a platform without the package, `optimizerAvailable()` is false and fitting says so.
 */
interface BindingReview { readonly rating: number; readonly deltaT: number }
interface BindingItem { readonly reviews: BindingReview[] }
interface FsrsBinding {
  computeParameters(items: BindingItem[], options?: {
    enableShortTerm: boolean;
    numRelearningSteps?: number;
    progress?: (current: number, total: number) => boolean | undefined | void;
  }): Promise<number[]>;
  FSRSBinding: new (parameters?: number[]) => { evaluate(items: BindingItem[]): { logLoss: number; rmseBins: number } };
  FSRSBindingItem: new (reviews: BindingReview[]) => BindingItem;
  FSRSBindingReview: new (rating: number, deltaT: number) => BindingReview;
}

const PLATFORM_PACKAGE = `@open-spaced-repetition/binding-${process.platform}-${process.arch}${process.platform === "linux" ? "-gnu" : ""}`;
let loaded: FsrsBinding | null | undefined;

function loadBinding(): FsrsBinding | null {
  if (loaded === undefined) {
    try {
      loaded = createRequire(import.meta.url)(PLATFORM_PACKAGE) as FsrsBinding;
    } catch {
      loaded = null;
    }
  }
  return loaded;
}

/** Whether the optimiser's native addon is installed for this platform. */
export function optimizerAvailable(): boolean {
  return loadBinding() !== null;
}

function binding(): FsrsBinding {
  const b = loadBinding();
  if (!b) throw new Error(`The FSRS optimiser is not available on this platform (${PLATFORM_PACKAGE} is not installed)`);
  return b;
}


const toBinding = (items: readonly (readonly FitReview[])[]) => {
  const { FSRSBindingItem, FSRSBindingReview } = binding();
  return items.map((reviews) => new FSRSBindingItem(reviews.map((r) => new FSRSBindingReview(r.rating, r.deltaT))));
};

/**
 * FSRS-6's 21 parameters fitted to the items, with short-term memory (same-day reviews: ts-fsrs's
 * learning steps) and ts-fsrs's one relearning step.
 */
export async function fitParameters(items: readonly (readonly FitReview[])[], onProgress?: (percent: number) => void): Promise<number[]> {
  return binding().computeParameters(toBinding(items), {
    enableShortTerm: true,
    numRelearningSteps: 1,
    ...(onProgress ? { progress: (current: number, total: number) => { if (total > 0) onProgress(Math.round((100 * current) / total)); } } : {}),
  });
}

/** Log loss and RMSE (binned, fsrs-rs's evaluation) of the parameters on the items: how well they predict the recalls. */
export function evaluateParameters(items: readonly (readonly FitReview[])[], weights: readonly number[]): FitMetrics {
  const e = new (binding().FSRSBinding)([...weights]).evaluate(toBinding(items));
  return { logLoss: e.logLoss, rmse: e.rmseBins };
}
