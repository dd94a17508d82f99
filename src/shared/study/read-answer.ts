import type { Answer } from "../api/progress";
import { WORD_STATUSES, type WordStatus } from "../domain";

// The same UUID rule as zod's z.uuid() (RFC 9562, versions 1–8, the nil and max UUIDs).
const UUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const isDuration = (v: unknown) => v === undefined || (typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= DAY_MS);

/**
 * The answer `value` holds when it is one that AnswerSchema accepts, else undefined: the same rule
 * written out by hand, so reading the pending answers at start-up builds no zod schema (the client's
 * entry chunk carries no zod). Unknown keys are dropped, as zod drops them; read-answer.test.ts
 * checks both agree.
 */
export function readAnswer(value: unknown): Answer | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== "string" || !UUID.test(v.id) || typeof v.wordId !== "string" || !UUID.test(v.wordId)) return undefined;
  const base = { id: v.id, wordId: v.wordId };
  const duration = v.durationMs === undefined ? {} : { durationMs: v.durationMs as number };
  switch (v.action) {
    case "set":
      return (WORD_STATUSES as readonly unknown[]).includes(v.status) ? { ...base, action: "set", status: v.status as WordStatus } : undefined;
    case "know":
    case "dont_know":
      return isDuration(v.durationMs) ? { ...base, action: v.action, ...duration } : undefined;
    case "skip":
      return { ...base, action: "skip" };
    case "review":
      return (v.rating === 1 || v.rating === 2 || v.rating === 3 || v.rating === 4) && isDuration(v.durationMs)
        ? { ...base, action: "review", rating: v.rating, ...duration }
        : undefined;
    default:
      return undefined;
  }
}
