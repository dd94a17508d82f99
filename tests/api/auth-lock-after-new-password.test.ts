import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordFailure, signInEmailKey, twoFactorKey } from "../../src/server/auth/queries";
import { rateLimit } from "../../src/server/db/schema";
import { authPostFrom, createTestContext, signUp, type TestContext } from "../helpers/test-app";

/**
 * A new password lifts the sign-in lock: an owner who locked themself out (failed log-ins are
 * counted per address and client, sign-in-email-limit.ts) and then resets the password by the mailed
 * link, or changes it from a session elsewhere, signs in with the new one at once, from every client.
 * A reset or change that fails lifts nothing. Rate limits are on here.
 */
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext({ RATE_LIMIT: "true" }); });
afterAll(async () => { await ctx.close(); });

const authPost = (path: string, body: unknown, opts: { ip: string; cookie?: string }) => authPostFrom(ctx, path, body, opts);

const signIn = (email: string, password: string, ip: string) => authPost("/sign-in/email", { email, password }, { ip });

/** Five wrong passwords from `ip`: that client is then made to wait (429) even with the right one. */
async function lockOut(email: string, ip: string, rightPassword: string) {
  for (let i = 0; i < 5; i++) expect((await signIn(email, `wrong-${i}-pass`, ip)).status).toBe(401);
  expect((await signIn(email, rightPassword, ip)).status).toBe(429);
}

const keysOf = async (keys: string[]) =>
  (await Promise.all(keys.map((k) => ctx.deps.db.select({ key: rateLimit.key }).from(rateLimit).where(eq(rateLimit.key, k))))).flat().map((r) => r.key);

const hex = () => crypto.randomBytes(3).toString("hex");

/** The reset token from the mailed link, as the set-new-password form receives it. */
async function mailedResetToken(email: string, ip: string): Promise<string> {
  ctx.mail.length = 0;
  expect((await authPost("/request-password-reset", { email }, { ip })).status).toBe(200);
  for (let i = 0; i < 300 && !ctx.mail.some((m) => m.to === email); i++) await new Promise((r) => setTimeout(r, 10));
  const link = new URL(ctx.mail.find((m) => m.to === email)!.link!);
  const follow = await ctx.app.request(link.pathname + link.search);
  return new URL(follow.headers.get("location")!).searchParams.get("token")!;
}

describe("a new password lifts the sign-in lock", () => {
  it("after a reset by the mailed link, the owner signs in at once from every client that was locked; a failed reset lifts nothing", async () => {
    // An underscore in the address: another address that a LIKE pattern would match keeps its lock.
    const u = await signUp(ctx, { email: `x_${hex()}@example.com`, password: "forgotten-1" });
    const lookalike = u.email.replace("_", "z");
    const home = "198.18.3.1";
    const phone = "198.18.3.2";
    await lockOut(u.email, home, "forgotten-1");
    await lockOut(u.email, phone, "forgotten-1");
    const cafe = "198.18.3.3";
    await lockOut(lookalike, cafe, "whatever-1");
    // Wrong second-factor codes counted against the account from a client (sign-in-email-limit.ts).
    for (let i = 0; i < 6; i++) await recordFailure(ctx.deps.db, twoFactorKey(u.id, home), Date.now(), 15 * 60_000);

    const token = await mailedResetToken(u.email, "198.18.3.9");
    // Failed resets (too short a password, a wrong token) change nothing.
    expect((await authPost("/reset-password", { token, newPassword: "123" }, { ip: home })).status).toBe(400);
    expect((await authPost("/reset-password", { token: `${token}x`, newPassword: "remembered-2" }, { ip: home })).status).toBe(400);
    expect((await signIn(u.email, "forgotten-1", home)).status).toBe(429);

    expect((await authPost("/reset-password", { token, newPassword: "remembered-2" }, { ip: home })).status).toBe(200);
    expect((await signIn(u.email, "remembered-2", home)).status).toBe(200);
    expect((await signIn(u.email, "remembered-2", phone)).status).toBe(200);
    expect(await keysOf([twoFactorKey(u.id, home)])).toEqual([]);
    // Someone else's lock stays.
    expect((await signIn(lookalike, "whatever-1", cafe)).status).toBe(429);
    expect(await keysOf([signInEmailKey(lookalike, cafe)])).toEqual([signInEmailKey(lookalike, cafe)]);
  });

  it("after a password change in a session elsewhere; a change with the wrong current password lifts nothing", async () => {
    const u = await signUp(ctx, { email: `change-${hex()}@example.com`, password: "old-pass-1" });
    const laptop = "198.18.4.1";
    await lockOut(u.email, laptop, "old-pass-1");
    for (let i = 0; i < 6; i++) await recordFailure(ctx.deps.db, twoFactorKey(u.id, laptop), Date.now(), 15 * 60_000);

    const desk = "198.18.4.2";
    const wrong = await authPost("/change-password", { currentPassword: "not-the-pass", newPassword: "new-pass-2" }, { ip: desk, cookie: u.cookie });
    expect(wrong.status).toBe(400);
    expect((await signIn(u.email, "old-pass-1", laptop)).status).toBe(429);

    const changed = await authPost("/change-password", { currentPassword: "old-pass-1", newPassword: "new-pass-2" }, { ip: desk, cookie: u.cookie });
    expect(changed.status).toBe(200);
    expect((await signIn(u.email, "new-pass-2", laptop)).status).toBe(200);
    expect(await keysOf([twoFactorKey(u.id, laptop)])).toEqual([]);
  });
});
