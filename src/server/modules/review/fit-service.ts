import type { Job } from "../../../shared/api/jobs";
import { FIT_JOB_KIND, FIT_MIN_REVIEWS, FORECAST_DAYS, type ReviewFitState, type ReviewForecast } from "../../../shared/api/review-fit";
import type { ReviewSettings } from "../../../shared/api/settings";
import { FIT_MAX_REVIEWS_PER_HISTORY } from "../../../shared/review/fit-items";
import { checkWeights, normalizeWeights } from "../../../shared/review/schedule-review";
import type { Db } from "../../db/client";
import type { JobQueue } from "../../jobs/job-types";
import { optimizerAvailable } from "../../integrations/fsrs-optimizer";
import { conflict, invalid, notFound } from "../../lib/domain-error";
import { forecastOnThread } from "./review-thread";
import { findReviewSettings, updateReviewSettings } from "../../db/learner-rows";
import { tooFewReviews } from "./fit-parameters-job";
import { deleteFit, findFit, findLatestJob, findTrueRetention, countFitLog, listCardsForForecast, minutesOfCoolDown } from "./fit-queries";

const DAY_MS = 86_400_000;
const NO_FIT = "fit_no_fit";
/** At most this many of the learner's cards are simulated by a forecast (about 0.1–0.3 s, on the review thread). */
export const FORECAST_SAMPLE = 1000;
/** After a fit that completed, the learner's next one may start this much later. */
export const FIT_COOL_DOWN_MS = 10 * 60_000;

/** The long-term reviews a fit would train on, counted in SQL (a restored log of 200,000 reviews is not read into the server's thread). */
const longTermReviews = async (db: Db, userId: string) => (await countFitLog(db, userId, FIT_MAX_REVIEWS_PER_HISTORY)).reviews;

/** The Review Schedule page's fit section: the pending fit, the latest fit job, the log's size, the true retention. */
export async function getFitState(db: Db, userId: string, now: Date): Promise<ReviewFitState> {
  const [proposal, job, reviewCount, retention, settings] = await Promise.all([
    findFit(db, userId), findLatestJob(db, userId, FIT_JOB_KIND), longTermReviews(db, userId),
    findTrueRetention(db, userId, new Date(now.getTime() - 30 * DAY_MS)), findReviewSettings(db, userId),
  ]);
  return {
    proposal, job, reviewCount, minReviews: FIT_MIN_REVIEWS, desiredRetention: settings.desiredRetention,
    trueRetention: { last30Days: retention.recent, allTime: retention.allTime },
  };
}

/**
 * Starts the learner's fit: their fit job already queued or running, if any (one per learner at a
 * time); a 400 saying how many more reviews are needed when the log is too small, without a job.
 */
export async function startFit(db: Db, jobs: JobQueue, userId: string): Promise<{ job: Job }> {
  const latest = await findLatestJob(db, userId, FIT_JOB_KIND);
  if (latest && (latest.status === "queued" || latest.status === "running")) return { job: latest };
  // A cool-down after a fit that ran: one learner cannot keep the fit thread busy.
  const minutes = await minutesOfCoolDown(db, userId, FIT_JOB_KIND, FIT_COOL_DOWN_MS);
  if (minutes !== null) throw conflict("fit_cool_down", { minutes }, { retryAfterMinutes: minutes });
  const count = await longTermReviews(db, userId);
  if (count < FIT_MIN_REVIEWS) throw invalid("fit_needs_reviews", tooFewReviews(count), { reviewCount: count, minReviews: FIT_MIN_REVIEWS });
  if (!optimizerAvailable()) throw invalid("fit_no_optimiser");
  const { existing: _, ...job } = await jobs.enqueue(FIT_JOB_KIND, {}, userId);
  return { job };
}

/** Accept: the fit's weights become the learner's FSRS parameters (the setting they can paste), and the fit is gone. */
export async function acceptFit(db: Db, userId: string, jobId: string): Promise<ReviewSettings> {
  return db.transaction(async (tx) => {
    const weights = await deleteFit(tx, userId, jobId);
    if (!weights) throw notFound(NO_FIT);
    const problem = checkWeights(weights);
    if (problem) throw invalid(problem);
    return updateReviewSettings(tx, userId, { fsrsWeights: normalizeWeights(weights) });
  });
}

/** Reject: the fit is gone and the parameters stay as they were. */
export async function rejectFit(db: Db, userId: string, jobId: string): Promise<void> {
  if (!(await deleteFit(db, userId, jobId))) throw notFound(NO_FIT);
}

/**
 * The daily reviews at a desired retention, as Anki's simulator estimates them (the optimiser has
 * no simulator of its own): the learner's cards as they are, scheduled by ts-fsrs with their
 * parameters at that retention for the next FORECAST_DAYS days, recalls drawn with the model's
 * probability (seeded, so the same figures for the same cards), plus as many new cards each day as
 * they started on average over the last 30 days. A learner with more than FORECAST_SAMPLE cards
 * has an even sample of them simulated, its reviews scaled up to all.
 */
export async function getForecast(db: Db, userId: string, retention: number, now: Date): Promise<ReviewForecast> {
  // The work is bounded (an even sample of FORECAST_SAMPLE cards, read so in SQL; at most
  // FORECAST_NEW_CARDS_SIMULATED new cards a day) and runs on the review worker thread.
  const [settings, found] = await Promise.all([
    findReviewSettings(db, userId), listCardsForForecast(db, userId, new Date(now.getTime() - 30 * DAY_MS), FORECAST_SAMPLE),
  ]);
  const newCardsPerDay = Math.round(found.startedSince / 30);
  const { dailyReviews, simulatedCards } = await forecastOnThread({
    fsrsWeights: settings.fsrsWeights, retention, cards: found.cards, cardCount: found.cardCount, newCardsPerDay, start: now,
  });
  const total = dailyReviews.reduce((a, b) => a + b, 0);
  return { retention, dailyReviews, averageDailyReviews: Math.round((10 * total) / FORECAST_DAYS) / 10, newCardsPerDay, cardCount: found.cardCount, simulatedCards };
}
