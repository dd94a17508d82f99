import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import {
  createHttpClient, DEFAULT_USER_AGENT, fetchWithinOrigin, findRedirectRefused, HttpRedirectRefusedError, HttpRequestError, HttpResponseTooLargeError, HttpStatusError, retryAfterMs,
} from "./http-client";

/** A server whose routes fail on purpose, counting the tries each one gets. */
const hits = new Map<string, number>();
const hit = (key: string) => {
  const n = (hits.get(key) ?? 0) + 1;
  hits.set(key, n);
  return n;
};
/** The endless body's bytes handed to the connection so far, and whether the client hung up on it. */
const endless = { sent: 0, cancelled: false };
const app = new Hono()
  // A form's answer: "see" the result, which is read with a GET.
  .post("/api/submit", (c) => c.body(null, 303, { location: "/api/result" }))
  .get("/api/result", async (c) => c.json({ method: c.req.method, body: await c.req.text(), type: c.req.header("content-type") ?? null }))
  // Redirects to itself for ever.
  .all("/api/loop", (c) => {
    hit("loop");
    return c.body(null, 307, { location: "/api/loop" });
  })
  // `n` bytes with their length declared.
  .get("/api/sized", (c) => {
    hit("sized");
    const body = new Uint8Array(Number(c.req.query("n"))).fill(0x61);
    return new Response(body, { headers: { "content-length": String(body.length) } });
  })
  // 16 KiB chunks for as long as the client reads, no length declared (chunked).
  .get("/api/endless", () => new Response(new ReadableStream<Uint8Array>({
    pull(controller) {
      endless.sent += 16 * 1024;
      controller.enqueue(new Uint8Array(16 * 1024).fill(0x62));
    },
    cancel() { endless.cancelled = true; },
  })))
  // 307 within the origin (to /api/posted), or to another origin (nothing listens there).
  .post("/api/moved-here", (c) => c.body(null, 307, { location: "/api/posted" }))
  .post("/api/moved-away", (c) => c.body(null, 307, { location: "http://127.0.0.1:9/api/posted" }))
  .post("/api/posted", async (c) => c.json({ body: await c.req.text(), key: c.req.header("authorization") ?? null }))
  .get("/api/echo", (c) => c.json({ ua: c.req.header("user-agent"), q: c.req.query("q"), key: c.req.header("x-api-key") }))
  .get("/api/flaky", (c) => (hit("flaky") < 3 ? c.text("busy", 503) : c.json({ ok: true })))
  .get("/api/limited", (c) => (hit("limited") === 1 ? c.text("slow down", 429, { "retry-after": "1" }) : c.json({ ok: true })))
  .get("/api/missing", (c) => {
    hit("missing");
    return c.text("no such text", 404);
  })
  .post("/api/post-fails", (c) => {
    hit("post");
    return c.text("oops", 500);
  })
  .get("/api/always-down", (c) => {
    hit("down");
    return c.text("down", 502);
  })
  .get("/api/slow", async (c) => {
    hit("slow");
    await new Promise((r) => setTimeout(r, 400));
    return c.json({ ok: true });
  });

