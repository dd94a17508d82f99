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
      app.get("/", () => { throw new DomainError(kind, "books_no_chapter_verse", {}); });
      app.onError((e, c) => toErrorResponse(c, e, silent));
      const res = await app.request("/");
      expect(res.status).toBe(status);
      const body = (await res.json()) as { error: { code: string; message: string; messageKey?: string } };
      expect(body.error.message).toBe("This book has no such chapter and verse.");
      expect(body.error.messageKey).toBe("books_no_chapter_verse");
      expect(typeof body.error.code).toBe("string");
    }
  });
});

describe("what the log keeps of an error", () => {
  it("drops a failed statement's parameter values (e-mail addresses, names) and keeps the rest", async () => {
    const { withoutParameters } = await import("./errors");
    const cause = Object.assign(new Error("duplicate key"), { code: "23505" });
    const e = Object.assign(new Error("Failed query: insert into profiles …", { cause }), { query: "insert into profiles (email) values ($1)", params: ["dana@example.com"] });
    const kept = withoutParameters(e) as Record<string, unknown>;
    expect(JSON.stringify(kept)).not.toContain("dana@example.com");
    expect(kept).toMatchObject({ message: "Failed query: insert into profiles …", query: "insert into profiles (email) values ($1)", cause: { code: "23505" } });
  });
});
