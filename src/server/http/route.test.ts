import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Deps } from "../deps";
import { toErrorResponse } from "./errors";
import { JsonBytes } from "../lib/json-bytes";
import { SLICE_BYTES } from "./slice-body";
import { JsonText, jsonObjectText } from "../lib/json-text";
import { defineRoute, type AppEnv } from "./route";
import { sse } from "./sse";

const silent = { error() {} } as never;

function appWith(...routes: ReturnType<typeof defineRoute>[]) {
  return appWithDeps({} as Deps, ...routes);
}

function appWithDeps(deps: Deps, ...routes: ReturnType<typeof defineRoute>[]) {
  const app = new Hono<AppEnv>();
  app.onError((e, c) => toErrorResponse(c, e, silent));
  app.use("*", async (c, next) => {
    c.set("actor", null);
    await next();
  });
  for (const r of routes) r.register(app, deps);
  return app;
}

/** A body that streams `chunks` pieces of `size` bytes with no Content-Length. */
function streamedBody(chunks: number, size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ >= chunks) controller.close();
      else controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
}

const post = (app: Hono<AppEnv>, path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  app.request(path, { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("defineRoute bodies", () => {
  const json = defineRoute({
    method: "POST", path: "/json", permission: "public", maxBodyBytes: 1000,
    body: z.object({ n: z.number() }), response: z.object({ got: z.number() }),
    handler: ({ body }) => ({ got: body.n }),
  });
  const raw = defineRoute({
    method: "POST", path: "/raw", permission: "public", maxBodyBytes: 1000, body: "raw", response: z.object({ bytes: z.number() }),
    handler: async ({ body }) => {
      let bytes = 0;
      for await (const chunk of body) bytes += chunk.byteLength;
      return { bytes };
    },
  });
  const app = appWith(json, raw);

  it("parses and validates a JSON body within its limit", async () => {
    const ok = await post(app, "/json", JSON.stringify({ n: 3 }), { "content-type": "application/json" });
    expect(await ok.json()).toEqual({ got: 3 });
    const bad = await post(app, "/json", JSON.stringify({ n: "3" }), { "content-type": "application/json" });
    expect(bad.status).toBe(400);
    // What a cross-site form can send is not JSON to this server.
    const plain = await post(app, "/json", JSON.stringify({ n: 3 }), { "content-type": "text/plain" });
    expect(plain.status).toBe(415);
  });

  it("refuses a JSON body past its limit while it streams, with or without Content-Length", async () => {
    const declared = await post(app, "/json", "x".repeat(2000), { "content-length": "2000" });
    expect(declared.status).toBe(413);
    const streamed = await post(app, "/json", streamedBody(100, 100));
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
  });

  it("gives a raw route the body as a stream, cut off with a 413 past the limit", async () => {
    const ok = await post(app, "/raw", streamedBody(5, 100));
    expect(await ok.json()).toEqual({ bytes: 500 });
    const big = await post(app, "/raw", streamedBody(50, 100));
    expect(big.status).toBe(413);
  });
});

describe("sse", () => {
  it("sends events as JSON and ends the stream when the handler returns", async () => {
    const route = defineRoute({
      method: "GET", path: "/events", permission: "public", response: "raw",
      handler: ({ c }) => sse(c, async ({ send }) => {
        await send("job", { percent: 10 });
        await send("job", { percent: 100 });
      }),
    });
    const res = await appWith(route).request("/events");
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const text = await res.text();
    expect(text).toBe('event: job\ndata: {"percent":10}\n\nevent: job\ndata: {"percent":100}\n\n');
  });
});

describe("defineRoute maxConcurrent", () => {
  it("refuses one request more than maxConcurrent with 429 before reading its body, and takes the next once one ends", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => { release = r; });
    let bodiesRead = 0;
    const heavy = defineRoute({
      method: "POST", path: "/heavy", permission: "public", maxConcurrent: 1, body: z.object({ n: z.number() }), response: z.object({ n: z.number() }),
      handler: async ({ body }) => {
        bodiesRead++;
        if (body.n === 1) await held;
        return { n: body.n };
      },
    });
    const app = appWith(heavy);
    const json = { "content-type": "application/json" };
    const first = post(app, "/heavy", JSON.stringify({ n: 1 }), json);
    await new Promise((r) => setTimeout(r, 20));
    const second = await post(app, "/heavy", JSON.stringify({ n: 2 }), json);
    expect(second.status).toBe(429);
    expect(((await second.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    expect(bodiesRead).toBe(1);
    release();
    expect((await first).status).toBe(200);
    expect((await post(app, "/heavy", JSON.stringify({ n: 3 }), json)).status).toBe(200);
  });
});

describe("defineRoute response contracts", () => {
  const Item = z.object({ id: z.number(), name: z.string() });
  const routes = [
    defineRoute({ method: "GET", path: "/good", permission: "public", response: Item, handler: () => ({ name: "a", id: 1 }) }),
    defineRoute({ method: "GET", path: "/wrong-type", permission: "public", response: Item, handler: () => ({ id: "1", name: "a" }) }),
    defineRoute({ method: "GET", path: "/leak", permission: "public", response: Item, handler: () => ({ id: 1, name: "a", passwordHash: "x" }) }),
    defineRoute({ method: "GET", path: "/nested-leak", permission: "public", response: z.object({ items: z.array(Item) }), handler: () => ({ items: [{ id: 1, name: "a" }, { id: 2, name: "b", userId: "u" }] }) }),
    defineRoute({ method: "POST", path: "/created", permission: "public", response: Item, status: 201, handler: () => ({ id: 2, name: "b" }) }),
    defineRoute({ method: "POST", path: "/created-by-hand", permission: "public", response: Item, handler: ({ c }) => c.json({ id: 2 }, 201) }),
    defineRoute({ method: "DELETE", path: "/gone", permission: "public", response: "empty", handler: () => undefined }),
    defineRoute({ method: "DELETE", path: "/not-gone", permission: "public", response: "empty", handler: () => ({ deleted: true }) }),
    defineRoute({ method: "GET", path: "/file", permission: "public", response: "raw", handler: () => new Response("a,b\n", { headers: { "content-type": "text/csv" } }) }),
    defineRoute({ method: "GET", path: "/not-file", permission: "public", response: "raw", handler: () => ({ a: 1 }) }),
    defineRoute({ method: "GET", path: "/text", permission: "public", response: Item, handler: () => new JsonText('{"id":3,"name":"c"}') }),
    defineRoute({ method: "GET", path: "/text-leak", permission: "public", response: Item, handler: () => jsonObjectText({ id: 3, name: "c", extra: new JsonText("[1,2]") }) }),
    defineRoute({ method: "POST", path: "/text-created", permission: "public", response: Item, status: 201, handler: () => jsonObjectText({ id: 4, name: new JsonText('"d"') }) }),
    defineRoute({ method: "GET", path: "/bytes", permission: "public", response: Item, handler: () => new JsonBytes(Buffer.from('{"id":5,"name":"שָׁלוֹם"}')) }),
    defineRoute({ method: "GET", path: "/bytes-large", permission: "public", response: z.object({ id: z.number(), names: z.array(z.string()) }), handler: () => new JsonBytes(Buffer.from(JSON.stringify({ id: 6, names: Array.from({ length: 20_000 }, (_, i) => `שֵׁם ${i}`) }))) }),
    defineRoute({ method: "GET", path: "/bytes-leak", permission: "public", response: Item, handler: () => new JsonBytes(Buffer.from('{"id":5,"name":"e","extra":1}')) }),
    defineRoute({ method: "GET", path: "/bytes-valued", permission: "public", response: Item, handler: () => new JsonBytes(Buffer.from('{ "id": 7, "name": "ז" }'), () => ({ id: 7, name: "ז" })) }),
    defineRoute({ method: "GET", path: "/bytes-misvalued", permission: "public", response: Item, handler: () => new JsonBytes(Buffer.from('{"id":7,"name":"ז"}'), () => ({ id: 8, name: "ז" })) }),
  ];
  const logged: string[] = [];
  const deps = (checkResponses: boolean) => ({ config: { checkResponses } }) as unknown as Deps;
  const checked = appWithDeps(deps(true), ...routes);
  checked.onError((e, c) => toErrorResponse(c, e, { error: (o: unknown, m: string) => logged.push(`${m} ${JSON.stringify(o)}`) } as never));
  const unchecked = appWithDeps(deps(false), ...routes);

  it("answers what a handler returns when it matches, with the declared status", async () => {
    expect(await (await checked.request("/good")).json()).toEqual({ id: 1, name: "a" });
    const created = await checked.request("/created", { method: "POST" });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: 2, name: "b" });
    expect((await checked.request("/gone", { method: "DELETE" })).status).toBe(204);
    expect(await (await checked.request("/file")).text()).toBe("a,b\n");
  });

  it("sends a JsonText as it is, as JSON with the declared status, checked where checks are on", async () => {
    const text = await checked.request("/text");
    expect(text.headers.get("content-type")).toBe("application/json");
    expect(await text.text()).toBe('{"id":3,"name":"c"}');
    const created = await checked.request("/text-created", { method: "POST" });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: 4, name: "d" });
    const leak = await checked.request("/text-leak");
    expect(leak.status).toBe(500);
    expect(logged.join("\n")).toContain("GET /api/text-leak breaks its contract: fields the schema does not declare: extra");
    expect(await (await unchecked.request("/text-leak")).text()).toBe('{"id":3,"name":"c","extra":[1,2]}');
  });

  it("sends JsonBytes as the UTF-8 JSON body they are, checked where checks are on", async () => {
    const bytes = await checked.request("/bytes");
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get("content-type")).toBe("application/json");
    expect(await bytes.json()).toEqual({ id: 5, name: "שָׁלוֹם" });
    expect((await checked.request("/bytes-leak")).status).toBe(500);
    expect(logged.join("\n")).toContain("GET /api/bytes-leak breaks its contract: fields the schema does not declare: extra");
    expect(await (await unchecked.request("/bytes-leak")).json()).toEqual({ id: 5, name: "e", extra: 1 });
  });

  it("hands JsonBytes as they are to a first screen's request (its env), and checks their value is their bytes parsed", async () => {
    const kept: JsonBytes[] = [];
    const env = { firstScreen: true, keepAnswer: (answer: JsonBytes) => kept.push(answer) };
    const res = await checked.request("/bytes-valued", {}, env);
    expect(await res.json()).toEqual({ id: 7, name: "ז" });
    expect(kept).toHaveLength(1);
    expect(kept[0]!.bytes.toString("utf8")).toBe('{ "id": 7, "name": "ז" }');
    expect(kept[0]!.value?.()).toEqual({ id: 7, name: "ז" });
    // Any other request's env (or none) is handed nothing.
    await checked.request("/bytes-valued", {}, { keepAnswer: (answer: JsonBytes) => kept.push(answer) });
    await checked.request("/bytes-valued");
    expect(kept).toHaveLength(1);
    const misvalued = await checked.request("/bytes-misvalued", {}, env);
    expect(misvalued.status).toBe(500);
    expect(logged.join("\n")).toContain("GET /api/bytes-misvalued breaks its contract: its value is not its bytes parsed");
  });

  it("sends a body larger than a slice in slices, with its length", async () => {
    const res = await unchecked.request("/bytes-large");
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.byteLength).toBeGreaterThan(2 * SLICE_BYTES);
    expect(res.headers.get("content-length")).toBe(String(body.byteLength));
    expect(JSON.parse(body.toString("utf8"))).toMatchObject({ id: 6, names: expect.arrayContaining(["שֵׁם 19999"]) as unknown });
    expect((await checked.request("/bytes-large")).status).toBe(200);
  });

  it("with checks on (tests, development), a body that breaks the schema is a 500 naming the route", async () => {
    for (const [path, method] of [["/wrong-type", "GET"], ["/leak", "GET"], ["/nested-leak", "GET"], ["/created-by-hand", "POST"], ["/not-gone", "DELETE"], ["/not-file", "GET"]] as const) {
      const res = await checked.request(path, { method });
      expect(res.status, path).toBe(500);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("internal");
    }
    expect(logged.join("\n")).toContain("GET /api/leak breaks its contract: fields the schema does not declare: passwordHash");
    expect(logged.join("\n")).toContain("items[1].userId");
    expect(logged.join("\n")).toContain("GET /api/wrong-type breaks its contract: id:");
  });

  it("with checks off (production), nothing is re-validated", async () => {
    expect(await (await unchecked.request("/leak")).json()).toEqual({ id: 1, name: "a", passwordHash: "x" });
    expect((await unchecked.request("/wrong-type")).status).toBe(200);
  });
});
