import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, progress, settings, user as userTable, userRoles } from "../../src/server/db/schema";
import { USER_MESSAGES } from "../../src/shared/api/users";
import { call, createTestContext, signIn, signUp, type TestContext, type TestUser } from "../helpers/test-app";

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signUp(ctx, { firstName: "Ada", lastName: "Admin" }); // the set-up sign-up
});
afterAll(async () => { await ctx.close(); });

const users = async () => (await call(ctx, "GET", "/api/admin/users", { user: admin })).json.users as { id: string; email: string; role: string; wordsLearned: number; [k: string]: unknown }[];

describe("All Users (Admin Panel)", () => {
  it("lists every account with its profile, words learned, dates and role, from one request", async () => {
    const learner = await signUp(ctx, { firstName: "Lea", lastName: "Learner" });
    const [word] = (await call(ctx, "GET", "/api/collections/modern/daily-1000", { user: learner })).json.words as { id: string }[];
    expect((await call(ctx, "POST", "/api/progress/answers", { user: learner, body: { id: crypto.randomUUID(), wordId: word!.id, action: "know" } })).status).toBeLessThan(300);
    const list = await users();
    const row = list.find((u) => u.id === learner.id)!;
    expect(row).toMatchObject({ email: learner.email, firstName: "Lea", lastName: "Learner", country: null, city: null, wordsLearned: 1, role: "user" });
    expect(Date.parse(row.createdAt as string)).toBeGreaterThan(Date.now() - 60_000);
    expect(row.lastSignInAt).not.toBeNull();
    expect(list.find((u) => u.id === admin.id)!.role).toBe("admin");
    expect(list[0]!.id).toBe(learner.id); // newest first
  });

  it("creates a user who can log in at once, with the role user; a used address is a 409; a short password a 400", async () => {
    const made = await call(ctx, "POST", "/api/admin/users", { user: admin, body: { email: "Made@Example.com", password: "made-pass-1", firstName: " Moshe ", lastName: "", country: "Israel", city: "Haifa" } });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ email: "made@example.com", firstName: "Moshe", lastName: null, country: "Israel", city: "Haifa", role: "user", wordsLearned: 0 });
    const session = await signIn(ctx, "made@example.com", "made-pass-1");
    expect((await call(ctx, "GET", "/api/me", { headers: { cookie: session.cookie } })).json.roles).toEqual(["user"]);
    expect(await ctx.deps.db.select().from(settings).where(eq(settings.userId, made.json.id))).toHaveLength(1);

    const again = await call(ctx, "POST", "/api/admin/users", { user: admin, body: { email: "made@example.com", password: "other-pass-1" } });
    expect(again.status).toBe(409);
    expect(again.json.error.messageKey).toBe(USER_MESSAGES.exists);
    const short = await call(ctx, "POST", "/api/admin/users", { user: admin, body: { email: "short@example.com", password: "12345" } });
    expect(short.status).toBe(400);
    expect(short.json.error.message).toContain("Password must be at least 6 characters");
    expect(await ctx.deps.db.select().from(userTable).where(eq(userTable.email, "short@example.com"))).toHaveLength(0);
  });

  it("edits a profile (names follow into the account), never the e-mail", async () => {
    const u = await signUp(ctx);
    const edited = await call(ctx, "PATCH", `/api/admin/users/${u.id}`, { user: admin, body: { firstName: "Dina", lastName: "Cohen", country: "France", city: "Lyon" } });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ firstName: "Dina", lastName: "Cohen", country: "France", city: "Lyon" });
    const [account] = await ctx.deps.db.select().from(userTable).where(eq(userTable.id, u.id));
    expect(account).toMatchObject({ firstName: "Dina", lastName: "Cohen", name: "Dina Cohen" });
    const email = await call(ctx, "PATCH", `/api/admin/users/${u.id}`, { user: admin, body: { email: "new@example.com" } });
    expect(email.status).toBe(400);
    expect((await ctx.deps.db.select().from(profiles).where(eq(profiles.id, u.id)))[0]!.email).toBe(u.email);
    expect((await call(ctx, "PATCH", "/api/admin/users/no-such-user", { user: admin, body: { city: "x" } })).status).toBe(404);
  });

  it("sets the role None / User / Admin by replacing the row, at once for the user; the last administrator keeps it", async () => {
    const u = await signUp(ctx);
    const set = (id: string, role: string) => call(ctx, "PUT", `/api/admin/users/${id}/role`, { user: admin, body: { role } });
    expect((await set(u.id, "admin")).json.role).toBe("admin");
    expect((await call(ctx, "GET", "/api/admin/users", { user: u })).status).toBe(200); // an admin now
    expect(await ctx.deps.db.select().from(userRoles).where(eq(userRoles.userId, u.id))).toEqual([expect.objectContaining({ role: "admin" })]);
    expect((await set(u.id, "none")).json.role).toBe("none");
    expect(await ctx.deps.db.select().from(userRoles).where(eq(userRoles.userId, u.id))).toHaveLength(0);
    expect((await call(ctx, "GET", "/api/admin/users", { user: u })).status).toBe(403);
    expect((await set(u.id, "user")).json.role).toBe("user");
    expect((await set(u.id, "owner")).status).toBe(400);
    const last = await set(admin.id, "user");
    expect(last.status).toBe(409);
    expect(last.json.error.messageKey).toBe(USER_MESSAGES.lastAdminRole);
    expect((await set("no-such-user", "user")).status).toBe(404);
  });

  it("deletes a user and every row of theirs; never oneself or the last administrator", async () => {
    const u = await signUp(ctx);
    const [word] = (await call(ctx, "GET", "/api/collections/modern/daily-1000", { user: u })).json.words as { id: string }[];
    expect((await call(ctx, "POST", "/api/progress/answers", { user: u, body: { id: crypto.randomUUID(), wordId: word!.id, action: "know" } })).status).toBeLessThan(300);
    const gone = await call(ctx, "DELETE", `/api/admin/users/${u.id}`, { user: admin });
    expect(gone.status).toBe(204);
    expect(await ctx.deps.db.select().from(userTable).where(eq(userTable.id, u.id))).toHaveLength(0);
    expect(await ctx.deps.db.select().from(progress).where(eq(progress.userId, u.id))).toHaveLength(0);
    expect(await ctx.deps.db.select().from(profiles).where(eq(profiles.id, u.id))).toHaveLength(0);
    expect((await call(ctx, "GET", "/api/me", { user: u })).status).toBe(401);
    expect((await call(ctx, "DELETE", `/api/admin/users/${u.id}`, { user: admin })).status).toBe(404);

    const self = await call(ctx, "DELETE", `/api/admin/users/${admin.id}`, { user: admin });
    expect(self.status).toBe(409);
    expect(self.json.error.messageKey).toBe(USER_MESSAGES.deleteSelf);
    // Another administrator cannot delete the last one either... once the other is the only one left.
    const second = await signUp(ctx);
    await call(ctx, "PUT", `/api/admin/users/${second.id}/role`, { user: admin, body: { role: "admin" } });
    expect((await call(ctx, "PUT", `/api/admin/users/${admin.id}/role`, { user: second, body: { role: "user" } })).status).toBe(200);
    const lastOne = await call(ctx, "DELETE", `/api/admin/users/${second.id}`, { user: second });
    expect(lastOne.status).toBe(409);
    expect((await call(ctx, "PUT", `/api/admin/users/${admin.id}/role`, { user: second, body: { role: "admin" } })).status).toBe(200);
  });
});
