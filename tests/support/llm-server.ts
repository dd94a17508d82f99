import { Hono } from "hono";
import { createFreedictTranslator } from "../../src/server/integrations/translators/freedict-translator";
import type { TargetLanguage } from "../../src/server/integrations/translators/translator";
import { FREEDICT_DATA } from "./libretranslate-server";
import { startTestServer, type TestServer } from "./test-server";

export interface LlmServer extends TestServer {
  /** The chat requests received (model and messages). */
  requests: { model: string; messages: { role: string; content: string }[]; response_format?: unknown }[];
  /** How many of the next answers are malformed (not the JSON asked for). */
  malformed: number;
}

const LANGUAGES: Record<string, TargetLanguage> = { Spanish: "es", Portuguese: "pt", French: "fr", Italian: "it" };

/**
 * A local OpenAI-compatible chat API (POST /v1/chat/completions, GET /v1/models) as Ollama, vLLM
 * or llama.cpp's server speak it, non-streamed. For a translation request (a system message
 * naming the language, the glosses as a JSON array) it answers {"translations": [...]} from the
 * real FreeDict dictionaries, null where they have nothing.
 */
export async function startLlmServer(): Promise<LlmServer> {
  const freedict = createFreedictTranslator(FREEDICT_DATA);
  const self: { server?: LlmServer } = {};
  const app = new Hono();
  app.get("/v1/models", (c) => c.json({ object: "list", data: [{ id: "test-model", object: "model", created: 0, owned_by: "milim-tests" }] }));
  app.post("/v1/chat/completions", async (c) => {
    const body = (await c.req.json().catch(() => null)) as LlmServer["requests"][number] | null;
    if (!body?.messages?.length) return c.json({ error: { message: "messages is required", type: "invalid_request_error" } }, 400);
    self.server!.requests.push(body);
    const system = body.messages.find((m) => m.role === "system")?.content ?? "";
    const language = Object.entries(LANGUAGES).find(([name]) => system.includes(`into ${name}`))?.[1];
    let content: string;
    if (self.server!.malformed > 0) {
      self.server!.malformed--;
      content = "Sure! Here are the translations: casa, agua";
    } else {
      const glosses = JSON.parse(body.messages.at(-1)!.content) as string[];
      content = JSON.stringify({ translations: language ? await freedict.translate(glosses, language) : glosses.map(() => null) });
    }
    return c.json({
      id: `chatcmpl-${Date.now()}`, object: "chat.completion", created: Math.floor(Date.now() / 1000), model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    });
  });
  self.server = Object.assign(await startTestServer(app), { requests: [] as LlmServer["requests"], malformed: 0 });
  return self.server;
}
