import type { WordProgress } from "../api/collections";
import type { Answer } from "../api/progress";
import type { WordStatus } from "../domain";

/** What one answer does to a progress record. `status: null` leaves the status as it is. */
export interface AnswerEffect { status: WordStatus | null; seen: 0 | 1; known: 0 | 1 }

type AnswerLike = Pick<Answer, "action"> & { status?: WordStatus; rating?: number };

/**
 * - set: the status as given; known also increments times_known (not times_seen)
 * - know: known, times_seen +1, times_known +1
 * - dont_know: unknown, times_seen +1
 * - skip: times_seen +1 only
 * - review (the Review page): Again (rating 1) counts as dont_know; Hard, Good and
 *   Easy (2–4) as know — the status counters of the other actions are unchanged.
 */
export function answerEffect(answer: AnswerLike): AnswerEffect {
  switch (answer.action) {
    case "set": {
      const status = answer.status ?? "learning";
      return { status, seen: 0, known: status === "known" ? 1 : 0 };
    }
    case "know": return { status: "known", seen: 1, known: 1 };
    case "dont_know": return { status: "unknown", seen: 1, known: 0 };
    case "skip": return { status: null, seen: 1, known: 0 };
    case "review": return answer.rating === 1 ? { status: "unknown", seen: 1, known: 0 } : { status: "known", seen: 1, known: 1 };
  }
}

/**
 * The progress after an answer, as the server computes it (for optimistic updates on the client).
 * A word without a record starts as learning with counts 0.
 */
export function applyAnswer(current: WordProgress | null, answer: AnswerLike, now: Date = new Date()): WordProgress {
  const effect = answerEffect(answer);
  const base = current ?? { status: "learning" as const, timesSeen: 0, timesKnown: 0, lastSeenAt: null };
  return {
    status: effect.status ?? base.status,
    timesSeen: base.timesSeen + effect.seen,
    timesKnown: base.timesKnown + effect.known,
    lastSeenAt: now.toISOString(),
  };
}
