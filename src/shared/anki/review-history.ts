import type { FSRS } from "ts-fsrs";
import type { ReviewRating } from "../api/progress";
import { CARD_STATE, scheduleReview, type CardState, type ReviewCardState } from "../review/schedule-review";

/**
 * A learner's review history between Milim and Anki. Milim's log is progress_events'
 * review columns (rating 1–4, the card's FSRS state before the answer, days since the previous
 * review, the interval before it, the time taken); Anki's is the revlog table (id = the review's
 * time in ms, ease 1–4, the new and last intervals — days, or negative seconds while learning —,
 * ease factor ‰, ms taken, type 0 learn · 1 review · 2 relearn · 3 filtered · 4 manual · 5 rescheduled).
 * Anki's card row carries where the card stands (type, queue, due, interval), so the intervals carry
 * over both ways.
 */

const DAY_MS = 86_400_000;

/** One row of Anki's revlog table. */
export interface AnkiRevlogEntry {
  id: number;
  ease: number;
  ivl: number;
  lastIvl: number;
  factor: number;
  time: number;
  type: number;
}

/** Where an Anki card stands (cards table): type 0 new · 1 learning · 2 review · 3 relearning. */
export interface AnkiCardRow {
  type: number;
  queue: number;
  due: number;
  ivl: number;
  factor: number;
  reps: number;
  lapses: number;
  left: number;
}

/** One review of Milim's log, as progress_events keeps it. */
export interface MilimReview {
  reviewedAt: Date;
  rating: ReviewRating;
  state: CardState;
  elapsedDays: number;
  scheduledDays: number;
  durationMs: number | null;
}

/** An Anki review that is a rating of the card (not a manual reschedule or a 'forget'). */
const isRating = (e: AnkiRevlogEntry) => e.ease >= 1 && e.ease <= 4 && e.type >= 0 && e.type <= 3;
/** A 'Forget' / 'Reset': the card went back to new. */
const isReset = (e: AnkiRevlogEntry) => e.ease === 0 && e.type === 4 && e.ivl === 0;

/**
 * How many of a card's Anki reviews the import keeps as Milim's history: what `ankiReviewsToMilim`
 * replays (the ratings in time order), none when the log ends with a 'Forget' (no card is left, so
 * the import keeps no history for it). What the preview counts without replaying.
 */
export function importedReviewCount(entries: readonly AnkiRevlogEntry[]): number {
  const sorted = [...entries].sort((a, b) => a.id - b.id);
  let count = 0;
  let alive = false;
  for (const e of sorted) {
    if (isReset(e)) alive = false;
    else if (isRating(e)) { count++; alive = true; }
  }
  return alive ? count : 0;
}

/**
 * Anki's card's due date: a review card's `due` is a day number counted from the collection's
 * creation (`crt`, seconds), a learning card's (queue 1) a time in seconds, a day-learning card's
 * (queue 3) a day number too. Null for a new card or one Anki does not date.
 */
export function ankiDueDate(card: AnkiCardRow, crtSeconds: number): Date | null {
  if (card.type === 0) return null;
  if (card.queue === 1 || (card.type !== 2 && card.due > 1_000_000_000)) return new Date(card.due * 1000);
  return new Date(crtSeconds * 1000 + card.due * DAY_MS);
}

/**
 * Anki's reviews of one card as Milim's FSRS history: replayed through ts-fsrs with the learner's
 * scheduler in time order (the states and elapsed days are what Milim's own answers would have
 * logged, and 'Fit to my reviews' reads them alike), a 'Forget' starting the card again. The card
 * that results keeps Anki's own due date and interval where Anki has one, so what Anki scheduled
 * stays scheduled. Null card: no rated review.
 */
