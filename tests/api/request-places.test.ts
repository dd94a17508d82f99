import crypto from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";
import { startTestServer, type TestServer } from "../support/test-server";
import { WAITING_PER_PLACE } from "../../src/server/http/limit-requests";

/**
 * Fair admission (http/limit-requests.ts): an account has MAX_REQUESTS_PER_ACCOUNT requests in
 * flight (8 here), four times as many more wait, the next is refused with 429 and Retry-After; another account
 * is served meanwhile. A request is held in flight by its body: PUT /api/books/:id/progress reads
 * it only once admitted (the stream's first pull says so), and fails with 400 when it ends as junk.
 * A heavy route's request (the collection page) also takes the account's one heavy place.
 */
const PLACES = 8;
let ctx: TestContext;
let server: TestServer;
let a: TestUser;
let b: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ MAX_REQUESTS_PER_ACCOUNT: String(PLACES) });
  ({ learners: [a, b] } = await createUsers(ctx, { learners: 2 }));
  server = await startTestServer(ctx.app);
});
afterAll(async () => {
  await server?.close();
  await ctx?.close();
});

const progressPath = () => `/api/books/${crypto.randomUUID()}/progress`;

/** A request of `user` whose body stays open until `finish` (then it is junk: 400). */
function held(user: TestUser) {
  let admit!: () => void;
  const admitted = new Promise<void>((resolve) => { admit = resolve; });
  let end!: () => void;
  const ended = new Promise<void>((resolve) => { end = resolve; });
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      admit();
      await ended;
      controller.enqueue(new TextEncoder().encode("{ not json"));
      controller.close();
    },
  }, { highWaterMark: 0 });
  const response = ctx.app.request(progressPath(), {
    method: "PUT", body, duplex: "half",
    headers: { cookie: user.cookie, origin: ctx.config.publicUrl, "content-type": "application/json" },
  } as RequestInit);
  return { admitted, finish: end, response };
}

const list = (user: TestUser) => call(ctx, "GET", "/api/collections?domain=modern", { user });
const pending = async (p: Promise<unknown>, ms = 300) => {
  let done = false;
  void p.then(() => { done = true; }, () => { done = true; });
  await new Promise((r) => setTimeout(r, ms));
  return !done;
};

describe("requests in flight per account", () => {
  it("makes the 9th request wait, refuses past the queue with 429 and Retry-After, while another account is served at once", async () => {
    const holding = Array.from({ length: PLACES }, () => held(a));
    await Promise.all(holding.map((h) => h.admitted));
    const ninth = list(a);
    expect(await pending(ninth)).toBe(true);

    const started = performance.now();
    const other = await list(b);
    expect(other.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await pending(ninth, 0)).toBe(true);

    const queued = Array.from({ length: PLACES * WAITING_PER_PLACE - 1 }, () => list(a));
    const refused = await list(a);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatchObject({ code: "rate_limited", messageKey: "error_too_many_requests" });
    expect(refused.headers.get("retry-after")).toBe("1");

    holding[0]!.finish();
    expect((await holding[0]!.response).status).toBe(400);
    expect((await ninth).status).toBe(200);
    for (const h of holding) h.finish();
    expect((await Promise.all(holding.map((h) => h.response))).map((r) => r.status)).toEqual(Array(PLACES).fill(400));
    expect((await Promise.all(queued)).map((r) => r.status)).toEqual(Array(PLACES * WAITING_PER_PLACE - 1).fill(200));
  });

  it("frees the places of failed and aborted requests (client gone, admitted or waiting): the account then has all of them again", async () => {
    // Over HTTP, 3 × (places + queue) requests whose client goes away mid-body.
    for (let round = 0; round < 3; round++) {
      const requests = Array.from({ length: PLACES * (1 + WAITING_PER_PLACE) }, () => {
        const req = http.request(`${server.url}${progressPath()}`, {
          method: "PUT", headers: { cookie: a.cookie, origin: ctx.config.publicUrl, "content-type": "application/json", "transfer-encoding": "chunked" },
        });
        req.on("error", () => {});
        req.write("{");
        return req;
      });
      await new Promise((r) => setTimeout(r, 200));
      for (const req of requests) req.destroy();
    }
    // The server hears the last round's clients go away a moment later: until then their places and
    // queue are full and a new request is refused (429). Once one is served, the aborts have been heard.
    for (let tries = 0; (await list(a)).status !== 200; tries++) {
      expect(tries).toBeLessThan(100);
      await new Promise((r) => setTimeout(r, 100));
    }
    // Failed ones (400) as well.
    const failing = Array.from({ length: PLACES }, () => held(a));
    await Promise.all(failing.map((h) => h.admitted));
    for (const h of failing) h.finish();
    expect(new Set((await Promise.all(failing.map((h) => h.response))).map((r) => r.status))).toEqual(new Set([400]));

    // Every place is back: PLACES held at once are all admitted, and one more waits for them.
    const again = Array.from({ length: PLACES }, () => held(a));
    await Promise.all(again.map((h) => h.admitted));
    const next = list(a);
    expect(await pending(next)).toBe(true);
    for (const h of again) h.finish();
    expect((await next).status).toBe(200);
    await Promise.all(again.map((h) => h.response));
  });
});

describe("heavy requests (the collection page) per account", () => {
  const page = (user: TestUser) => call(ctx, "GET", "/api/collections/modern/daily-1000", { user });

  it("builds one account's pages one at a time, while its other requests and another account's pages go on", async () => {
    // The first page to read its word list waits at a gate; the pages after it pass.
    const cache = ctx.deps.wordLists;
    const real = cache.getOrLoad.bind(cache);
    let reads = 0;
    let entered!: () => void;
    const reading = new Promise<void>((resolve) => { entered = resolve; });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => { open = resolve; });
    cache.getOrLoad = async (...args) => {
      if (++reads === 1) {
        entered();
        await gate;
      }
      return real(...args);
    };
    try {
      const first = page(a);
      await reading;
      const second = page(a);
      expect(await pending(second)).toBe(true);
      expect(reads).toBe(1); // the second page has not begun its reads: it waits for the heavy place

      expect((await list(a)).status).toBe(200); // the account's other requests are not held
      const other = await page(b);
      expect(other.status).toBe(200);
      expect(reads).toBe(2);

      open();
      expect((await first).status).toBe(200);
      const next = await second;
      expect(next.status).toBe(200);
      expect(next.json).toEqual((await first).json);
      expect(reads).toBe(3);
    } finally {
      cache.getOrLoad = real;
      open();
    }
  });
});
