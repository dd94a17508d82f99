import type { TimerState } from "./timer-machine";
import { TIMER } from "./timer-constants";

/** localStorage key of the running timer (one per browser; `userId` says whose it is). */
export const TIMER_STORAGE_KEY = "milim.studyTimer";

export interface PersistedTimer { userId: string; state: TimerState }

// Checked by hand, not with zod: the timer is read on every signed-in page as it starts, and
// building zod's schemas there cost more than the rest of the timer.
const isMinutes = (v: unknown) => Number.isInteger(v) && (v as number) >= TIMER.minMinutes && (v as number) <= TIMER.maxMinutes;
const isInstant = (v: unknown) => typeof v === "number" && Number.isFinite(v) && v >= 0;
const isId = (v: unknown) => typeof v === "string" && v.length > 0;

/** The state as stored, with only the fields of its phase, or null when a field is missing or out of range. */
function readState(v: unknown): TimerState | null {
  if (typeof v !== "object" || v === null) return null;
  const s = v as Record<string, unknown>;
  if (!isMinutes(s.durationMinutes)) return null;
  const durationMinutes = s.durationMinutes as number;
  switch (s.phase) {
    case "idle":
      return { phase: "idle", durationMinutes };
    case "running":
      return isId(s.sessionId) && isInstant(s.endsAt) ? { phase: "running", durationMinutes, sessionId: s.sessionId as string, endsAt: s.endsAt as number } : null;
    case "paused":
      return isId(s.sessionId) && isInstant(s.remainingMs) && (s.remainingMs as number) <= TIMER.maxMinutes * 60_000
        ? { phase: "paused", durationMinutes, sessionId: s.sessionId as string, remainingMs: s.remainingMs as number } : null;
    case "finished":
      return isInstant(s.flashUntil) ? { phase: "finished", durationMinutes, flashUntil: s.flashUntil as number } : null;
    default:
      return null;
  }
}

export function serializeTimer(userId: string, state: TimerState): string {
  return JSON.stringify({ userId, state } satisfies PersistedTimer);
}

/** The stored timer of `userId`, or null when nothing valid is stored for that user. */
export function parsePersistedTimer(raw: string | null, userId: string): TimerState | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof json !== "object" || json === null) return null;
  const { userId: owner, state } = json as Record<string, unknown>;
  if (!isId(owner) || owner !== userId) return null;
  return readState(state);
}
