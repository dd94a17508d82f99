import { MAX_GENERATED_WORDS } from "@/shared/api/generation";
import { m } from "@/client/lib/i18n";
import { formatNumber } from "@/client/lib/format";

/**
 * The words-per-section field: a whole number from `min` to 500; empty counts as 0.
 * Returns the number, or the message to show.
 */
export function parseWordCount(text: string, min = 0): number | { error: string } {
  const t = text.trim();
  if (t === "") return min === 0 ? 0 : { error: m.generation_enter_number({ min: formatNumber(min), max: formatNumber(MAX_GENERATED_WORDS) }) };
  if (!/^\d+$/.test(t)) return { error: m.generation_enter_whole_number({ min: formatNumber(min), max: formatNumber(MAX_GENERATED_WORDS) }) };
  const n = Number(t);
  return n < min || n > MAX_GENERATED_WORDS ? { error: m.generation_enter_number({ min: formatNumber(min), max: formatNumber(MAX_GENERATED_WORDS) }) } : n;
}
