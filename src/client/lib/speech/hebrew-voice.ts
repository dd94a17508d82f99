/**
 * Whether the browser has a Hebrew voice for speechSynthesis. Voices load after the page does
 * (Chromium fills getVoices() later and fires "voiceschanged"); a browser that has none after
 * VOICE_WAIT_MS counts as having none (Chromium on Linux, many phones).
 */
export const VOICE_WAIT_MS = 1500;

type VoiceState = SpeechSynthesisVoice | null | undefined; // undefined: not known yet

let state: VoiceState;
let pending: Promise<SpeechSynthesisVoice | null> | undefined;
const listeners = new Set<() => void>();

function synth(): SpeechSynthesis | undefined {
  return typeof window !== "undefined" && "speechSynthesis" in window && typeof SpeechSynthesisUtterance !== "undefined" ? window.speechSynthesis : undefined;
}

function findHebrew(s: SpeechSynthesis): SpeechSynthesisVoice | null {
  return s.getVoices().find((v) => v.lang.toLowerCase().replace("_", "-").startsWith("he")) ?? null;
}

function settle(voice: SpeechSynthesisVoice | null) {
  state = voice;
  listeners.forEach((l) => l());
}

/** The Hebrew voice, or null when the browser has none; waits for the voices to load at most VOICE_WAIT_MS. */
export function hebrewVoice(): Promise<SpeechSynthesisVoice | null> {
  if (state !== undefined) return Promise.resolve(state);
  pending ??= new Promise<SpeechSynthesisVoice | null>((resolve) => {
    const s = synth();
    if (!s) return resolve(null);
    const now = findHebrew(s);
    if (now) return resolve(now);
    const onChange = () => {
      const found = findHebrew(s);
      if (found) finish(found);
    };
    const timer = setTimeout(() => finish(findHebrew(s)), VOICE_WAIT_MS);
    function finish(voice: SpeechSynthesisVoice | null) {
      clearTimeout(timer);
      s!.removeEventListener("voiceschanged", onChange);
      resolve(voice);
    }
    s.addEventListener("voiceschanged", onChange);
  }).then((voice) => {
    settle(voice);
    return voice;
  });
  return pending!;
}

/** For useSyncExternalStore: "unknown" until hebrewVoice() has settled, then whether there is one. */
export function hebrewVoiceSnapshot(): "unknown" | "yes" | "no" {
  return state === undefined ? "unknown" : state ? "yes" : "no";
}

export function subscribeHebrewVoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
