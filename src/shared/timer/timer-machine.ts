import { TIMER } from "./timer-constants";

/**
 * The study timer as a pure state machine:
 * idle → running (Start created a session) → paused (Pause) → running (Resume);
 * End, or the countdown reaching zero, → finished (tone + 15 s flash) → idle at 30:00.
 *
 * Time is never counted by ticks: a running timer stores the instant it ends (`endsAt`), so the
 * remaining time stays right when the tab sleeps in the background or the page reloads.
 */
export type TimerState =
  | { phase: "idle"; durationMinutes: number }
  | { phase: "running"; durationMinutes: number; sessionId: string; endsAt: number }
  | { phase: "paused"; durationMinutes: number; sessionId: string; remainingMs: number }
  /** The flash after a session ends; `durationMinutes` is what the timer resets to. */
  | { phase: "finished"; durationMinutes: number; flashUntil: number };

export type TimerEvent =
  | { type: "addTen" }
  | { type: "reset" }
  /** The server created the session (POST /api/study-sessions answered). */
  | { type: "started"; sessionId: string; now: number }
  | { type: "pause"; now: number }
  | { type: "resume"; now: number }
  | { type: "end"; now: number }
  | { type: "tick"; now: number };

/**
 * What the caller must do after a transition:
 * - sessionEnded: close the session on the server, play the tone, toast 'Great work!'
 *   (`reason` says whether the learner pressed End or the countdown reached zero);
 * - sessionDiscarded: Reset while paused: close the session on the server, quietly.
 */
export type TimerEffect =
  | { type: "sessionEnded"; sessionId: string; reason: "ended" | "completed" }
  | { type: "sessionDiscarded"; sessionId: string };

export interface Transition {
  state: TimerState;
  effect?: TimerEffect;
}

export const initialTimerState: TimerState = { phase: "idle", durationMinutes: TIMER.defaultMinutes };

export function timerTransition(state: TimerState, event: TimerEvent): Transition {
  switch (event.type) {
    case "addTen":
      // Disabled only while the timer runs. Paused, it adds 10 minutes to the time left.
      if (state.phase === "idle") {
        return { state: { ...state, durationMinutes: Math.min(TIMER.maxMinutes, state.durationMinutes + TIMER.stepMinutes) } };
      }
      if (state.phase === "paused") {
        if (state.durationMinutes + TIMER.stepMinutes > TIMER.maxMinutes) return { state };
        return { state: { ...state, durationMinutes: state.durationMinutes + TIMER.stepMinutes, remainingMs: state.remainingMs + TIMER.stepMinutes * 60_000 } };
      }
      if (state.phase === "finished") {
        return { state: { phase: "idle", durationMinutes: TIMER.defaultMinutes + TIMER.stepMinutes } };
      }
      return { state };

    case "reset":
      if (state.phase === "idle" || state.phase === "finished") return { state: initialTimerState };
      if (state.phase === "paused") return { state: initialTimerState, effect: { type: "sessionDiscarded", sessionId: state.sessionId } };
      return { state }; // disabled while running

    case "started":
      if (state.phase !== "idle" && state.phase !== "finished") return { state };
      return {
        state: {
          phase: "running", durationMinutes: state.durationMinutes, sessionId: event.sessionId,
          endsAt: event.now + state.durationMinutes * 60_000,
        },
      };

    case "pause":
      if (state.phase !== "running") return { state };
      if (event.now >= state.endsAt) return finish(state, event.now, "completed");
      return { state: { phase: "paused", durationMinutes: state.durationMinutes, sessionId: state.sessionId, remainingMs: state.endsAt - event.now } };

    case "resume":
      if (state.phase !== "paused") return { state };
      return { state: { phase: "running", durationMinutes: state.durationMinutes, sessionId: state.sessionId, endsAt: event.now + state.remainingMs } };

    case "end":
      if (state.phase === "running") return finish(state, event.now, event.now >= state.endsAt ? "completed" : "ended");
      if (state.phase === "paused") return finish(state, event.now, "ended");
      return { state };

    case "tick":
      if (state.phase === "running" && event.now >= state.endsAt) return finish(state, event.now, "completed");
      if (state.phase === "finished" && event.now >= state.flashUntil) return { state: initialTimerState };
      return { state };
  }
}

function finish(state: Extract<TimerState, { sessionId: string }>, now: number, reason: "ended" | "completed"): Transition {
  return {
    state: { phase: "finished", durationMinutes: TIMER.defaultMinutes, flashUntil: now + TIMER.flashMs },
    effect: { type: "sessionEnded", sessionId: state.sessionId, reason },
  };
}

/** Milliseconds left on the countdown at `now`. */
export function remainingMs(state: TimerState, now: number): number {
  switch (state.phase) {
    case "idle": return state.durationMinutes * 60_000;
    case "running": return Math.max(0, state.endsAt - now);
    case "paused": return state.remainingMs;
    case "finished": return 0;
  }
}

/** "30:00", "05:09", "120:00": whole seconds rounded up, so a fresh timer shows its full duration. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/** Which buttons are enabled (+10m and Reset are disabled while the timer runs). */
export function timerControls(state: TimerState) {
  return {
    canStart: state.phase === "idle" || state.phase === "finished",
    canPause: state.phase === "running",
    canResume: state.phase === "paused",
    canEnd: state.phase === "running" || state.phase === "paused",
    canAddTen: ((state.phase === "idle" || state.phase === "paused") && state.durationMinutes + TIMER.stepMinutes <= TIMER.maxMinutes) || state.phase === "finished",
    canReset: state.phase !== "running",
  };
}
