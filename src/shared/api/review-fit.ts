import { z } from "zod";
import { JobSchema } from "./jobs";
import { DesiredRetentionSchema } from "./settings";

/**
 * 'Fit to my reviews' (Settings → Review Schedule): the learner's FSRS parameters computed from
 * their own review log on the server by the FSRS optimiser (fsrs-rs through
 * @open-spaced-repetition/binding), in a background job; kept as a pending proposal until the
 * learner accepts it (then it becomes settings.fsrs_weights) or rejects it.
 */

export const FIT_JOB_KIND = "fit-review-parameters";

/**
 * The long-term reviews (a review at least a day after the card's previous one, in a history that
 * starts when the card was new) a fit needs. The optimiser itself returns the default parameters
 * for 8 or fewer; Milim asks for 400 so that the fitted figures say something about the learner
 * (a documented choice, not the optimiser's).
 */
export const FIT_MIN_REVIEWS = 400;

/** srs-benchmark's figures (weighted over 10k Anki collections): FSRS-6 fitted per user, and its default parameters. */
export const FIT_REFERENCE = {
  fitted: { logLoss: 0.321, rmse: 0.046 },
  defaults: { logLoss: 0.339, rmse: 0.072 },
} as const;

/** How well parameters predict the learner's own recalls: log loss and RMSE (binned), lower is better. */
export const FitMetricsSchema = z.object({ logLoss: z.number(), rmse: z.number() });
export type FitMetrics = z.infer<typeof FitMetricsSchema>;

export const FitProposalSchema = z.object({
  /** The job that made it: the id to accept or reject. */
  jobId: z.string().uuid(),
  /** FSRS-6's 21 parameters. */
  weights: z.array(z.number()).length(21),
  /** The long-term reviews the fit was computed and evaluated on, and over how many cards. */
  reviewCount: z.number().int(),
  cardCount: z.number().int(),
  /** On the learner's own log: the default parameters, the learner's own ones (null when they use the defaults), the fitted ones. */
  defaults: FitMetricsSchema,
  current: FitMetricsSchema.nullable(),
  fitted: FitMetricsSchema,
  createdAt: z.string(),
});
export type FitProposal = z.infer<typeof FitProposalSchema>;

/** Share of reviews in the Review state (days apart) that were passed (Hard, Good or Easy). */
export const TrueRetentionSchema = z.object({
  passed: z.number().int(),
  total: z.number().int(),
  /** passed / total; null without any such review. */
  retention: z.number().nullable(),
});
export type TrueRetention = z.infer<typeof TrueRetentionSchema>;

/**
 * GET /api/review/fit: the pending proposal, the fit job running or last ended (null: none yet),
 * how many long-term reviews the log has against the minimum, and the learner's true retention
 * (last 30 days and all time) beside their desired retention.
 */
export const ReviewFitStateSchema = z.object({
  proposal: FitProposalSchema.nullable(),
  job: JobSchema.nullable(),
  reviewCount: z.number().int(),
  minReviews: z.number().int(),
  desiredRetention: DesiredRetentionSchema,
  trueRetention: z.object({ last30Days: TrueRetentionSchema, allTime: TrueRetentionSchema }),
});
export type ReviewFitState = z.infer<typeof ReviewFitStateSchema>;

/** POST /api/review/fit (202): the learner's fit job (the one already queued or running, if any). */
export const StartFitResponseSchema = z.object({ job: JobSchema });

export const FitParamsSchema = z.object({ jobId: z.string().uuid() });

/** GET /api/review/forecast?retention=0.85: the simulated daily reviews at that desired retention. */
export const FORECAST_DAYS = 30;
export const ForecastQuerySchema = z.object({ retention: z.coerce.number().pipe(DesiredRetentionSchema) });
export const ReviewForecastSchema = z.object({
  retention: z.number(),
  /** Reviews (every answer, learning steps included) on each of the next FORECAST_DAYS days. */
  dailyReviews: z.array(z.number().int()),
  averageDailyReviews: z.number(),
  /** New cards added each simulated day: the learner's average over the last 30 days. */
  newCardsPerDay: z.number().int(),
  /** The learner's cards the simulation starts from. */
  cardCount: z.number().int(),
  /**
   * The cards the simulation ran: an even sample of the learner's cards plus the new cards it
   * simulated (the work is bounded whatever the learner's history; its figures are scaled up to all).
   */
  simulatedCards: z.number().int(),
});
export type ReviewForecast = z.infer<typeof ReviewForecastSchema>;
