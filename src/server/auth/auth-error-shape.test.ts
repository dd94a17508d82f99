import { describe, expect, it } from "vitest";
import { withProjectErrorShape } from "./auth-error-shape";

describe("withProjectErrorShape", () => {
  it("adds { error: { code, message } } and keeps better-auth's fields", async () => {
    const res = await withProjectErrorShape(new Response(JSON.stringify({ message: "Invalid email or password", code: "INVALID_EMAIL_OR_PASSWORD" }), { status: 401 }));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message: "Invalid email or password", code: "INVALID_EMAIL_OR_PASSWORD",
      error: { code: "invalid_email_or_password", message: "Invalid email or password", messageKey: "auth_invalid_email_or_password" },
    });
  });
  it("gives an empty error body a message from its status", async () => {
    const res = await withProjectErrorShape(new Response(null, { status: 404 }));
    expect((await res.json()).error).toEqual({ code: "not_found", message: "Not found", messageKey: "not_found" });
  });
  it("keys better-auth's rate limiter's 429 (its own English text, no code), so a learner reads it in their language", async () => {
    const res = await withProjectErrorShape(new Response(JSON.stringify({ message: "Too many requests. Please try again later." }), { status: 429 }));
    expect((await res.json()).error).toEqual({ code: "rate_limited", message: "Too many requests. Please try again later.", messageKey: "error_too_many_requests" });
  });
  it("leaves successful answers alone", async () => {
    const ok = new Response("{}", { status: 200 });
    expect(await withProjectErrorShape(ok)).toBe(ok);
  });
});
