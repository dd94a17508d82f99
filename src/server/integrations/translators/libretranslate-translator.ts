import { z } from "zod";
import { createHttpClient, type HttpClientOptions } from "../http-client";
import type { TargetLanguage, Translator } from "./translator";

const ResponseSchema = z.object({ translatedText: z.union([z.array(z.string()), z.string()]) });

/**
 * LibreTranslate (POST /translate with q as an array: one request per batch). An empty answer, or
 * one equal to the English, counts as no translation.
 */
export function createLibreTranslateTranslator(baseUrl: string, apiKey?: string, options: Partial<HttpClientOptions> = {}): Translator {
  const http = createHttpClient({ baseUrl, timeoutMs: 60_000, retries: 3, ...options });
  return {
    name: "LibreTranslate",
    async translate(texts, target: TargetLanguage, signal) {
      if (texts.length === 0) return [];
      const body = { q: texts, source: "en", target, format: "text", ...(apiKey ? { api_key: apiKey } : {}) };
      const r = await http.json("/translate", ResponseSchema, {
        method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), retry: true, signal,
      });
      const out = Array.isArray(r.translatedText) ? r.translatedText : [r.translatedText];
      return texts.map((t, i) => {
        const v = out[i]?.trim();
        return v && v.toLowerCase() !== t.trim().toLowerCase() ? v : null;
      });
    },
  };
}
