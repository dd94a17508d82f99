import { z } from "zod";
import { FIT_JOB_KIND, FIT_MIN_REVIEWS } from "../../../shared/api/review-fit";
import { FIT_MAX_ITEMS, FIT_MAX_REVIEWS_PER_HISTORY } from "../../../shared/review/fit-items";
import type { Db } from "../../db/client";
import { jobMessage, type JobDefinition } from "../../jobs/job-types";
import { DomainError } from "../../lib/domain-error";
import { findReviewSettings } from "../../db/learner-rows";
import { countFitLog, readFitLog, saveFit } from "./fit-queries";
import { fitOnThread } from "./review-thread";

export const FitPayloadSchema = z.object({}).strict();
export type FitPayload = z.infer<typeof FitPayloadSchema>;

/** A learner's log this small is fitted in well under a second; a huge one gets this long. */
const FIT_TIMEOUT_MINUTES = 15;

/** 'Need N more' for a log with `count` long-term reviews. */
export const tooFewReviews = (count: number) => ({ min: FIT_MIN_REVIEWS, count, missing: FIT_MIN_REVIEWS - count });

class Gone extends Error {}

/**
 * 'Fit to my reviews' as a job (one per learner at a time: serial "per-user", and the start route
 * returns the learner's queued or running one): reads the learner's review log, turns it into the
 * optimiser's items, fits FSRS-6's parameters, evaluates the defaults, the learner's own ones and
 * the fitted ones on the same items, and keeps the result as the learner's pending fit with the
 * job's completion, in one transaction. Nothing changes the schedule until the learner accepts it.
 */
export function fitParametersJob(deps: { db: Db }): JobDefinition<FitPayload> {
  const { db } = deps;
  return {
    kind: FIT_JOB_KIND,
    payload: FitPayloadSchema,
    queuedMessage: "job_fit_waiting",
    failureMessage: "job_fit_failed",
    serial: { scope: "per-user", pauseMs: 0 },
    timeout: { ms: FIT_TIMEOUT_MINUTES * 60_000, message: jobMessage("job_fit_timed_out", { minutes: FIT_TIMEOUT_MINUTES }) },
    async run(_payload, ctx) {
      if (!ctx.userId) throw new DomainError("invalid", "fit_learner_only");
      const userId = ctx.userId;
      await ctx.report({ key: "job_fit_reading", percent: 0 });
      // The log is counted in SQL and read as one text; its items are made, fitted and evaluated on
      // the review worker thread (bounded: fit-items.ts). No row is decoded on the server's thread.
      const counted = await countFitLog(db, userId, FIT_MAX_REVIEWS_PER_HISTORY);
      const count = Math.min(counted.reviews, FIT_MAX_ITEMS);
      if (count < FIT_MIN_REVIEWS) throw new DomainError("invalid", "fit_needs_reviews", tooFewReviews(count));
      await ctx.report({ key: "job_fit_fitting", params: { count }, percent: 5, counts: { reviews: count, cards: counted.cards } });
      const log = await readFitLog(db, userId);
      const own = (await findReviewSettings(db, userId)).fsrsWeights;
      let reported = 5;
      const fitted = await fitOnThread({ log, own }, (p) => {
        const percent = 5 + Math.floor(p * 0.9);
        if (percent >= reported + 5) { reported = percent; void ctx.report({ percent }).catch(() => undefined); }
      });
      if ("tooFew" in fitted) throw new DomainError("invalid", "fit_needs_reviews", tooFewReviews(fitted.tooFew));
      ctx.signal.throwIfAborted();
      const { weights, metrics, reviewCount, cardCount } = fitted;
      const result = { reviewCount, cardCount, message: jobMessage("job_fit_fitted", { count: reviewCount }) };
      try {
        await db.transaction(async (tx) => {
          await saveFit(tx, { userId, jobId: ctx.jobId, weights, reviewCount, cardCount, metrics });
          if (!(await ctx.completeIn(tx, result))) throw new Gone();
        });
      } catch (e) {
        if (e instanceof Gone) return result; // failed by its time limit or deleted meanwhile: nothing kept
        throw e;
      }
      return result;
    },
  };
}
