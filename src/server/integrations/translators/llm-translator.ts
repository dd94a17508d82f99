import type OpenAI from "openai";
import { z } from "zod";
import { DomainError } from "../../lib/domain-error";
import { llmRedirectError } from "../llm/llm-client";
import type { TargetLanguage, Translator } from "./translator";

const NAMES: Record<TargetLanguage, string> = { es: "Spanish", pt: "Portuguese", fr: "French", it: "Italian" };
const AnswerSchema = z.object({ translations: z.array(z.string().nullable()) });

/**
 * Translation through an OpenAI-compatible chat model: the batch's glosses as a JSON array, the
 * answer asked for as JSON ({"translations": [...]}, same order, null when unsure) and validated
 * with zod; a malformed answer is asked once more, then the run fails with the reason.
 */
export function createLlmTranslator({ client, model }: { client: OpenAI; model: string }): Translator {
  async function ask(texts: string[], target: TargetLanguage, signal?: AbortSignal): Promise<(string | null)[]> {
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await client.chat.completions.create({
        model,
        temperature: 0,
        response_format: { type: "json_object" },
        messages: [
          { role: "system", content: `You translate short English glosses of Hebrew and Aramaic vocabulary into ${NAMES[target]}. Answer only with JSON: {"translations": [...]}, one entry per gloss in the same order, each a short ${NAMES[target]} translation, or null when you are not sure.` },
          { role: "user", content: JSON.stringify(texts) },
        ],
      }, { signal });
    } catch (e) {
      throw llmRedirectError(e) ?? e;
    }
    const text = completion.choices[0]?.message?.content ?? "";
    let parsed: z.infer<typeof AnswerSchema>;
    try {
      parsed = AnswerSchema.parse(JSON.parse(text));
    } catch {
      throw new MalformedAnswer("the model's answer was not the JSON asked for");
    }
    if (parsed.translations.length !== texts.length) throw new MalformedAnswer(`the model answered ${parsed.translations.length} translations for ${texts.length} glosses`);
    return parsed.translations.map((t) => (t && t.trim() ? t.trim() : null));
  }
  return {
    name: "the language model",
    async translate(texts, target, signal) {
      if (texts.length === 0) return [];
      try {
        return await ask(texts, target, signal);
      } catch (e) {
        if (!(e instanceof MalformedAnswer)) throw e;
        try {
          return await ask(texts, target, signal);
        } catch (again) {
          if (again instanceof MalformedAnswer) throw new DomainError("unavailable", "translation_failed_twice", { error: again.message });
          throw again;
        }
      }
    },
  };
}

class MalformedAnswer extends Error {}
