import { REVLOG_COLUMNS } from "../api/review";

export interface RevlogRow {
  cardId: number;
  /** When the review took place, ms since the epoch (UTC). */
  reviewTime: number;
  rating: number;
  /** The card's state at the review: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: number;
  /** ms, or null when not measured (an empty cell: the column is optional for the optimiser). */
  durationMs: number | null;
}

/**
 * The review log as fsrs-optimizer's revlog CSV (its README's "Review Logs Schema": card_id,
 * review_time in ms, review_rating 1–4, review_state 0–3, review_duration in ms), which
 * `python -m fsrs_optimizer revlog.csv` reads to fit the learner's own weights. Only integers and
 * empty cells: nothing to quote.
 */
export function revlogCsv(rows: Iterable<RevlogRow>): string {
  const lines: string[] = [REVLOG_COLUMNS.join(",")];
  for (const r of rows) lines.push([r.cardId, r.reviewTime, r.rating, r.state, r.durationMs ?? ""].join(","));
  return `${lines.join("\n")}\n`;
}
