import type { ReviewRating } from "../api/progress";

/** One rated review as the FSRS optimiser reads it: the rating and whole days since the card's previous review (0 for the first). */
export interface FitReview { rating: ReviewRating; deltaT: number }

/** A row of the review log, in the order of the card's reviews (progress_events' review columns). */
export interface FitLogRow {
  /** The card (its word): rows of one card are consecutive, oldest first. */
  card: string;
  rating: ReviewRating;
  /** The card's state before the review: 0 New … 3 Relearning. */
  state: number;
  /** Days since the card's previous review, as ts-fsrs counted them when it scheduled the card (UTC dates). */
  elapsedDays: number;
}

/**
 * The review log as one text (fit-queries.ts#readFitLog builds it in SQL): a row per review, each
 * `card,rating,state,elapsedDays`, rows joined by ';', cards numbered. One string crosses from the
 * database to the fit's worker thread instead of hundreds of thousands of row objects, which the
 * server's event loop would otherwise decode and copy (/api/health waited on it).
 */
export function parseFitLog(text: string): FitLogRow[] {
  const rows: FitLogRow[] = [];
  if (!text) return rows;
  for (const line of text.split(";")) {
    const [card, rating, state, elapsed] = line.split(",");
    rows.push({ card: card!, rating: Number(rating) as ReviewRating, state: Number(state), elapsedDays: Number(elapsed) });
  }
  return rows;
}

/**
 * Bounds on one fit's work (the items grow with the square of a card's history; one card
 * reviewed 8,000 times made 32 million item reviews). A history counts its first
 * FIT_MAX_REVIEWS_PER_HISTORY reviews (a card's first years; later ones add items as long as the
 * card's whole past), and a fit takes at most FIT_MAX_ITEMS items, from an even sample of the
 * histories when the log holds more.
 */
export const FIT_MAX_REVIEWS_PER_HISTORY = 64;
export const FIT_MAX_ITEMS = 50_000;

/**
 * Each card's review histories as the optimiser needs them: a history starts at a review of the
 * card while it was new (state 0, delta 0) and runs to the card's next new start (a card reset) or
 * its last review. Reviews before any such start (a log restored without its beginning) are left
 * out: the optimiser's model needs the first rating.
 */
export function reviewHistories(rows: Iterable<FitLogRow>, maxPerHistory = FIT_MAX_REVIEWS_PER_HISTORY): FitReview[][] {
  const histories: FitReview[][] = [];
  let card: string | null = null;
  let current: FitReview[] | null = null;
  for (const r of rows) {
    if (r.card !== card) { card = r.card; current = null; }
    if (r.state === 0) {
      current = [{ rating: r.rating, deltaT: 0 }];
      histories.push(current);
    } else if (current && current.length < maxPerHistory) {
      current.push({ rating: r.rating, deltaT: Math.max(0, r.elapsedDays) });
    }
  }
  return histories;
}

/**
 * The optimiser's training items (fsrs-rs FSRSItem): for each long-term review of a history (at
 * least a day after the previous one, not its first), the history up to and including it. What the
 * model predicts is that review's recall; same-day reviews stay in the histories (short-term memory).
 */
export function fitItems(histories: readonly (readonly FitReview[])[], maxItems = FIT_MAX_ITEMS): FitReview[][] {
  const items: FitReview[][] = [];
  const all = countLongTermReviews(histories);
  // Over maxItems: every k-th history (whole histories, so each item keeps its card's past).
  const stride = Math.max(1, Math.ceil(all / maxItems));
  for (let k = 0; k < histories.length; k += stride) {
    const h = histories[k]!;
    for (let i = 1; i < h.length && items.length < maxItems; i++) if (h[i]!.deltaT > 0) items.push(h.slice(0, i + 1));
  }
  return items;
}

/** How many long-term reviews the histories hold (the items fitItems makes), without making them. */
export function countLongTermReviews(histories: readonly (readonly FitReview[])[]): number {
  let n = 0;
  for (const h of histories) for (let i = 1; i < h.length; i++) if (h[i]!.deltaT > 0) n++;
  return n;
}
