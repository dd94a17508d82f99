import { useCallback } from "react";
import { toast } from "sonner";

export const SPEECH_LANG = "he-IL";
export const SPEECH_RATE = 0.8;
export const SPEECH_UNSUPPORTED = "Speech synthesis not supported in this browser";
export const SPEECH_FAILED = "Failed to play pronunciation";

/** Speaks a Hebrew text with the browser's speech synthesis (he-IL, rate 0.8; spec 000 §9). */
export function speakHebrew(text: string): void {
  const synth = typeof window !== "undefined" ? window.speechSynthesis : undefined;
  if (!synth || typeof SpeechSynthesisUtterance === "undefined") {
    toast.error(SPEECH_UNSUPPORTED);
    return;
  }
  try {
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = SPEECH_LANG;
    utterance.rate = SPEECH_RATE;
    const voice = synth.getVoices().find((v) => v.lang.toLowerCase().startsWith("he"));
    if (voice) utterance.voice = voice;
    utterance.onerror = (e) => {
      // cancel() of a previous utterance reports "interrupted"/"canceled": not a failure.
      if (e.error !== "interrupted" && e.error !== "canceled") toast.error(SPEECH_FAILED);
    };
    synth.speak(utterance);
  } catch {
    toast.error(SPEECH_FAILED);
  }
}

export function useSpeakHebrew(): (text: string) => void {
  return useCallback((text: string) => speakHebrew(text), []);
}
