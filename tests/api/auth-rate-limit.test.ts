import crypto from "node:crypto";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, TEST_CLIENT_IP_HEADER } from "../../src/server/auth/client-ip";
import { signInEmailKey } from "../../src/server/auth/queries";
import { rateLimit } from "../../src/server/db/schema";
import { createTestContext, signUp, type TestContext } from "../helpers/test-app";
import { totp } from "../support/totp";

/** Rate limits are on here (the other test files run with RATE_LIMIT=false). */
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext({ RATE_LIMIT: "true" }); });
afterAll(async () => { await ctx.close(); });

let ipCounter = 0;
/** A new client address for each call unless one is given (in-process requests have no socket). */
const nextIp = () => `10.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}.7`;

async function signIn(email: string, password: string, opts: { ip?: string; headers?: Record<string, string> } = {}) {
  const res = await ctx.app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: ctx.config.publicUrl,
      [TEST_CLIENT_IP_HEADER]: opts.ip ?? nextIp(),
      ...opts.headers,
    },
    body: JSON.stringify({ email, password }),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, headers: res.headers };
}

const freshEmail = () => `rl-${crypto.randomBytes(4).toString("hex")}@example.com`;

describe("failed log-ins per address and client: 5 free, then a wait that doubles (30 s … 15 min)", () => {
  const key = (email: string, ip: string) => eq(rateLimit.key, signInEmailKey(email, ip));
  /** Moves this client's last failure `ms` into the past (instead of waiting). */
  const age = (email: string, ip: string, ms: number) =>
    ctx.deps.db.update(rateLimit).set({ lastRequest: sql`${rateLimit.lastRequest} - ${ms}` }).where(key(email, ip));

  it("makes the guessing client wait after 5 failures, longer with each failure; the owner elsewhere signs in at once", async () => {
    const u = await signUp(ctx, { email: freshEmail(), password: "right-pass-1" });
    const guesser = "203.0.113.5";
    for (let i = 0; i < 5; i++) expect((await signIn(u.email, `wrong-pass-${i}`, { ip: guesser })).status).toBe(401);
    const wait = await signIn(u.email, "right-pass-1", { ip: guesser });
    expect(wait.status).toBe(429);
    expect(wait.json.message).toMatch(/Too many failed log-in attempts for this email address\. Try again in 30 seconds/);
    expect(Number(wait.headers.get("retry-after"))).toBeGreaterThan(25);
    // Same address in other letter case or with spaces: the same counter.
    expect((await signIn(` ${u.email.toUpperCase()} `, "right-pass-1", { ip: guesser })).status).toBe(429);

    // The owner, from their own device, is not locked out by the guesser.
    expect((await signIn(u.email, "right-pass-1", { ip: "198.18.0.44" })).status).toBe(200);

    // After the wait the guesser may try again; one more failure doubles the wait.
    await age(u.email, guesser, 31_000);
    expect((await signIn(u.email, "wrong-again", { ip: guesser })).status).toBe(401);
    const longer = await signIn(u.email, "wrong-again", { ip: guesser });
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get("retry-after"))).toBeGreaterThan(55);
    const [row] = await ctx.deps.db.select().from(rateLimit).where(key(u.email, guesser));
    expect(row?.count).toBe(6);

    // Waited out, the right password works from there too and clears the counter.
    await age(u.email, guesser, 61_000);
    expect((await signIn(u.email, "right-pass-1", { ip: guesser })).status).toBe(200);
    expect(await ctx.deps.db.select().from(rateLimit).where(key(u.email, guesser))).toHaveLength(0);
  });

  it("caps the wait at 15 minutes, and counts failures for unknown addresses too (no hint whether an account exists)", async () => {
    const email = freshEmail();
    const ip = "203.0.113.6";
    for (let i = 0; i < 5; i++) expect((await signIn(email, "whatever-1", { ip })).status).toBe(401);
    expect((await signIn(email, "whatever-1", { ip })).status).toBe(429);
    await ctx.deps.db.update(rateLimit).set({ count: 30 }).where(key(email, ip));
    const capped = await signIn(email, "whatever-1", { ip });
    expect(Number(capped.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    expect(capped.json.message).toMatch(/Try again in 15 minutes/);
  });

  it("a success resets the count; failures in a new window start again from one", async () => {
    const u = await signUp(ctx, { email: freshEmail(), password: "right-pass-3" });
    const ip = "203.0.113.7";
    for (let i = 0; i < 4; i++) await signIn(u.email, "bad-pass-x", { ip });
    expect((await signIn(u.email, "right-pass-3", { ip })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(u.email, "bad-pass-y", { ip })).status).toBe(401);
    expect((await signIn(u.email, "right-pass-3", { ip })).status).toBe(200);
    // (better-auth allows 10 attempts a minute per client address: 10 so far from this one.)
    await ctx.deps.db.delete(rateLimit).where(like(rateLimit.key, `${ip}%`));

    await signIn(u.email, "bad-pass-z", { ip });
    await ctx.deps.db.update(rateLimit).set({ count: 9, lastRequest: Date.now() - 1 }).where(key(u.email, ip));
    await signIn(u.email, "bad-pass-z", { ip });
    const [row] = await ctx.deps.db.select().from(rateLimit).where(key(u.email, ip));
    expect(row?.count).toBe(1);
  });

  it("counts concurrent failures without losing any (incremented in SQL)", async () => {
    const email = freshEmail();
    const ip = "203.0.113.8";
    const answers = await Promise.all(Array.from({ length: 4 }, () => signIn(email, "parallel-1", { ip })));
    // Each is a plain failure: fewer than 5 failures never ask for a wait, however they interleave.
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401]);
    const [row] = await ctx.deps.db.select().from(rateLimit).where(key(email, ip));
    expect(row?.count).toBe(4);
  });
});

