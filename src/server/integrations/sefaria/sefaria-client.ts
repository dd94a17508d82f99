import { createHttpClient, HttpResponseTooLargeError, HttpStatusError, inMegabytes, type HttpClientOptions } from "../http-client";
import type { KeyedServerMessage } from "../../../shared/i18n/server-messages";
import { DomainError } from "../../lib/domain-error";
import {
  SefariaErrorSchema, SefariaIndexSchema, SefariaTextSchema, SefariaWordsSchema, type SefariaIndex, type SefariaLexiconEntry, type SefariaText,
} from "./sefaria-types";

export interface SefariaClient {
  /** The index record of a title ("Genesis", "Mishnah Berakhot", "Berakhot"); not_found when Sefaria has none. */
  getIndex(title: string, signal?: AbortSignal): Promise<SefariaIndex>;
  /**
   * One section ("Genesis 3", "Berakhot 2a") with Sefaria's default Hebrew and English versions,
   * or with the version titled `translationVersion` in the `text` slot.
   */
  getSection(ref: string, options?: { translationVersion?: string; signal?: AbortSignal }): Promise<SefariaText>;
  /**
   * The lexicon entries Sefaria's word lookup finds for `word` (GET /api/words/{word}, the word
   * taken as it is: never split into prefix and stem); an empty list when it finds none.
   */
  lookupWord(word: string, signal?: AbortSignal): Promise<SefariaLexiconEntry[]>;
}

/** At most this many requests to Sefaria at once from one server (be a polite client). */
export const SEFARIA_CONCURRENCY = 3;

/** A tiny semaphore: `run` waits for one of `size` slots. */
function limit(size: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

const refPath = (ref: string) => encodeURIComponent(ref.replace(/ /g, "_")).replace(/%2C/g, ",");

/** Sefaria's answers are read whole into memory: by default none larger than this (SEFARIA_MAX_RESPONSE_MB). */
export const SEFARIA_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

/**
 * The real Sefaria API client (https://www.sefaria.org by default: SEFARIA_URL). An answer larger
 * than `maxResponseBytes` is not read past it: the call fails with sefaria_answer_too_large.
 */
export function createSefariaClient(baseUrl: string, options: Omit<HttpClientOptions, "baseUrl"> = {}): SefariaClient {
  const http = createHttpClient({ baseUrl, timeoutMs: 30_000, retries: 4, maxResponseBytes: SEFARIA_MAX_RESPONSE_BYTES, ...options });
  const run = limit(SEFARIA_CONCURRENCY);

  async function getJson(path: string, query: Record<string, string | undefined>, signal: AbortSignal | undefined, missing: KeyedServerMessage): Promise<unknown> {
    return run(async () => {
      try {
        const res = await http.request(path, { query, ...(signal ? { signal } : {}), headers: { accept: "application/json" } });
        if (res.status === 404) throw new DomainError("not_found", missing.key, missing.params);
        if (!res.ok) throw new HttpStatusError(res.url, res.status, await res.text().catch(() => ""));
        const body: unknown = await res.json();
        const error = SefariaErrorSchema.safeParse(body);
        if (error.success) throw new DomainError("not_found", "sefaria_says", { error: error.data.error });
        return body;
      } catch (error) {
        if (error instanceof HttpResponseTooLargeError) throw new DomainError("unavailable", "sefaria_answer_too_large", { limit: inMegabytes(error.limit) });
        throw error;
      }
    });
  }

  return {
    async getIndex(title, signal) {
      const body = await getJson(`/api/v2/raw/index/${refPath(title)}`, {}, signal, { key: "sefaria_no_text_called", params: { title } });
      return SefariaIndexSchema.parse(body);
    },
    async getSection(ref, { translationVersion, signal } = {}) {
      const body = await getJson(`/api/texts/${refPath(ref)}`, { context: "0", commentary: "0", pad: "0", ven: translationVersion }, signal, { key: "sefaria_no_text_at", params: { ref } });
      return SefariaTextSchema.parse(body);
    },
    async lookupWord(word, signal) {
      try {
        const body = await getJson(`/api/words/${encodeURIComponent(word)}`, { never_split: "1" }, signal, { key: "sefaria_no_entry_for", params: { word } });
        return SefariaWordsSchema.parse(body);
      } catch (error) {
        if (error instanceof DomainError && error.kind === "not_found") return [];
        throw error;
      }
    },
  };
}
