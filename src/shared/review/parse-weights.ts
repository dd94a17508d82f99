import { FSRS_WEIGHT_COUNTS } from "../api/settings";

export type ParsedWeights = { ok: true; weights: number[] | null } | { ok: false; message: string };

/**
 * The FSRS parameters as a learner pastes them (the optimiser prints them as a list such as
 * "0.212, 1.2931, 2.3065, …", with or without brackets): numbers separated by commas or spaces.
 * Empty text means the defaults (null). 19 (FSRS-5) or 21 (FSRS-6) numbers.
 */
export function parseWeights(text: string): ParsedWeights {
  const inner = text.trim().replace(/^\[|\]$/g, "").trim();
  if (inner === "") return { ok: true, weights: null };
  const parts = inner.split(/[\s,]+/).filter(Boolean);
  const weights = parts.map(Number);
  const bad = parts.find((p, i) => !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(p) || !Number.isFinite(weights[i]));
  if (bad !== undefined) return { ok: false, message: `'${bad}' is not a number` };
  if (!(FSRS_WEIGHT_COUNTS as readonly number[]).includes(weights.length)) {
    return { ok: false, message: `FSRS parameters are ${FSRS_WEIGHT_COUNTS.join(" or ")} numbers; this list has ${weights.length}` };
  }
  return { ok: true, weights };
}

/** The parameters as the form shows them: comma-separated, empty for the defaults. */
export const formatWeights = (weights: readonly number[] | null): string => (weights ? weights.join(", ") : "");