describe("wrong second-factor codes per account and client: 5 free, then the same doubling wait", () => {
  async function post(path: string, body: unknown, opts: { ip: string; cookie?: string }) {
    const res = await ctx.app.request(`/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ctx.config.publicUrl, [TEST_CLIENT_IP_HEADER]: opts.ip, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
      body: JSON.stringify(body),
    });
    const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined, cookie, headers: res.headers };
  }
  /** A code no authenticator shows now (not the current step's nor either neighbour's). */
  const wrongCode = (secret: string) => {
    const valid = new Set([-30_000, 0, 30_000].map((d) => totp(secret, Date.now() + d)));
    for (let n = 0; ; n++) if (!valid.has(String(n).padStart(6, "0"))) return String(n).padStart(6, "0");
  };

  it("slows the guesser who has the password; the owner, from their own device, still signs in with the right code", async () => {
    const home = "198.18.7.1";
    const u = await signUp(ctx, { email: freshEmail(), password: "totp-limit-1" });
    const enable = await post("/two-factor/enable", { password: "totp-limit-1" }, { ip: home, cookie: u.cookie });
    expect(enable.status).toBe(200);
    const secret = new URL(enable.json.totpURI).searchParams.get("secret")!;
    expect((await post("/two-factor/verify-totp", { code: totp(secret) }, { ip: home, cookie: enable.cookie || u.cookie })).status).toBe(200);

    // Ten wrong codes from the guesser's address (two password steps: each allows five).
    const guesser = "203.0.113.66";
    const answers: Awaited<ReturnType<typeof post>>[] = [];
    for (let round = 0; round < 2; round++) {
      const step1 = await post("/sign-in/email", { email: u.email, password: "totp-limit-1" }, { ip: guesser });
      expect(step1.json).toMatchObject({ twoFactorRedirect: true });
      for (let i = 0; i < 5; i++) answers.push(await post("/two-factor/verify-totp", { code: wrongCode(secret) }, { ip: guesser, cookie: step1.cookie }));
    }
    const statuses = answers.map((a) => a.status);
    // The owner, from home, is not locked out by them.
    const mine = await post("/sign-in/email", { email: u.email, password: "totp-limit-1" }, { ip: home });
    const signedIn = await post("/two-factor/verify-totp", { code: totp(secret) }, { ip: home, cookie: mine.cookie });
    expect(signedIn.status, JSON.stringify(signedIn.json)).toBe(200);
    expect(signedIn.cookie).toMatch(/session_token=[^;]/);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    // From the sixth on, the guesser waits.
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
    const refused = answers[5]!;
    expect(refused.json.message).toMatch(/^Too many wrong codes\. Try again in \d+ s\.$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(25);

  });
});

describe("per-IP limit (better-auth, keyed by the socket address)", () => {
  it("answers 429 after 10 log-in attempts from one address within a minute; another address still gets through", async () => {
    const ip = "192.0.2.10";
    for (let i = 0; i < 10; i++) expect((await signIn(freshEmail(), "some-pass", { ip })).status).toBe(401);
    const blocked = await signIn(freshEmail(), "some-pass", { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe("Too many requests. Please try again later.");
    // Keyed, so the log-in form says it in the learner's language.
    expect(blocked.json.error).toMatchObject({ code: "rate_limited", messageKey: "error_too_many_requests" });
    expect((await signIn(freshEmail(), "some-pass", { ip: "192.0.2.11" })).status).toBe(401);
    const keys = (await ctx.deps.db.select({ key: rateLimit.key }).from(rateLimit).where(like(rateLimit.key, "192.0.2.10|%"))).map((r) => r.key);
    expect(keys).toEqual(["192.0.2.10|/sign-in/email"]);
  });

  it("ignores a client-supplied copy of the trusted IP header", async () => {
    const ip = "192.0.2.20";
    for (let i = 0; i < 10; i++) {
      const r = await signIn(freshEmail(), "some-pass", { ip, headers: { [CLIENT_IP_HEADER]: `198.51.100.${i}` } });
      expect(r.status).toBe(401);
    }
    expect((await signIn(freshEmail(), "some-pass", { ip, headers: { [CLIENT_IP_HEADER]: "198.51.100.99" } })).status).toBe(429);
    const forged = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(rateLimit).where(like(rateLimit.key, "198.51.100.%"));
    expect(forged[0]?.n).toBe(0);
  });

  it("limits password-reset requests per IP too", async () => {
    const ip = "192.0.2.30";
    const post = () => ctx.app.request("/api/auth/request-password-reset", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ctx.config.publicUrl, [TEST_CLIENT_IP_HEADER]: ip },
      body: JSON.stringify({ email: freshEmail() }),
    });
    for (let i = 0; i < 5; i++) expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(429);
  });
});
