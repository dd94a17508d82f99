import { Hono } from "hono";
import { createFreedictTranslator } from "../../src/server/integrations/translators/freedict-translator";
import type { TargetLanguage } from "../../src/server/integrations/translators/translator";
import { FREEDICT_DATA } from "./libretranslate-server";
import { answerGlossRequest, answerWordRequest } from "./llm-word-answers";
import { startTestServer, type TestServer } from "./test-server";

export interface LlmServer extends TestServer {
  /** The chat requests received (model and messages). */
  requests: { model: string; messages: { role: string; content: string }[]; response_format?: unknown }[];
  /** How many of the next answers are malformed (not the JSON asked for; a streamed one is cut off mid-way). */
  malformed: number;
  /** Wait this long between the streamed chunks of an answer (a slow model). */
  chunkDelayMs: number;
}

const LANGUAGES: Record<string, TargetLanguage> = { Spanish: "es", Portuguese: "pt", French: "fr", Italian: "it" };

/**
 * A local OpenAI-compatible chat API (POST /v1/chat/completions, GET /v1/models) as Ollama, vLLM
 * or llama.cpp's server speak it, whole or streamed (`stream: true`: server-sent chat.completion.chunk
 * events, then `data: [DONE]`). For a translation request (a system message naming the language,
 * the glosses as a JSON array) it answers {"translations": [...]} from the real FreeDict
 * dictionaries, null where they have nothing; for a word-list request, the glossed words of a
 * Genesis chapter from the real Sefaria and Strong's files (llm-word-answers.ts).
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
    const server = self.server!;
    const isWordList = system.includes("vocabulary lists");
    const isGloss = system.startsWith("You gloss");
    if (server.malformed > 0) {
      server.malformed--;
      content = isWordList || isGloss ? '{"words": [{"hebrew": "בְּרֵאשִׁית", "english": "beginn' : "Sure! Here are the translations: casa, agua";
    } else if (isWordList || isGloss) {
      const request = JSON.parse(body.messages.at(-1)!.content) as { section: string | null; count: number; existingWords: string[]; words: string[] };
      content = JSON.stringify(isWordList ? answerWordRequest(request) : answerGlossRequest(request));
    } else {
      const glosses = JSON.parse(body.messages.at(-1)!.content) as string[];
      content = JSON.stringify({ translations: language ? await freedict.translate(glosses, language) : glosses.map(() => null) });
    }
    const id = `chatcmpl-${Date.now()}`;
    const created = Math.floor(Date.now() / 1000);
    if ((body as { stream?: boolean }).stream) {
      // As OpenAI streams: a role chunk, the content in pieces, a finish chunk, then [DONE].
      const pieces = content.match(/[\s\S]{1,40}/g) ?? [];
      const chunk = (delta: Record<string, string>, finish: string | null) =>
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      const encoder = new TextEncoder();
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          try {
            controller.enqueue(encoder.encode(chunk({ role: "assistant", content: "" }, null)));
            for (const piece of pieces) {
              if (server.chunkDelayMs) await new Promise((r) => setTimeout(r, server.chunkDelayMs));
              controller.enqueue(encoder.encode(chunk({ content: piece }, null)));
            }
            controller.enqueue(encoder.encode(chunk({}, "stop")));
            controller.enqueue(encoder.encode("data: [DONE]\n\n"));
            controller.close();
          } catch {
            // The client went away (it gave up on a slow answer).
          }
        },
      });
      return new Response(stream, { headers: { "content-type": "text/event-stream", "cache-control": "no-cache" } });
    }
    return c.json({
      id, object: "chat.completion", created, model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    });
  });
  self.server = Object.assign(await startTestServer(app), { requests: [] as LlmServer["requests"], malformed: 0, chunkDelayMs: 0 });
  return self.server;
}
