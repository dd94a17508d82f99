import { describe, expect, it } from "vitest";
import { api, ApiRequestError, setServerFetch } from "./api-client";
import { queryRetryDelay, retryQuery } from "./query-retry";

const busy = (retryAfterMs?: number) => new ApiRequestError(429, "rate_limited", "Too many requests.", undefined, retryAfterMs);

describe("retryQuery", () => {
  it("asks a busy server again three times, a failed one once, and never a refusal that will not change", () => {
    expect([0, 1, 2, 3].map((n) => retryQuery(n, busy(1000)))).toEqual([true, true, true, false]);
    expect([0, 1].map((n) => retryQuery(n, new ApiRequestError(503, "unavailable", "Down")))).toEqual([true, false]);
    expect([0, 1, 2].map((n) => retryQuery(n, new ApiRequestError(0, "network", "Offline"), 2))).toEqual([true, true, false]);
    expect(retryQuery(0, new ApiRequestError(404, "not_found", "Gone"))).toBe(false);
  });

  it("waits at least the server's Retry-After, else backs off from 1 s, never past 30 s", () => {
    expect([0, 1, 2].map((n) => queryRetryDelay(n, busy(1000)))).toEqual([1000, 2000, 4000]);
    expect(queryRetryDelay(0, busy(5000))).toBe(5000);
    expect(queryRetryDelay(0, busy(120_000))).toBe(30_000);
    expect(queryRetryDelay(1, new Error("x"))).toBe(2000);
  });
});

describe("api() on a 429", () => {
  it("keeps the server's Retry-After on the error", async () => {
    const body = JSON.stringify({ error: { code: "rate_limited", message: "Too many requests." } });
    setServerFetch(async () => new Response(body, { status: 429, headers: { "content-type": "application/json", "retry-after": "2" } }));
    try {
      await expect(api("/words")).rejects.toMatchObject({ status: 429, code: "rate_limited", retryAfterMs: 2000 });
    } finally {
      setServerFetch(undefined);
    }
  });
});