let server: TestServer;
const waits: number[] = [];
const client = (extra: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
  createHttpClient({ baseUrl: `${server.url}/api/`, retryDelayMs: 10, sleep: async (ms) => void waits.push(ms), ...extra });

beforeAll(async () => {
  server = await startTestServer(app);
});
afterAll(() => server.close());

describe("createHttpClient", () => {
  it("joins paths to the base URL, adds the query, and sends its User-Agent and headers", async () => {
    const body = await client({ headers: { "x-api-key": "k1" } }).json("/echo", z.object({ ua: z.string(), q: z.string(), key: z.string() }), { query: { q: "בראשית 1", skip: undefined } });
    expect(body).toEqual({ ua: DEFAULT_USER_AGENT, q: "בראשית 1", key: "k1" });
  });

  it("retries a 5xx with a growing backoff and returns the first good answer", async () => {
    waits.length = 0;
    await expect(client().json("flaky", z.object({ ok: z.boolean() }))).resolves.toEqual({ ok: true });
    expect(hits.get("flaky")).toBe(3);
    expect(waits).toHaveLength(2);
    // Doubling with jitter: try n waits retryDelayMs × 2^n × [0.5, 1).
    expect(waits[0]!).toBeGreaterThanOrEqual(5);
    expect(waits[0]!).toBeLessThan(10);
    expect(waits[1]!).toBeGreaterThanOrEqual(10);
    expect(waits[1]!).toBeLessThan(20);
  });

  it("waits as long as a 429's Retry-After says", async () => {
    waits.length = 0;
    const res = await client().request("limited");
    expect(res.status).toBe(200);
    expect(waits).toEqual([1000]);
  });

  it("does not retry a 4xx, returns it from request() and throws it from json()", async () => {
    const res = await client().request("missing");
    expect(res.status).toBe(404);
    await expect(client().json("missing", z.unknown())).rejects.toBeInstanceOf(HttpStatusError);
    expect(hits.get("missing")).toBe(2);
  });

  it("does not resend a POST unless told it is safe", async () => {
    expect((await client().request("post-fails", { method: "POST", body: "x" })).status).toBe(500);
    expect(hits.get("post")).toBe(1);
    expect((await client().request("post-fails", { method: "POST", body: "x", retry: true })).status).toBe(500);
    expect(hits.get("post")).toBe(1 + 4);
  });

  it("gives up after its retries and hands back the last status", async () => {
    const res = await client({ retries: 2 }).request("always-down");
    expect(res.status).toBe(502);
    expect(hits.get("down")).toBe(3);
  });

  it("times out a try that takes too long and says so after the last one", async () => {
    const error = await client({ timeoutMs: 100, retries: 1 }).request("slow").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpRequestError);
    expect((error as Error).message).toMatch(/no response after 2 tries \(.*(timed out|aborted).*\)/i);
    expect(hits.get("slow")).toBe(2);
  });

  it("reports an unreachable server as a request error, not a crash", async () => {
    const error = await createHttpClient({ baseUrl: "http://127.0.0.1:9", retries: 0 }).request("x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpRequestError);
  });

  it("stops at once when the caller aborts", async () => {
    const controller = new AbortController();
    controller.abort(new Error("job cancelled"));
    await expect(client().request("echo", { signal: controller.signal })).rejects.toThrow("job cancelled");
  });

  it("lets prepare() rewrite every try (signing)", async () => {
    const seen: string[] = [];
    const res = await client({ prepare: (r) => { seen.push(r.url); return new Request(r, { headers: { ...Object.fromEntries(r.headers), "x-api-key": `try${seen.length}` } }); } })
      .json("echo", z.object({ key: z.string() }));
    expect(res.key).toBe("try1");
  });
});

describe("maxResponseBytes", () => {
  it("reads a body within it as it is, the answer's URL kept", async () => {
    const res = await client({ maxResponseBytes: 1000 }).request("sized", { query: { n: 1000 } });
    expect(await res.text()).toBe("a".repeat(1000));
    expect(res.url).toBe(`${server.url}/api/sized?n=1000`);
  });

  it("refuses an answer that declares more, before reading it and without another try", async () => {
    hits.delete("sized");
    const error = await client({ maxResponseBytes: 1000 }).request("sized", { query: { n: 1001 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpResponseTooLargeError);
    expect(error).toMatchObject({ limit: 1000, message: `${server.url}/api/sized?n=1001 answered more than 1000 bytes` });
    expect(hits.get("sized")).toBe(1);
  });

  it("fails the read of a body that brings more than it declared (none here), and stops reading it", async () => {
    const limit = 100 * 1024;
    const res = await client({ maxResponseBytes: limit }).request("endless");
    await expect(res.text()).rejects.toBeInstanceOf(HttpResponseTooLargeError);
    await vi.waitFor(() => expect(endless.cancelled).toBe(true));
    // What the connection's buffers held beyond the limit at most, not an endless body.
    expect(endless.sent).toBeLessThan(limit + 4 * 1024 * 1024);
    const streamed = await client({ maxResponseBytes: limit }).request("endless");
    const read = async () => { for await (const _ of streamed.body as unknown as AsyncIterable<Uint8Array>) { /* reading */ } };
    await expect(read()).rejects.toBeInstanceOf(HttpResponseTooLargeError);
  });
});

describe('redirects: "same-origin"', () => {
  it("follows a 303 after a POST as a GET without the body", async () => {
    const res = await client({ redirects: "same-origin" }).request("submit", { method: "POST", body: "secret", headers: { "content-type": "text/plain" } });
    expect(await res.json()).toEqual({ method: "GET", body: "", type: null });
  });

  it("gives up after 5 redirects, without trying again", async () => {
    hits.delete("loop");
    const error = await client({ redirects: "same-origin" }).request("loop").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpRedirectRefusedError);
    expect((error as Error).message).toMatch(/too many redirects/);
    expect(hits.get("loop")).toBe(6);
  });
});

describe("fetchWithinOrigin (a fetch for an SDK)", () => {
  it("follows a 307 within the origin with the body and headers, a URL or a Request alike", async () => {
    const within = fetchWithinOrigin();
    const init = { method: "POST", body: "the words", headers: { authorization: "Bearer k" } };
    for (const res of [await within(`${server.url}/api/moved-here`, init), await within(new Request(`${server.url}/api/moved-here`, init))]) {
      expect(await res.json()).toEqual({ body: "the words", key: "Bearer k" });
    }
  });

  it("refuses a 307 to another origin before anything is sent there, naming the origin asked", async () => {
    const sent: string[] = [];
    const within = fetchWithinOrigin(async (input, init) => {
      sent.push(String(input));
      return fetch(input, init);
    });
    const error = await within(`${server.url}/api/moved-away`, { method: "POST", body: "the words" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpRedirectRefusedError);
    expect((error as Error).message).toContain(`redirects are followed within ${server.url} only`);
    expect(findRedirectRefused(new Error("wrapped", { cause: error }))).toBe(error);
    expect(sent).toEqual([`${server.url}/api/moved-away`]);
  });
});

describe("retryAfterMs", () => {
  it("reads seconds and HTTP dates", () => {
    expect(retryAfterMs("3")).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs("soon")).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
