import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLlmWordGenerator } from "../../src/server/integrations/llm/generate-words";
import { createLlmClient } from "../../src/server/integrations/llm/llm-client";
import { createS3Storage } from "../../src/server/integrations/storage/s3-storage";
import { createLlmTranslator } from "../../src/server/integrations/translators/llm-translator";
import { DomainError } from "../../src/server/lib/domain-error";
import { downloadClient } from "../../src/server/modules/dictionary/lexicon-source";
import { startTestServer, type TestServer } from "../support/test-server";

/**
 * The outside clients whose requests carry a secret or a learner's data, against a configured server
 * that answers 307 or 308 (method and body kept) to another origin, and that other origin, which
 * records every request that reaches it.
 *
 *  - the LLM client (the `openai` SDK): its body holds the learners' words (glosses, a text's words)
 *    and its header the key. Node's fetch would drop the Authorization header on a redirect to
 *    another origin but send the body there: the client follows redirects within LLM_BASE_URL's
 *    origin only, and one elsewhere fails the run with llm_redirect, naming both origins;
 *  - S3 storage: a PUT carries a learner's whole backup (and a SigV4 signature of the request, good
 *    for 15 minutes): followed within S3_ENDPOINT's origin only, elsewhere the request fails with a
 *    message naming S3_ENDPOINT's origin, nothing sent there;
 *  - a download whose URL holds a token (a lexicon URL, GEOIP_URL; public data, no body): the
 *    redirect's URL is the Location's, and no Referer carries the old one.
 * (LibreTranslate's key is in the body: libretranslate-translator.test.ts.)
 */
interface Seen { method: string; path: string; headers: Record<string, string>; body: string }
const elsewhere: Seen[] = [];
let other: TestServer;
let configured: TestServer;

const LLM_KEY = "sk-llm-secret-0123456789";
const S3_SECRET = "s3-secret-access-key-0123456789";
const URL_TOKEN = "download-token-0123456789";
const LEARNER_DATA = "a learner's words and progress 0123456789";

/** What reached the configured server itself (after a redirect within its origin). */
const within: Seen[] = [];

/** Answers a chat completion, or "ok"; records the request in `seen`. */
const answering = (seen: Seen[]) => new Hono().all("/*", async (c) => {
  seen.push({ method: c.req.method, path: c.req.path, headers: Object.fromEntries(c.req.raw.headers), body: await c.req.text() });
  if (c.req.path.endsWith("/chat/completions")) {
    const content = JSON.stringify({ translations: ["casa"] });
    return c.json({ id: "x", object: "chat.completion", created: 0, model: "m", choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] });
  }
  return c.body("ok", 200);
});

beforeAll(async () => {
  other = await startTestServer(answering(elsewhere));
  // Every path /<status>/<rest> answers <status> to the other origin's /<rest> (without the query);
  // /within/<status>/<rest> answers <status> to its own /<rest>, which answers as the other does.
  const app = new Hono();
  app.all("/:status{30[78]}/*", (c) => {
    const rest = c.req.path.replace(/^\/30[78]/, "");
    return c.body(null, Number(c.req.param("status")) as 307 | 308, { location: `${other.url}${rest}` });
  });
  app.all("/within/:status{30[78]}/*", (c) => {
    const rest = c.req.path.replace(/^\/within\/30[78]/, "");
    return c.body(null, Number(c.req.param("status")) as 307 | 308, { location: rest });
  });
  app.route("/", answering(within));
  configured = await startTestServer(app);
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
    it(`the LLM client: neither the learners' words nor the key, and the run fails naming LLM_BASE_URL's origin (${status})`, async () => {
      elsewhere.length = 0;
      const client = createLlmClient({ baseUrl: `${configured.url}/${status}/v1`, apiKey: LLM_KEY, model: "m", retries: 0 });
      const error = await createLlmTranslator(client).translate(["house"], "es").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ key: "llm_redirect", params: { status, origin: other.url, configured: configured.url } });
      expect((error as Error).message).toContain(`(${configured.url}, LLM_BASE_URL) answered ${status} to another address (${other.url})`);
      // The word generator (streamed) alike.
      const generator = createLlmWordGenerator({ ...client, timeoutMs: 10_000 });
      const again = await generator.gloss(["בית"], "Genesis 1:1", { signal: new AbortController().signal }).catch((e: unknown) => e);
      expect(again).toMatchObject({ key: "llm_redirect", params: { status, origin: other.url } });
      expect(elsewhere).toEqual([]);
    });

    it(`S3 storage: not a learner's backup nor a signature, and the upload fails naming S3_ENDPOINT's origin (${status})`, async () => {
      elsewhere.length = 0;
      const storage = createS3Storage({ endpoint: `${configured.url}/${status}`, bucket: "backups", region: "us-east-1", accessKeyId: "AKIDEXAMPLE", secretAccessKey: S3_SECRET });
      const backup = new TextEncoder().encode(JSON.stringify({ learner: LEARNER_DATA }));
      const error = await storage.put("user-1/backup.json", backup, { overwrite: false, contentType: "application/json" }).catch((e: unknown) => e);
      expect((error as Error).message).toContain(`the store at ${configured.url} (S3_ENDPOINT) answered ${status} to another address (${other.url})`);
      await expect(storage.get("user-1/backup.json")).rejects.toThrow(/S3_ENDPOINT/);
      expect(elsewhere).toEqual([]);
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

describe("a redirect within the configured origin is followed, with the body", () => {
  for (const status of [307, 308]) {
    it(`the LLM client (${status})`, async () => {
      within.length = 0;
      const translator = createLlmTranslator(createLlmClient({ baseUrl: `${configured.url}/within/${status}/v1`, apiKey: LLM_KEY, model: "m", retries: 0 }));
      expect(await translator.translate(["house"], "es")).toEqual(["casa"]);
      expect(within.map((s) => [s.method, s.path])).toEqual([["POST", "/v1/chat/completions"]]);
      expect(within[0]!.body).toContain("house");
      expect(within[0]!.headers.authorization).toBe(`Bearer ${LLM_KEY}`);
    });

    it(`S3 storage's upload, signed for where it lands (${status})`, async () => {
      within.length = 0;
      const storage = createS3Storage({ endpoint: `${configured.url}/within/${status}`, bucket: "backups", region: "us-east-1", accessKeyId: "AKIDEXAMPLE", secretAccessKey: S3_SECRET });
      await storage.put("user-1/backup.json", new TextEncoder().encode(LEARNER_DATA), { overwrite: true });
      expect(within.map((s) => [s.method, s.path, s.body])).toEqual([["PUT", "/backups/user-1/backup.json", LEARNER_DATA]]);
      expect(within[0]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
    });
  }
});
