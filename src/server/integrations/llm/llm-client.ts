import OpenAI from "openai";

export interface LlmOptions { baseUrl: string; apiKey?: string; model: string; timeoutMs?: number; retries?: number }

/**
 * An OpenAI-compatible chat API (OpenAI, Ollama, vLLM, llama.cpp's server) through the official
 * `openai` client: its own timeouts and retries (429, 5xx, network), a base URL of our choosing.
 */
export function createLlmClient(o: LlmOptions): { client: OpenAI; model: string } {
  return {
    client: new OpenAI({ baseURL: o.baseUrl, apiKey: o.apiKey || "not-needed", timeout: o.timeoutMs ?? 120_000, maxRetries: o.retries ?? 2 }),
    model: o.model,
  };
}
