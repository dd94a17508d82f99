import { unavailable } from "../../lib/domain-error";
import type { Logger } from "../../lib/logger";
import type { SpeechEngine } from "../../integrations/speech/speech-engine";
import type { SpeechStatus } from "../../../shared/api/speech";

export const SPEECH_UNAVAILABLE = "speech_unavailable";

export async function speechStatus(speech: SpeechEngine): Promise<SpeechStatus> {
  return { available: await speech.available() };
}

/** WAV audio of a text that SpeechQuerySchema accepted; 503 when the server has no engine or it failed. */
export async function speak({ speech, log }: { speech: SpeechEngine; log: Logger }, text: string): Promise<Buffer> {
  if (!(await speech.available())) throw unavailable(SPEECH_UNAVAILABLE);
  try {
    return await speech.synthesize(text);
  } catch (e) {
    log.warn({ err: e instanceof Error ? e.message : String(e) }, "speech engine failed");
    throw unavailable("speech_failed");
  }
}
