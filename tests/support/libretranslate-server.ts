import fs from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { createFreedictTranslator } from "../../src/server/integrations/translators/freedict-translator";
import { TARGET_LANGUAGES, type TargetLanguage } from "../../src/server/integrations/translators/translator";
import { SHARED_DATA } from "./sefaria-server";
import { startTestServer, type TestServer } from "./test-server";

export const FREEDICT_DATA = path.join(SHARED_DATA, "freedict");
export const hasFreedictData = fs.existsSync(path.join(FREEDICT_DATA, "freedict-eng-spa.index"));
export const NO_FREEDICT_DATA = "skipped: ../shared/data/freedict is absent (the translation tests read the real FreeDict dictionaries)";

export interface LibreTranslateServer extends TestServer {
  /** The bodies of the /translate requests received. */
  requests: { q: string | string[]; source: string; target: string; api_key?: string }[];
  /** Answer /translate with this status (e.g. 500) while set. */
  failWith: number | null;
  /** While set, /translate waits for this promise before it answers (a run held in "running"). */
  hold: Promise<void> | null;
}

/**
 * A local LibreTranslate speaking its API (POST /translate {q, source, target, format, api_key} →
 * {translatedText}, an array when q is one; errors {error} with 400/403/500; GET /languages),
 * translating with the real FreeDict dictionaries of ../shared/data/freedict. Echoes a text it
 * cannot translate, as LibreTranslate does.
 */
export async function startLibreTranslateServer({ apiKey }: { apiKey?: string } = {}): Promise<LibreTranslateServer> {
  const freedict = createFreedictTranslator(FREEDICT_DATA);
  const requests: LibreTranslateServer["requests"] = [];
  const self: { server?: LibreTranslateServer } = {};
  const app = new Hono();
  app.get("/languages", (c) => c.json([{ code: "en", name: "English", targets: [...TARGET_LANGUAGES] }, ...TARGET_LANGUAGES.map((code) => ({ code, name: code, targets: ["en"] }))]));
  app.post("/translate", async (c) => {
    const body = (await c.req.json().catch(() => null)) as LibreTranslateServer["requests"][number] | null;
    if (!body || body.q === undefined) return c.json({ error: "Invalid request: missing q parameter" }, 400);
    requests.push(body);
    if (self.server?.hold) await self.server.hold;
    if (self.server?.failWith) return c.json({ error: "Internal error" }, self.server.failWith as 500);
    if (apiKey && body.api_key !== apiKey) return c.json({ error: "Invalid API key" }, 403);
    if (body.source !== "en" || !TARGET_LANGUAGES.includes(body.target as TargetLanguage)) return c.json({ error: `${body.target} is not supported` }, 400);
    const texts = Array.isArray(body.q) ? body.q : [body.q];
    const found = await freedict.translate(texts, body.target as TargetLanguage);
    const translated = texts.map((t, i) => found[i] ?? t);
    return c.json({ translatedText: Array.isArray(body.q) ? translated : translated[0] });
  });
  self.server = Object.assign(await startTestServer(app), { requests, failWith: null as number | null, hold: null as Promise<void> | null });
  return self.server;
}
