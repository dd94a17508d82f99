import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { Deps } from "../deps";
import { TEST_CLIENT_IP_HEADER } from "../auth/client-ip";
import { createLogger } from "../lib/logger";
import { FIRST_SCREEN_ENV, limitRequests, WAITING_PER_PLACE } from "./limit-requests";
import { sse } from "./sse";
import type { AppEnv } from "./route";

/**
 * The limiter on a bare app whose one route answers when the test says (`open`): anonymous requests
 * are counted by client address, behind TRUST_PROXY proxies as the sign-in limits read it; health
 * checks and the first screen's own requests are never counted.
 */
function appWith(places: number, trustProxy = 0) {
  const deps = { config: { MAX_REQUESTS_PER_ACCOUNT: places, TRUST_PROXY: trustProxy }, log: createLogger("silent") } as unknown as Deps;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => { open = resolve; });
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => { c.set("actor", null); await next(); });
  app.use("*", limitRequests(deps));
  app.get("*", async (c) => { await gate; return c.json({ ok: true }); });
  return { app, open };
}

const settledWithin = async (p: Response | Promise<Response>, ms = 100) =>
  Promise.race([Promise.resolve(p).then((r) => r.status), new Promise<null>((r) => setTimeout(() => r(null), ms))]);

describe("limitRequests", () => {
  it("counts an anonymous client by its address: another address is served while the first waits", async () => {
    const { app, open } = appWith(1);
    const from = (ip: string) => app.request("/api/words", { headers: { [TEST_CLIENT_IP_HEADER]: ip } });
    const first = from("10.0.0.1");
    const waiting = Array.from({ length: WAITING_PER_PLACE }, () => from("10.0.0.1"));
    const refused = await from("10.0.0.1");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(await settledWithin(Promise.race(waiting))).toBeNull();
    const other = from("10.0.0.2");
    expect(await settledWithin(other)).toBeNull(); // admitted, waiting only for the route's gate
    open();
    expect((await Promise.all([first, ...waiting, other])).every((r) => r.status === 200)).toBe(true);
  });

  it("reads the address behind TRUST_PROXY proxies, not what the client wrote further left", async () => {
    const { app, open } = appWith(1, 1);
    const via = (forwarded: string) => app.request("/api/words", { headers: { "x-forwarded-for": forwarded } });
    const first = via("1.1.1.1, 10.0.0.1");
    // The same client behind the proxy, whatever it wrote on the left: they wait, then one is refused.
    const forged = Array.from({ length: WAITING_PER_PLACE }, (_, i) => via(`2.2.2.${i}, 10.0.0.1`));
    expect(await settledWithin(Promise.race(forged))).toBeNull();
    expect((await via("3.3.3.3, 10.0.0.1")).status).toBe(429);
    open();
    expect((await Promise.all([first, ...forged])).every((r) => r.status === 200)).toBe(true);
  });

  it("holds no place for an event stream once its answer has begun (a job's progress)", async () => {
    const deps = { config: { MAX_REQUESTS_PER_ACCOUNT: 1, TRUST_PROXY: 0 }, log: createLogger("silent") } as unknown as Deps;
    const app = new Hono<AppEnv>();
    app.use("*", async (c, next) => { c.set("actor", null); await next(); });
    app.use("*", limitRequests(deps));
    app.get("/api/jobs/1/events", (c) => sse(c, (stream) => new Promise((resolve) => stream.signal.addEventListener("abort", () => resolve()))));
    app.get("/api/words", (c) => c.json({ ok: true }));
    const stream = await app.request("/api/jobs/1/events");
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    expect(await settledWithin(app.request("/api/words"), 1_000)).toBe(200);
    await stream.body?.cancel();
  });

  it("never counts the health checks or the first screen's requests, and with 0 counts nothing", async () => {
    const { app, open } = appWith(1);
    const first = app.request("/api/words");
    const queued = Array.from({ length: WAITING_PER_PLACE }, () => app.request("/api/words"));
    expect((await app.request("/api/words")).status).toBe(429); // the place and the queue are taken
    const exempt = [app.request("/api/health"), app.request("/api/health/ready"), app.request("/api/words", {}, FIRST_SCREEN_ENV)];
    expect(await settledWithin(Promise.race(exempt))).toBeNull(); // not refused: only the route's gate holds them
    open();
    expect((await Promise.all([first, ...queued, ...exempt])).every((r) => r.status === 200)).toBe(true);

    const off = appWith(0);
    const many = Array.from({ length: 5 }, () => off.app.request("/api/words"));
    off.open();
    expect((await Promise.all(many)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  });
});
