import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userRoles } from "../../src/server/db/schema";
import { createTestContext, signUp, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

describe("the first account of an empty instance", () => {
  it("becomes the only admin even when several people sign up at the same moment", async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => signUp(ctx)));
    const admins = await ctx.deps.db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin"));
    expect(admins).toHaveLength(1);
    expect(users.map((u) => u.id)).toContain(admins[0]!.userId);
    const roles = await ctx.deps.db.select().from(userRoles);
    expect(roles).toHaveLength(4); // one role row each
    expect((await signUp(ctx)).id).not.toBe(admins[0]!.userId);
    expect(await ctx.deps.db.select().from(userRoles).where(eq(userRoles.role, "admin"))).toHaveLength(1);
  });
});
