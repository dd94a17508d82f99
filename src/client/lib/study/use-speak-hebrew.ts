import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { hebrewVoice, hebrewVoiceSnapshot, subscribeHebrewVoice } from "@/client/lib/speech/hebrew-voice";
import { getSpeechStatus, playServerSpeech, SPEECH_STATUS_KEY } from "@/client/lib/speech/server-speech";
import { m } from "@/client/lib/i18n";

export const SPEECH_LANG = "he-IL";
export const SPEECH_RATE = 0.8;

async function playOnServer(text: string): Promise<void> {
  try {
    await playServerSpeech(text);
  } catch (e) {
    // A newer press took the <audio> element over: not a failure.
    if ((e as Error).name !== "AbortError") toast.error(m.speech_failed());
  }
}

/**
 * Speaks a Hebrew text: with the browser's Hebrew voice (he-IL, rate 0.8) when it has
 * one, else with the server's pronunciation (espeak-ng, GET /api/speech) in an <audio> element.
 */
export async function speakHebrew(text: string): Promise<void> {
  const voice = await hebrewVoice();
  if (!voice) return playOnServer(text);
  try {
    const synth = window.speechSynthesis;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = SPEECH_LANG;
    utterance.rate = SPEECH_RATE;
    utterance.voice = voice;
    utterance.onerror = (e) => {
      // cancel() of a previous utterance reports "interrupted"/"canceled": not a failure.
      if (e.error !== "interrupted" && e.error !== "canceled") void playOnServer(text);
    };
    synth.speak(utterance);
  } catch {
    await playOnServer(text);
  }
}

export interface HebrewSpeech {
  speak: (text: string) => void;
  /** false when the browser has no Hebrew voice and the server has no speech engine. */
  available: boolean;
}

/** The speaker buttons' speech: `available` turns false once neither the browser nor the server can speak. */
export function useSpeakHebrew(): HebrewSpeech {
  const voice = useSyncExternalStore(subscribeHebrewVoice, hebrewVoiceSnapshot, () => "unknown" as const);
  useEffect(() => void hebrewVoice(), []);
  // Asked only when the browser has no Hebrew voice; once per page (it does not change while running).
  const status = useQuery({ queryKey: SPEECH_STATUS_KEY, queryFn: getSpeechStatus, enabled: voice === "no", staleTime: Infinity, retry: false });
  const speak = useCallback((text: string) => void speakHebrew(text), []);
  return { speak, available: voice !== "no" || status.data?.available !== false };
}
