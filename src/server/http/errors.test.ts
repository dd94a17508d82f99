import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { DomainError, type DomainErrorKind } from "../lib/domain-error";
import { toErrorResponse } from "./errors";

const silent = { error() {} } as never;

describe("toErrorResponse", () => {
  it("answers a service's DomainError with its status and the error shape", async () => {
    const expected: Record<DomainErrorKind, number> = {
      invalid: 400, unauthenticated: 401, forbidden: 403, not_found: 404, conflict: 409, too_large: 413, unavailable: 503,
    };
    for (const [kind, status] of Object.entries(expected) as [DomainErrorKind, number][]) {
      const app = new Hono();
      app.get("/", () => { throw new DomainError(kind, `no: ${kind}`); });
      app.onError((e, c) => toErrorResponse(c, e, silent));
      const res = await app.request("/");
      expect(res.status).toBe(status);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.message).toBe(`no: ${kind}`);
      expect(typeof body.error.code).toBe("string");
    }
  });
});
