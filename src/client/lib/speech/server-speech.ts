import { SpeechStatusSchema, type SpeechStatus } from "@/shared/api/speech";
import { prepareSpeechText } from "@/shared/speech/speech-text";
import { api, apiUrl } from "@/client/lib/api-client";
import { m } from "@/client/lib/i18n";

export const SPEECH_STATUS_KEY = ["speech", "status"] as const;

/** GET /api/speech/status: whether the server can make pronunciations (espeak-ng). */
export function getSpeechStatus(): Promise<SpeechStatus> {
  return api("/speech/status", { schema: SpeechStatusSchema });
}

let audio: HTMLAudioElement | undefined;

/**
 * Plays the server's pronunciation of a Hebrew text (GET /api/speech, audio/wav) in one <audio>
 * element. The answer is cached by the browser for a year, so each word is asked for once.
 * Rejects when the text has nothing speakable or the audio cannot play.
 */
export async function playServerSpeech(text: string): Promise<void> {
  const prepared = prepareSpeechText(text);
  if (!prepared) throw new Error(m.speech_nothing_to_pronounce());
  audio ??= new Audio();
  audio.pause();
  audio.src = apiUrl("/speech", { text: prepared });
  await audio.play();
}
