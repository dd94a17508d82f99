import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLlmClient } from "../../src/server/integrations/llm/llm-client";
import { createS3Storage } from "../../src/server/integrations/storage/s3-storage";
import { createLlmTranslator } from "../../src/server/integrations/translators/llm-translator";
import { downloadClient } from "../../src/server/modules/dictionary/lexicon-source";
import { startTestServer, type TestServer } from "../support/test-server";

/**
 * The outside clients whose requests carry a secret, against a configured server that answers
 * 307 or 308 (method and body kept) to another origin, and that other origin, which records every
 * request that reaches it. The secret must never reach it. (LibreTranslate's key is in the body:
 * its client follows redirects within its origin only, libretranslate-translator.test.ts.)
 *
 *  - the LLM client (the `openai` SDK on Node's fetch): the key is the Authorization header, which
 *    fetch drops on a redirect to another origin (the Fetch standard's HTTP-redirect fetch, step 13);
 *  - S3 storage: the SigV4 Authorization header (a signature of the request, good for 15 minutes),
 *    dropped alike; the secret key itself is never sent;
 *  - a download whose URL holds a token (a lexicon URL, GEOIP_URL): the redirect's URL is the
 *    Location's, and no Referer carries the old one.
 */
interface Seen { method: string; path: string; headers: Record<string, string>; body: string }
const elsewhere: Seen[] = [];
let other: TestServer;
let configured: TestServer;

const LLM_KEY = "sk-llm-secret-0123456789";
const S3_SECRET = "s3-secret-access-key-0123456789";
const URL_TOKEN = "download-token-0123456789";

beforeAll(async () => {
  other = await startTestServer(new Hono().all("/*", async (c) => {
    elsewhere.push({ method: c.req.method, path: c.req.path, headers: Object.fromEntries(c.req.raw.headers), body: await c.req.text() });
    if (c.req.path.endsWith("/chat/completions")) {
      const content = JSON.stringify({ translations: ["casa"] });
      return c.json({ id: "x", object: "chat.completion", created: 0, model: "m", choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] });
    }
    return c.body("ok", 200);
  }));
  // Every path /<status>/<rest> answers <status> to the other origin's /<rest> (without the query).
  configured = await startTestServer(new Hono().all("/:status{30[78]}/*", (c) => {
    const rest = c.req.path.replace(/^\/30[78]/, "");
    return c.body(null, Number(c.req.param("status")) as 307 | 308, { location: `${other.url}${rest}` });
  }));
});
afterAll(async () => {
  await configured?.close();
  await other?.close();
});

/** Nothing that reached the other origin holds `secret`, nor an Authorization header. */
function expectNothingOf(secret: string) {
  expect(elsewhere.length).toBeGreaterThan(0); // the redirect was followed: the check below means something
  for (const seen of elsewhere) {
    expect(seen.headers.authorization).toBeUndefined();
    expect(JSON.stringify(seen)).not.toContain(secret);
  }
}

describe("a redirect to another origin does not carry the secret there", () => {
  for (const status of [307, 308]) {
    it(`the LLM client's key (${status})`, async () => {
      elsewhere.length = 0;
      const translator = createLlmTranslator(createLlmClient({ baseUrl: `${configured.url}/${status}/v1`, apiKey: LLM_KEY, model: "m", retries: 0 }));
      // The other origin answers: the redirect was followed, with the body (the glosses) but not the key.
      expect(await translator.translate(["house"], "es")).toEqual(["casa"]);
      expect(elsewhere.map((s) => [s.method, s.path])).toEqual([["POST", "/v1/chat/completions"]]);
      expect(elsewhere[0]!.body).toContain("house");
      expectNothingOf(LLM_KEY);
    });

    it(`S3 storage's signed requests (${status})`, async () => {
      elsewhere.length = 0;
      const storage = createS3Storage({ endpoint: `${configured.url}/${status}`, bucket: "backups", region: "us-east-1", accessKeyId: "AKIDEXAMPLE", secretAccessKey: S3_SECRET });
      await storage.get("user-1/backup.json").catch(() => {});
      expectNothingOf(S3_SECRET);
      expect(JSON.stringify(elsewhere)).not.toContain("AWS4-HMAC-SHA256");
    });

    it(`a download whose URL holds a token (${status})`, async () => {
      elsewhere.length = 0;
      const url = `${configured.url}/${status}/lexicon.xml?token=${URL_TOKEN}`;
      const res = await downloadClient(url).request(url);
      expect(res.status).toBe(200);
      await res.body?.cancel();
      expect(elsewhere.map((s) => [s.method, s.path])).toEqual([["GET", "/lexicon.xml"]]);
      expectNothingOf(URL_TOKEN);
      expect(elsewhere[0]!.headers.referer).toBeUndefined();
    });
  }
});
