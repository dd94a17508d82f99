import { z } from "zod";
import type { TimerState } from "./timer-machine";
import { TIMER } from "./timer-constants";

/** localStorage key of the running timer (one per browser; `userId` says whose it is). */
export const TIMER_STORAGE_KEY = "milim.studyTimer";

const minutes = z.number().int().min(TIMER.minMinutes).max(TIMER.maxMinutes);
const instant = z.number().finite().nonnegative();

const TimerStateSchema = z.discriminatedUnion("phase", [
  z.object({ phase: z.literal("idle"), durationMinutes: minutes }),
  z.object({ phase: z.literal("running"), durationMinutes: minutes, sessionId: z.string().min(1), endsAt: instant }),
  z.object({ phase: z.literal("paused"), durationMinutes: minutes, sessionId: z.string().min(1), remainingMs: z.number().finite().min(0).max(TIMER.maxMinutes * 60_000) }),
  z.object({ phase: z.literal("finished"), durationMinutes: minutes, flashUntil: instant }),
]);

const PersistedSchema = z.object({ userId: z.string().min(1), state: TimerStateSchema });
export type PersistedTimer = z.infer<typeof PersistedSchema>;

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
  const r = PersistedSchema.safeParse(json);
  if (!r.success || r.data.userId !== userId) return null;
  return r.data.state;
}
