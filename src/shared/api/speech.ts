import { z } from "zod";
import { schemaMessage } from "../i18n/schema-message";
import { isSpeechText, SPEECH_TEXT_MAX_LENGTH } from "../speech/speech-text";

/**
 * GET /api/speech?text=… (user): the pronunciation of a Hebrew word as audio/wav, made on the server
 * (espeak-ng) for browsers without a Hebrew voice. `text` is what prepareSpeechText made of the word.
 * 404 when the text is not speakable, 503 when the server has no speech engine.
 */
export const SpeechQuerySchema = z.object({
  text: z.string().max(SPEECH_TEXT_MAX_LENGTH, schemaMessage("at_most_characters", { max: SPEECH_TEXT_MAX_LENGTH }))
    .refine(isSpeechText, schemaMessage("speech_text_rule")),
});
export type SpeechQuery = z.infer<typeof SpeechQuerySchema>;

/** GET /api/speech/status (user): whether the server can make pronunciations. */
export const SpeechStatusSchema = z.object({ available: z.boolean() });
export type SpeechStatus = z.infer<typeof SpeechStatusSchema>;
