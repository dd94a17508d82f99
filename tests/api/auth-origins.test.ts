import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeTrustedOrigins } from "../../src/server/auth/trusted-origins";
import { createTestContext, type TestContext } from "../helpers/test-app";

/** Signing up from a page opened at `pageOrigin`, sent to the server at `serverUrl`. */
async function signUpAt(ctx: TestContext, serverUrl: string, pageOrigin: string) {
  const email = `origin-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const res = await ctx.app.request(`${serverUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: pageOrigin },
    body: JSON.stringify({ email, password: "correct horse", name: "Dana Levi", firstName: "Dana", lastName: "Levi" }),
  });
  return { status: res.status, text: await res.text() };
}

/** The Set-Cookie headers of a sign-up and log-in at `serverUrl` from its own page. */
async function sessionCookies(ctx: TestContext, serverUrl: string): Promise<string[]> {
  const email = `cookie-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const headers = { "content-type": "application/json", origin: serverUrl };
  const up = await ctx.app.request(`${serverUrl}/api/auth/sign-up/email`, {
    method: "POST", headers, body: JSON.stringify({ email, password: "correct horse", name: "Dana Levi", firstName: "Dana", lastName: "Levi" }),
  });
  expect(up.status).toBe(200);
  const res = await ctx.app.request(`${serverUrl}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email, password: "correct horse" }) });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie();
}

/** The session cookie's attributes, lower-cased, by name. */
function sessionCookie(cookies: string[]): { name: string; attributes: Set<string> } {
  const cookie = cookies.find((c) => /^[\w.-]*session_token=/.test(c));
  expect(cookie, cookies.join("\n")).toBeDefined();
  const [pair, ...attributes] = cookie!.split(";").map((p) => p.trim());
  return { name: pair!.slice(0, pair!.indexOf("=")), attributes: new Set(attributes.map((a) => a.toLowerCase())) };
}

describe("without PUBLIC_URL: the address the app is opened at is trusted", () => {
  let ctx: TestContext;
  beforeAll(async () => { ctx = await createTestContext({ PUBLIC_URL: undefined as unknown as string, PORT: "8080" }); });
  afterAll(async () => { await ctx.close(); });

  it.each([
    ["the loopback address", "http://127.0.0.1:8080"],
    ["a classroom's LAN address", "http://192.168.1.20:8080"],
    ["localhost", "http://localhost:8080"],
  ])("signs up through %s", async (_what, address) => {
    expect((await signUpAt(ctx, address, address)).status).toBe(200);
  });

  it("refuses a page of another site, or of another port of the same host", async () => {
    for (const foreign of ["http://evil.example", "http://127.0.0.1:9999", "https://127.0.0.1:8080"]) {
      const res = await signUpAt(ctx, "http://127.0.0.1:8080", foreign);
      expect(res.status, foreign).toBe(403);
      expect(res.text).toMatch(/origin/i);
    }
  });

  it("sets the session cookie HttpOnly and SameSite=Lax for the whole site (no Secure over plain HTTP)", async () => {
    const { name, attributes } = sessionCookie(await sessionCookies(ctx, "http://127.0.0.1:8080"));
    expect(name).toBe("better-auth.session_token");
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=lax");
    expect(attributes).toContain("path=/");
    expect(attributes).not.toContain("secure");
  });

  it("says so at start-up", () => {
    expect(describeTrustedOrigins(ctx.config)).toMatch(/the address the app is opened at/);
  });
});

describe("with PUBLIC_URL: only it and TRUSTED_ORIGINS", () => {
  let ctx: TestContext;
  beforeAll(async () => { ctx = await createTestContext({ PUBLIC_URL: "https://milim.example.org", TRUSTED_ORIGINS: "https://app.example.org" }); });
  afterAll(async () => { await ctx.close(); });

  it("trusts the public address and the listed origins, not the address a request happens to reach", async () => {
    expect((await signUpAt(ctx, "https://milim.example.org", "https://milim.example.org")).status).toBe(200);
    expect((await signUpAt(ctx, "http://127.0.0.1:8080", "https://app.example.org")).status).toBe(200);
    expect((await signUpAt(ctx, "http://127.0.0.1:8080", "http://127.0.0.1:8080")).status).toBe(403);
    expect(describeTrustedOrigins(ctx.config)).toBe("trusted origins: https://milim.example.org, https://app.example.org");
  });

  it("sets the session cookie Secure (and __Secure- named), HttpOnly and SameSite=Lax behind an https PUBLIC_URL", async () => {
    const { name, attributes } = sessionCookie(await sessionCookies(ctx, "https://milim.example.org"));
    expect(name).toBe("__Secure-better-auth.session_token");
    for (const a of ["secure", "httponly", "samesite=lax", "path=/"]) expect(attributes).toContain(a);
  });
});
