import type { ReviewSettings, Settings, UpdateReviewSettings, UpdateSettings } from "../../../shared/api/settings";
import { checkWeights, normalizeWeights } from "../../../shared/review/schedule-review";
import type { Db } from "../../db/client";
import { invalid } from "../../lib/domain-error";
import { findReviewSettings, getOrCreateSettings, updateReviewSettings, updateSettings } from "./queries";

/** The learner's settings, made with the defaults on first read. */
export const getSettings = (db: Db, userId: string): Promise<Settings> => getOrCreateSettings(db, userId);

/** Changes only the given fields (already validated: daily goal 1–200, a known filter). */
export const changeSettings = (db: Db, userId: string, patch: UpdateSettings): Promise<Settings> => updateSettings(db, userId, patch);

/** The review scheduler's settings (FSRS weights, null for ts-fsrs's defaults, and desired retention). */
export const getReviewSettings = (db: Db, userId: string): Promise<ReviewSettings> => findReviewSettings(db, userId);

/**
 * Saves the review scheduler's settings (validated by UpdateReviewSettingsSchema: 19 or 21 finite
 * weights, retention 0.7–0.99). The weights must also pass ts-fsrs's own check; FSRS-5's 19 are
 * kept as ts-fsrs fills them up to FSRS-6's 21, so the answer path never converts them again.
 */
export async function changeReviewSettings(db: Db, userId: string, patch: UpdateReviewSettings): Promise<ReviewSettings> {
  if (patch.fsrsWeights) {
    const problem = checkWeights(patch.fsrsWeights);
    if (problem) throw invalid(problem);
    return updateReviewSettings(db, userId, { ...patch, fsrsWeights: normalizeWeights(patch.fsrsWeights) });
  }
  return updateReviewSettings(db, userId, patch);
}