export function ankiReviewsToMilim(
  entries: readonly AnkiRevlogEntry[], scheduler: FSRS, ankiCard: AnkiCardRow | null, crtSeconds: number,
): { reviews: MilimReview[]; card: ReviewCardState | null } {
  const sorted = [...entries].sort((a, b) => a.id - b.id);
  const reviews: MilimReview[] = [];
  let card: ReviewCardState | null = null;
  for (const e of sorted) {
    if (isReset(e)) { card = null; continue; }
    if (!isRating(e)) continue;
    const at = new Date(e.id);
    if (card && card.lastReview && at < card.lastReview) continue;
    const next = scheduleReview(scheduler, card, e.ease as ReviewRating, at);
    reviews.push({
      reviewedAt: at, rating: next.log.rating, state: next.log.state, elapsedDays: next.log.elapsedDays,
      scheduledDays: next.log.scheduledDays, durationMs: e.time > 0 ? Math.min(e.time, 3_600_000) : null,
    });
    card = next.card;
  }
  if (card && ankiCard && ankiCard.type !== 0) {
    const due = ankiDueDate(ankiCard, crtSeconds);
    if (due && card.lastReview && due > card.lastReview) {
      card = { ...card, due, scheduledDays: ankiCard.type === 2 ? Math.max(1, ankiCard.ivl) : card.scheduledDays };
    }
  }
  return { reviews, card };
}

/** Milim's state before a review → Anki's revlog type (learn, review, relearn). */
const REVLOG_TYPE: Record<CardState, number> = { 0: 0, 1: 0, 2: 1, 3: 2 };
const LEARNING_IVL_SECONDS = -600;

/**
 * Milim's reviews of one word (oldest first) and its card now as Anki's revlog rows for card `cid`.
 * An entry's new interval is the interval the next review found (or the card's now): days, or,
 * while the card was still learning, negative seconds, as Anki writes them. Ids are the review
 * times in ms, moved on by a millisecond where `usedIds` already has one (ids are unique in Anki).
 */
export function milimReviewsToAnki(reviews: readonly MilimReview[], card: ReviewCardState | null, usedIds: Set<number>): AnkiRevlogEntry[] {
  const out: AnkiRevlogEntry[] = [];
  let lastIvl = 0;
  reviews.forEach((r, i) => {
    const next = reviews[i + 1];
    const stateAfter: CardState = next ? next.state : (card?.state ?? CARD_STATE.review);
    let ivl: number;
    if (stateAfter === CARD_STATE.review) ivl = Math.max(1, next ? next.scheduledDays : (card?.scheduledDays ?? 1));
    else if (!next && card) ivl = -Math.max(60, Math.round((card.due.getTime() - r.reviewedAt.getTime()) / 1000));
    else ivl = LEARNING_IVL_SECONDS;
    let id = r.reviewedAt.getTime();
    while (usedIds.has(id)) id++;
    usedIds.add(id);
    out.push({
      id, ease: r.rating, ivl, lastIvl, factor: r.state === CARD_STATE.new || r.state === CARD_STATE.learning ? 0 : 2500,
      time: Math.min(Math.max(0, r.durationMs ?? 0), 60_000), type: REVLOG_TYPE[r.state],
    });
    lastIvl = ivl;
  });
  return out;
}

/**
 * Milim's card on a word as Anki's card row: a new card at its place in the new queue, a learning
 * card due at its time, a review card due on its day counted from the collection's creation.
 */
export function milimCardToAnki(card: ReviewCardState | null, position: number, crtSeconds: number): AnkiCardRow {
  if (!card || card.state === CARD_STATE.new) return { type: 0, queue: 0, due: position, ivl: 0, factor: 0, reps: 0, lapses: 0, left: 0 };
  const base = { reps: card.reps, lapses: card.lapses };
  if (card.state === CARD_STATE.review) {
    const day = Math.max(0, Math.floor((card.due.getTime() - crtSeconds * 1000) / DAY_MS));
    return { ...base, type: 2, queue: 2, due: day, ivl: Math.max(1, card.scheduledDays), factor: 2500, left: 0 };
  }
  return { ...base, type: card.state, queue: 1, due: Math.floor(card.due.getTime() / 1000), ivl: 0, factor: card.state === CARD_STATE.relearning ? 2500 : 0, left: 1001 };
}
