import { FSRS_WEIGHT_COUNTS } from "../api/settings";
import type { KeyedServerMessage } from "../i18n/server-message-key";

/** The weights, or what is wrong by message key (the form words it in the interface language). */
export type ParsedWeights = { ok: true; weights: number[] | null } | { ok: false; error: KeyedServerMessage };

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
  if (bad !== undefined) return { ok: false, error: { key: "settings_weights_not_number", params: { value: bad } } };
  if (!(FSRS_WEIGHT_COUNTS as readonly number[]).includes(weights.length)) {
    return { ok: false, error: { key: "settings_weights_count", params: { fsrs5: FSRS_WEIGHT_COUNTS[0], fsrs6: FSRS_WEIGHT_COUNTS[1], count: weights.length } } };
  }
  return { ok: true, weights };
}

/** The parameters as the form shows them: comma-separated, empty for the defaults. */
export const formatWeights = (weights: readonly number[] | null): string => (weights ? weights.join(", ") : "");
