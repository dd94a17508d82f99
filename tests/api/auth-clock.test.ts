import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authPostFrom, createTestContext, signUp, type TestContext } from "../helpers/test-app";
import { totp } from "../support/totp";

/**
 * The auth limits decide by the server clock (deps.now), as every other rule: moving it past a
 * wrong-code wait lets the owner in. (They once read Date.now(), so a moved clock changed nothing.)
 */
let offset = 0;
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext({ RATE_LIMIT: "true" }, { overrides: { now: () => new Date(Date.now() + offset) } }); });
afterAll(async () => { await ctx?.close(); });

const post = (path: string, body: unknown, opts: { ip: string; cookie?: string }) => authPostFrom(ctx, path, body, opts);

const wrongCode = (secret: string) => {
  const valid = new Set([-30_000, 0, 30_000].map((d) => totp(secret, Date.now() + d)));
  for (let n = 0; ; n++) if (!valid.has(String(n).padStart(6, "0"))) return String(n).padStart(6, "0");
};

describe("the two-factor wrong-code wait on the server clock", () => {
  it("holds while the clock stands and ends when it passes the wait", async () => {
    const ip = "192.0.2.44";
    const u = await signUp(ctx, { password: "clock-pass-1" });
    const enable = await post("/two-factor/enable", { password: "clock-pass-1" }, { ip, cookie: u.cookie });
    const secret = new URL(enable.json.totpURI as string).searchParams.get("secret")!;
    expect((await post("/two-factor/verify-totp", { code: totp(secret) }, { ip, cookie: enable.cookie || u.cookie })).status).toBe(200);

    const step1 = await post("/sign-in/email", { email: u.email, password: "clock-pass-1" }, { ip });
    for (let i = 0; i < 5; i++) expect((await post("/two-factor/verify-totp", { code: wrongCode(secret) }, { ip, cookie: step1.cookie })).status).toBe(401);
    const held = await post("/two-factor/verify-backup-code", { code: "xxxxx-xxxxx" }, { ip, cookie: step1.cookie });
    expect(held.status).toBe(429);
    expect(held.json.error.messageKey).toBe("auth_wrong_codes_wait_seconds");

    offset = 16 * 60_000; // past the longest wait and the window
    const step1Again = await post("/sign-in/email", { email: u.email, password: "clock-pass-1" }, { ip });
    const signedIn = await post("/two-factor/verify-totp", { code: totp(secret) }, { ip, cookie: step1Again.cookie });
    expect(signedIn.status).toBe(200);
  });
});
