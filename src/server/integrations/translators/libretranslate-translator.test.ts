import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../tests/support/test-server";
import { DomainError } from "../../lib/domain-error";
import { createLibreTranslateTranslator } from "./libretranslate-translator";

/**
 * The LibreTranslate client sends its API key in the request's body: a redirect to another origin
 * (a 307 or 308 keeps the body) must not carry it there. Two local servers on two ports: the
 * configured one, which redirects, and another that records what reaches it.
 */
interface Received { path: string; body: { q: string[]; api_key?: string } }
const elsewhere: Received[] = [];
const configured: Received[] = [];
let other: TestServer;
let server: TestServer;

/** A LibreTranslate answer: each text with " (es)" after it. */
const translate = async (c: { req: { json(): Promise<unknown>; path: string } }, log: Received[]) => {
  const body = (await c.req.json()) as Received["body"];
  log.push({ path: c.req.path, body });
  return Response.json({ translatedText: body.q.map((t) => `${t} (es)`) });
};

beforeAll(async () => {
  other = await startTestServer(new Hono().post("/*", (c) => translate(c, elsewhere)));
  server = await startTestServer(new Hono()
    .post("/elsewhere-307/translate", (c) => c.body(null, 307, { location: `${other.url}/translate` }))
    .post("/elsewhere-308/translate", (c) => c.body(null, 308, { location: `${other.url}/translate` }))
    .post("/moved/translate", (c) => c.body(null, 308, { location: "/v2/translate" }))
    .post("/v2/translate", (c) => translate(c, configured)));
});
afterAll(async () => {
  await server?.close();
  await other?.close();
});

describe("the LibreTranslate client and redirects", () => {
  for (const status of [307, 308]) {
    it(`refuses a ${status} to another origin: the key never leaves for it, and the failure says why`, async () => {
      elsewhere.length = 0;
      const translator = createLibreTranslateTranslator(`${server.url}/elsewhere-${status}`, "secret-key", { retryDelayMs: 1 });
      const error = await translator.translate(["house"], "es").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ key: "translator_libretranslate_redirect", params: { origin: other.url } });
      expect(elsewhere).toEqual([]);
    });
  }

  it("follows a redirect within the configured origin, with the body and its key", async () => {
    configured.length = 0;
    const translator = createLibreTranslateTranslator(`${server.url}/moved`, "secret-key");
    expect(await translator.translate(["house"], "es")).toEqual(["house (es)"]);
    expect(configured).toEqual([{ path: "/v2/translate", body: expect.objectContaining({ q: ["house"], api_key: "secret-key" }) }]);
  });
});
