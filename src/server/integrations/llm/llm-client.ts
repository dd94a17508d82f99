import OpenAI from "openai";
import { DomainError } from "../../lib/domain-error";
import { fetchWithinOrigin, findRedirectRefused } from "../http-client";

export interface LlmOptions { baseUrl: string; apiKey?: string; model: string; timeoutMs?: number; retries?: number }

/**
 * An OpenAI-compatible chat API (OpenAI, Ollama, vLLM, llama.cpp's server) through the official
 * `openai` client: its own timeouts and retries (429, 5xx, network), a base URL of our choosing.
 * A request carries the learners' words (the glosses, a text's words) and the key: a 307 or 308
 * would carry the body wherever it points, so redirects are followed within LLM_BASE_URL's origin
 * only (fetchWithinOrigin); one elsewhere fails (llmRedirectError), nothing sent there.
 */
export function createLlmClient(o: LlmOptions): { client: OpenAI; model: string } {
  return {
    client: new OpenAI({ baseURL: o.baseUrl, apiKey: o.apiKey || "not-needed", timeout: o.timeoutMs ?? 120_000, maxRetries: o.retries ?? 2, fetch: fetchWithinOrigin() }),
    model: o.model,
  };
}

/** The run's reason when the model's address redirected elsewhere (the SDK wraps what its fetch threw), else null. */
export function llmRedirectError(error: unknown): DomainError | null {
  const refused = findRedirectRefused(error);
  return refused ? new DomainError("unavailable", "llm_redirect", { status: refused.status, origin: refused.origin, configured: refused.configuredOrigin }) : null;
}
