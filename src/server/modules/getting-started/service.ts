import type { GettingStarted, GettingStartedStepId } from "../../../shared/api/getting-started";
import type { Job } from "../../../shared/api/jobs";
import { LIBRARY_SETUP_JOB } from "../../../shared/api/library-setup";
import { gettingStartedSteps, openSteps, SEED_SAMPLE_WORDS_MAX, setupHasFailures } from "../../../shared/getting-started/getting-started-steps";
import type { Actor } from "../../auth/actor";
import type { Deps } from "../../deps";
import { latestJobOfKind, readGettingStarted, saveDismissal } from "./queries";

/**
 * The checklist: its counts read in one statement, its steps decided by the shared rule, with the latest
 * set-up run and whether it has failures (the card stays for them while every step is done).
 */
export async function getGettingStarted(deps: Pick<Deps, "db">): Promise<GettingStarted> {
  const { counts, dismissed } = await readGettingStarted(deps.db, SEED_SAMPLE_WORDS_MAX);
  const steps = gettingStartedSteps(counts, dismissed);
  const setup = await latestJobOfKind(deps.db, LIBRARY_SETUP_JOB);
  return { steps, counts, open: openSteps(steps), setup, setupFailed: setupHasFailures(setup) };
}

/** Dismisses a step for the instance (or brings it back), then answers the whole checklist. */
export async function dismissGettingStartedStep(deps: Pick<Deps, "db">, actor: Actor, step: GettingStartedStepId, dismissed: boolean): Promise<GettingStarted> {
  await saveDismissal(deps.db, step, dismissed, actor.userId);
  return getGettingStarted(deps);
}

/** 'Set up the library': the set-up job (one at a time: while one is queued or running, that one is answered). */
export async function startLibrarySetup(deps: Pick<Deps, "jobs">, actor: Actor): Promise<Job> {
  // One set-up at a time: a second start answers with the one queued or running (without the queue's `existing` mark).
  const { existing: _existing, ...job } = await deps.jobs.enqueue(LIBRARY_SETUP_JOB, {}, actor.userId) as Job & { existing?: true };
  return job;
}
