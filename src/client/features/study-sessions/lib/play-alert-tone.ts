import { TIMER } from "@/shared/timer/timer-constants";

type AudioContextCtor = typeof AudioContext;

let shared: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (shared) return shared;
  const Ctor: AudioContextCtor | undefined =
    typeof window === "undefined" ? undefined : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext);
  if (!Ctor) return null;
  shared = new Ctor();
  return shared;
}

/**
 * Call from a click (Start): browsers only let audio play in a page the user has interacted with,
 * and the tone at the end of a countdown comes from a timer, not a click.
 */
export function unlockAudio(): void {
  const ctx = audioContext();
  if (ctx?.state === "suspended") void ctx.resume().catch(() => undefined);
}

/** The end-of-session alert: an 800 Hz sine tone for 1 second, with short fades to avoid clicks. */
export function playAlertTone(): void {
  const ctx = audioContext();
  if (!ctx) return;
  try {
    if (ctx.state === "suspended") void ctx.resume().catch(() => undefined);
    const seconds = TIMER.toneMs / 1000;
    const start = ctx.currentTime;
    const osc = ctx.createOscillator();
    osc.type = "sine";
    osc.frequency.value = TIMER.toneHz;
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(0.25, start + 0.02);
    gain.gain.setValueAtTime(0.25, start + seconds - 0.05);
    gain.gain.linearRampToValueAtTime(0, start + seconds);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(start + seconds);
    osc.onended = () => {
      osc.disconnect();
      gain.disconnect();
    };
  } catch (e) {
    console.error("Could not play the timer tone", e);
  }
}
