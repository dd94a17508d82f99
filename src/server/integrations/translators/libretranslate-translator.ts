import { z } from "zod";
import { DomainError } from "../../lib/domain-error";
import { createHttpClient, HttpRedirectRefusedError, HttpRequestError, HttpStatusError, type HttpClientOptions } from "../http-client";
import type { TargetLanguage, Translator } from "./translator";

const ResponseSchema = z.object({ translatedText: z.union([z.array(z.string()), z.string()]) });

/**
 * LibreTranslate (POST /translate with q as an array: one request per batch). An empty answer, or
 * one equal to the English, counts as no translation. The API key travels in the body, which a 307
 * or 308 would carry wherever it points: redirects are followed within LIBRETRANSLATE_URL's origin
 * only, and one elsewhere fails the run with translator_libretranslate_redirect, the key unsent.
 */
export function createLibreTranslateTranslator(baseUrl: string, apiKey?: string, options: Partial<HttpClientOptions> = {}): Translator {
  const http = createHttpClient({ baseUrl, timeoutMs: 60_000, retries: 3, ...options, redirects: "same-origin" });
  return {
    name: "LibreTranslate",
    async translate(texts, target: TargetLanguage, signal) {
      if (texts.length === 0) return [];
      const body = { q: texts, source: "en", target, format: "text", ...(apiKey ? { api_key: apiKey } : {}) };
      let r: z.infer<typeof ResponseSchema>;
      try {
        r = await http.json("/translate", ResponseSchema, {
          method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), retry: true, signal,
        });
      } catch (e) {
        // The reason is shown to the administrator as the job's error.
        if (e instanceof HttpStatusError) throw new DomainError("unavailable", "translator_libretranslate_status", { status: e.status, error: e.body.slice(0, 200) });
        if (e instanceof HttpRequestError) throw new DomainError("unavailable", "translator_libretranslate_unreachable", { url: baseUrl });
        if (e instanceof HttpRedirectRefusedError) throw new DomainError("unavailable", "translator_libretranslate_redirect", { status: e.status, origin: e.origin });
        throw e;
      }
      const out = Array.isArray(r.translatedText) ? r.translatedText : [r.translatedText];
      return texts.map((t, i) => {
        const v = out[i]?.trim();
        return v && v.toLowerCase() !== t.trim().toLowerCase() ? v : null;
      });
    },
  };
}
