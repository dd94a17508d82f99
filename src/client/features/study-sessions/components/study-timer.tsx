import { PauseIcon, PlayIcon, RotateCcwIcon, SquareIcon, TimerIcon } from "lucide-react";
import type { ReactNode } from "react";
import { formatRemaining, remainingMs, type TimerState } from "@/shared/timer/timer-machine";
import { TIMER } from "@/shared/timer/timer-constants";
import { Button } from "@/client/components/ui/button";
import { WithTooltip } from "@/client/components/ui/tooltip";
import { cn } from "@/client/lib/cn";
import { useStudyTimer } from "../hooks/use-study-timer";
import { m } from "@/client/lib/i18n";

const PHASE_LABEL: Record<TimerState["phase"], () => string> = {
  idle: m.timer_phase_ready,
  running: m.timer_phase_running,
  paused: m.timer_phase_paused,
  finished: m.timer_phase_finished,
};

function phaseClasses(state: TimerState, now: number): string {
  switch (state.phase) {
    case "idle": return "border-success/40 bg-success/10 text-success";
    case "running": return "border-destructive/40 bg-destructive/10 text-destructive";
    case "paused": return "border-warning/40 bg-warning/10 text-warning";
    case "finished":
      // Flashes for 15 s after a session ends.
      return Math.floor(now / 500) % 2 === 0
        ? "border-destructive bg-destructive text-destructive-foreground"
        : "border-destructive/40 bg-background text-destructive";
  }
}

function TimerButton({ label, visibleText, onClick, disabled, children, className }: {
  label: string;
  /** Text the button shows instead of an icon: its accessible name then starts with it (WCAG 2.5.3 label in name). */
  visibleText?: string;
  onClick: () => void; disabled?: boolean; children: ReactNode; className?: string;
}) {
  const button = (
    <Button variant="ghost" size="icon" aria-label={visibleText ? `${visibleText}: ${label}` : label} onClick={onClick} disabled={disabled}
      className={cn("size-7 text-current hover:bg-current/10 hover:text-current", className)}>
      {children}
    </Button>
  );
  // A disabled button gets no pointer events: its tooltip would never show.
  return disabled ? button : <WithTooltip label={label}>{button}</WithTooltip>;
}

/**
 * The study timer in the top bar: green when idle, red while running; Start creates a
 * study session; End or zero closes it with a tone and a 15-second flash, then back to 30:00.
 */
export function StudyTimer({ className }: { className?: string }) {
  const t = useStudyTimer();
  const { state, controls } = t;
  const display = formatRemaining(remainingMs(state, t.now));

  return (
    <div
      role="group"
      aria-label={m.timer_label()}
      data-phase={state.phase}
      className={cn("flex h-9 items-center gap-0.5 rounded-lg border ps-2 pe-0.5 transition-colors", phaseClasses(state, t.now), className)}
    >
      <TimerIcon aria-hidden className="size-4 shrink-0" />
      <span
        role="timer"
        aria-label={m.timer_status({ phase: PHASE_LABEL[state.phase](), time: display })}
        className="min-w-[5ch] px-1 text-center font-mono text-sm font-semibold tabular-nums"
      >
        {display}
      </span>

      {controls.canStart && (
        <TimerButton label={m.timer_start()} onClick={t.start} disabled={!t.signedIn || t.starting}>
          <PlayIcon />
        </TimerButton>
      )}
      {controls.canPause && (
        <TimerButton label={m.timer_pause()} onClick={t.pause}>
          <PauseIcon />
        </TimerButton>
      )}
      {controls.canResume && (
        <TimerButton label={m.timer_resume()} onClick={t.resume}>
          <PlayIcon />
        </TimerButton>
      )}
      {controls.canEnd && (
        <TimerButton label={m.timer_end()} onClick={t.end}>
          <SquareIcon className="fill-current" />
        </TimerButton>
      )}
      <TimerButton label={m.timer_add_minutes({ minutes: TIMER.stepMinutes })} visibleText={m.timer_add_minutes_short({ minutes: TIMER.stepMinutes })} onClick={t.addTen} disabled={!controls.canAddTen} className="w-auto px-1.5 text-xs font-semibold">
        {m.timer_add_minutes_short({ minutes: TIMER.stepMinutes })}
      </TimerButton>
      <TimerButton label={m.timer_reset({ minutes: TIMER.defaultMinutes })} onClick={t.reset} disabled={!controls.canReset}>
        <RotateCcwIcon />
      </TimerButton>
    </div>
  );
}
