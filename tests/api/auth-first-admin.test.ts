import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userRoles } from "../../src/server/db/schema";
import { firstAdminSetupToken, isFirstAdminSetupToken } from "../../src/server/auth/first-admin";
import { call, createTestContext, signUp, TEST_AUTH_SECRET, TEST_SETUP_TOKEN, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

describe("the first administrator of an empty instance", () => {
  it("is not whoever signs up first: without the set-up token, or with a wrong one, the account is a user", async () => {
    // The sign-up page asks first whether its link may be used: while there is no administrator, yes.
    expect((await call(ctx, "POST", "/api/setup-link", { body: { token: TEST_SETUP_TOKEN } })).json).toEqual({ open: true });
    const wrong = await call(ctx, "POST", "/api/setup-link", { body: { token: "x".repeat(TEST_SETUP_TOKEN.length) } });
    expect([wrong.status, wrong.json.error.message]).toEqual([403, "This set-up link is not valid for this server. Use the link printed in its log."]);
    const plain = await signUp(ctx, { setupToken: null });
    const roles = await ctx.deps.db.select().from(userRoles);
    expect(roles).toEqual([expect.objectContaining({ userId: plain.id, role: "user" })]);
    await expect(signUp(ctx, { setupToken: "x".repeat(TEST_SETUP_TOKEN.length) }))
      .rejects.toThrow(/403.*This set-up link is not valid for this server/);
  });

  it("is the account that signs up with the set-up token, only one even when several do at the same moment", async () => {
    // Those that pass the link's check together race to the role; one that comes after the winner
    // has finished is told there is an administrator already (and gets no account).
    const answers = await Promise.allSettled(Array.from({ length: 4 }, () => signUp(ctx, { setupToken: TEST_SETUP_TOKEN })));
    for (const a of answers) if (a.status === "rejected") expect(String(a.reason)).toMatch(/409.*already has an administrator/);
    const users = answers.flatMap((a) => (a.status === "fulfilled" ? [a.value] : []));
    expect(users.length).toBeGreaterThanOrEqual(1);
    const admins = await ctx.deps.db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin"));
    expect(admins).toHaveLength(1);
    expect(users.map((u) => u.id)).toContain(admins[0]!.userId);
    const roles = await ctx.deps.db.select().from(userRoles).where(inArray(userRoles.userId, users.map((u) => u.id)));
    expect(roles).toHaveLength(users.length); // one role row each
    expect((await signUp(ctx)).id).not.toBe(admins[0]!.userId);
    // The link, used again once there is an administrator, says so (and makes no account).
    await expect(signUp(ctx, { email: "late@example.com", setupToken: TEST_SETUP_TOKEN })).rejects.toThrow(/409.*already has an administrator/);
    expect(await ctx.deps.db.select().from(userRoles).where(eq(userRoles.role, "admin"))).toHaveLength(1);
    // The page asking about the link now hears the same before it shows a form.
    const spent = await call(ctx, "POST", "/api/setup-link", { body: { token: TEST_SETUP_TOKEN } });
    expect(spent.status).toBe(409);
    expect(spent.json.error.message).toMatch(/already has an administrator/);
  });
});

describe("the set-up token", () => {
  it("is derived from the auth secret (every server sharing AUTH_SECRET accepts the same one) and checked whole", () => {
    expect(TEST_SETUP_TOKEN).toBe(firstAdminSetupToken(TEST_AUTH_SECRET));
    expect(TEST_SETUP_TOKEN).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(firstAdminSetupToken("another-secret-0123456789-0123456789")).not.toBe(TEST_SETUP_TOKEN);
    expect(isFirstAdminSetupToken(TEST_AUTH_SECRET, TEST_SETUP_TOKEN)).toBe(true);
    expect(isFirstAdminSetupToken(TEST_AUTH_SECRET, TEST_SETUP_TOKEN.slice(0, 31))).toBe(false);
    expect(isFirstAdminSetupToken(TEST_AUTH_SECRET, `${TEST_SETUP_TOKEN}x`)).toBe(false);
    expect(isFirstAdminSetupToken(TEST_AUTH_SECRET, "")).toBe(false);
    expect(isFirstAdminSetupToken(TEST_AUTH_SECRET, null)).toBe(false);
  });
});
