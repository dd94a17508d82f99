import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { parsePersistedTimer, serializeTimer, TIMER_STORAGE_KEY } from "@/shared/timer/persisted-timer";
import { TIMER } from "@/shared/timer/timer-constants";
import {
  initialTimerState, timerControls, timerTransition, type TimerEffect, type TimerEvent, type TimerState,
} from "@/shared/timer/timer-machine";
import { useSession } from "@/client/lib/session";
import { useEndStudySession } from "../api/end-study-session";
import { useStartStudySession } from "../api/start-study-session";
import { playAlertTone, unlockAudio } from "../lib/play-alert-tone";
import { m } from "@/client/lib/i18n";

function readStored(userId: string): TimerState {
  try {
    return parsePersistedTimer(window.localStorage.getItem(TIMER_STORAGE_KEY), userId) ?? initialTimerState;
  } catch {
    return initialTimerState;
  }
}

function store(userId: string, state: TimerState): void {
  try {
    window.localStorage.setItem(TIMER_STORAGE_KEY, serializeTimer(userId, state));
  } catch {
    /* storage blocked: the timer still works in this tab */
  }
}

/** Milliseconds to the next whole-second change of the display (ticks stay on the second). */
function nextTickDelay(state: TimerState, now: number): number {
  if (state.phase === "finished") return 500; // the flash blinks twice a second
  if (state.phase !== "running") return TIMER.tickMs;
  const rest = (state.endsAt - now) % TIMER.tickMs;
  return (rest <= 0 ? TIMER.tickMs : rest) + 5;
}

/**
 * The study timer: the pure machine from src/shared/timer driven by the clock, the server and
 * localStorage. The state is kept under "milim.studyTimer" (with the user id), so a reload or a second
 * tab picks up the running countdown; a countdown that ended while the page was closed finishes
 * (and closes its session) on the next load.
 */
export function useStudyTimer() {
  // The signed-in user, read from the session query the shell keeps (no request of its own).
  const { data: me } = useSession();
  const userId = me?.user.id ?? null;

  const [state, setState] = useState<TimerState>(initialTimerState);
  const [now, setNow] = useState(() => Date.now());
  const stateRef = useRef<TimerState>(initialTimerState);
  const userRef = useRef<string | null>(null);
  const startSession = useStartStudySession();
  const endSession = useEndStudySession();
  const endSessionAsync = endSession.mutateAsync;

  const runEffect = useCallback((effect: TimerEffect) => {
    if (effect.type === "sessionEnded") {
      playAlertTone();
      endSessionAsync(effect.sessionId).then(
        () => toast.success(m.timer_great_work(), { description: m.timer_session_completed() }),
        () => toast.error(m.timer_end_failed()),
      );
    } else {
      endSessionAsync(effect.sessionId).catch(() => toast.error(m.timer_end_failed()));
    }
  }, [endSessionAsync]);

  const dispatch = useCallback((event: TimerEvent) => {
    const t = timerTransition(stateRef.current, event);
    if (t.state !== stateRef.current) {
      stateRef.current = t.state;
      setState(t.state);
      if (userRef.current) store(userRef.current, t.state);
    }
    if ("now" in event) setNow(event.now);
    if (t.effect) runEffect(t.effect);
  }, [runEffect]);

  // The stored timer of the user who signed in; then catch up with the clock.
  useEffect(() => {
    userRef.current = userId;
    const stored = userId ? readStored(userId) : initialTimerState;
    stateRef.current = stored;
    setState(stored);
    if (userId) dispatch({ type: "tick", now: Date.now() });
  }, [userId, dispatch]);

  // Another tab changed the timer.
  useEffect(() => {
    if (!userId) return;
    const onStorage = (e: StorageEvent) => {
      if (e.key !== TIMER_STORAGE_KEY) return;
      const next = parsePersistedTimer(e.newValue, userId) ?? initialTimerState;
      stateRef.current = next;
      setState(next);
      setNow(Date.now());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [userId]);

  // Tick while running or flashing; the remaining time always comes from timestamps.
  useEffect(() => {
    if (state.phase !== "running" && state.phase !== "finished") return;
    let timeout: ReturnType<typeof setTimeout>;
    const tick = () => {
      dispatch({ type: "tick", now: Date.now() });
      timeout = setTimeout(tick, nextTickDelay(stateRef.current, Date.now()));
    };
    timeout = setTimeout(tick, nextTickDelay(stateRef.current, Date.now()));
    // A background tab gets few timer callbacks: catch up as soon as it is visible again.
    const onVisible = () => {
      if (document.visibilityState === "visible") dispatch({ type: "tick", now: Date.now() });
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timeout);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [state.phase, dispatch]);

  const startSessionAsync = startSession.mutateAsync;
  const start = useCallback(() => {
    // Without a signed-in user Start does nothing.
    if (!userRef.current || !timerControls(stateRef.current).canStart) return;
    unlockAudio();
    const minutes = stateRef.current.durationMinutes;
    startSessionAsync(minutes).then(
      (session) => {
        dispatch({ type: "started", sessionId: session.id, now: Date.now() });
        toast.success(m.timer_started(), { description: m.timer_good_luck({ minutes }) });
      },
      () => toast.error(m.timer_start_failed()),
    );
  }, [startSessionAsync, dispatch]);

  return {
    state,
    now,
    signedIn: userId !== null,
    starting: startSession.isPending,
    controls: timerControls(state),
    start,
    pause: useCallback(() => dispatch({ type: "pause", now: Date.now() }), [dispatch]),
    resume: useCallback(() => dispatch({ type: "resume", now: Date.now() }), [dispatch]),
    end: useCallback(() => dispatch({ type: "end", now: Date.now() }), [dispatch]),
    addTen: useCallback(() => dispatch({ type: "addTen" }), [dispatch]),
    reset: useCallback(() => dispatch({ type: "reset" }), [dispatch]),
  };
}
