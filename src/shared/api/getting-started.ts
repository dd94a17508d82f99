import { z } from "zod";
import { DICTIONARY_SOURCES } from "./dictionary";
import { JobSchema } from "./jobs";

/**
 * The administrators' 'Get started' checklist: the first run of an instance. Each
 * step's state is read from the data; a dismissal is saved for the instance (the steps describe
 * the instance, not one administrator: a step one administrator decided to skip is skipped for all).
 */
export const GETTING_STARTED_STEPS = ["texts", "lexicons", "collections", "learners"] as const;
export const GettingStartedStepIdSchema = z.enum(GETTING_STARTED_STEPS);
export type GettingStartedStepId = z.infer<typeof GettingStartedStepIdSchema>;

/** What the steps are decided from: one statement's counts (server) and the dismissed steps. */
export const GettingStartedCountsSchema = z.object({
  /** Books with at least one verse. */
  booksWithText: z.number().int().nonnegative(),
  /** Entries per lexicon (every lexicon listed, 0 when not imported). */
  lexicons: z.array(z.object({ source: z.enum(DICTIONARY_SOURCES), entries: z.number().int().nonnegative() })),
  /** Built-in (shared) collections per domain, and how many hold words beyond the seed's samples. */
  collections: z.array(z.object({ domain: z.string(), total: z.number().int().nonnegative(), filled: z.number().int().nonnegative() })),
  /** Accounts that are not administrators. */
  learners: z.number().int().nonnegative(),
});
export type GettingStartedCounts = z.infer<typeof GettingStartedCountsSchema>;

export const GettingStartedStepSchema = z.object({
  id: GettingStartedStepIdSchema,
  title: z.string(),
  /** The step's state in words, from the data ("2 books with text: …"). */
  state: z.string(),
  done: z.boolean(),
  dismissed: z.boolean(),
  /** Where the step is done in the app (a client path with the section's anchor). */
  href: z.string(),
});
export type GettingStartedStep = z.infer<typeof GettingStartedStepSchema>;

/** GET /api/admin/getting-started, and the answer of a dismissal: the whole checklist. */
export const GettingStartedSchema = z.object({
  steps: z.array(GettingStartedStepSchema),
  counts: GettingStartedCountsSchema,
  /** Steps neither done nor dismissed: the card shows while this is above 0 (or while `setupFailed`, or while `setup` runs: showGettingStarted). */
  open: z.number().int().nonnegative(),
  /** The latest 'Set up the library' job (running, or its outcome part by part: LibrarySetupResultSchema), null before the first. */
  setup: JobSchema.nullable(),
  /**
   * The latest set-up run failed, or completed with a failed part (setupHasFailures): the card keeps showing its
   * outcome and the button to run it again, even once every step is done or dismissed.
   */
  setupFailed: z.boolean(),
});
export type GettingStarted = z.infer<typeof GettingStartedSchema>;

export const GettingStartedStepParamsSchema = z.object({ step: GettingStartedStepIdSchema });
/** PUT /api/admin/getting-started/:step: dismiss the step (true) or bring it back (false). */
export const DismissGettingStartedStepSchema = z.object({ dismissed: z.boolean() }).strict();
