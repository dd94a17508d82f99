import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { user as userTable } from "../../src/server/db/schema";
import { call, createTestContext, signIn, signUp, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext({ ADMIN_EMAILS: "boss@example.com" }); });
afterAll(async () => { await ctx.close(); });

describe("accounts and roles", () => {
  it("makes the set-up sign-up admin, later ones users, and ADMIN_EMAILS admin once verified, at the next log-in too", async () => {
    const first = await signUp(ctx); // carries the set-up token
    const second = await signUp(ctx); // an administrator exists: no set-up token
    const boss = await signUp(ctx, { email: "Boss@Example.com" });
    expect((await call(ctx, "GET", "/api/me", { user: first })).json.roles).toEqual(["admin"]);
    expect((await call(ctx, "GET", "/api/me", { user: second })).json.roles).toEqual(["user"]);
    expect((await call(ctx, "GET", "/api/me", { user: boss })).json.isAdmin).toBe(false);
    // Verified by other means (an administrator's panel, a past link): the next log-in honours the list.
    await ctx.deps.db.update(userTable).set({ emailVerified: true }).where(eq(userTable.id, boss.id));
    const again = await signIn(ctx, boss.email, boss.password);
    expect((await call(ctx, "GET", "/api/me", { user: { ...boss, cookie: again.cookie } })).json.roles).toEqual(["admin"]);
  });

  it("answers 401 with the error shape without a session", async () => {
    const r = await call(ctx, "GET", "/api/me");
    expect(r.status).toBe(401);
    expect(r.json).toEqual({ error: { code: "unauthenticated", message: "User must be authenticated", messageKey: "error_sign_in" } });
  });

  it("answers the account, its roles and its settings, created with their defaults on the first read, then as saved", async () => {
    const u = await signUp(ctx);
    const first = (await call(ctx, "GET", "/api/me", { user: u })).json;
    expect(first).toMatchObject({ user: { id: u.id, email: u.email, twoFactorEnabled: false }, roles: ["user"], isAdmin: false });
    expect(first.settings).toEqual((await call(ctx, "GET", "/api/settings", { user: u })).json);
    expect(first.settings).toMatchObject({ darkMode: null, dailyGoal: 30, shuffle: false, filter: "all", interfaceLanguage: null });
    await call(ctx, "PATCH", "/api/settings", { user: u, body: { darkMode: false, dailyGoal: 12 } });
    expect((await call(ctx, "GET", "/api/me", { user: u })).json.settings).toMatchObject({ darkMode: false, dailyGoal: 12 });
  });

  it("creates default settings and validates updates", async () => {
    const u = await signUp(ctx);
    expect((await call(ctx, "GET", "/api/settings", { user: u })).json).toEqual({
      // The theme follows the system (the browser's prefers-color-scheme) until the learner chooses one.
      darkMode: null, dailyGoal: 30, shuffle: false, filter: "all",
      reader: { viewMode: "both", hebrewSize: 20, translationSize: 16, hebrewAlign: "right", translationAlign: "left", vowels: "always", fadeDays: 21 },
      interfaceLanguage: null,
    });
    const bad = await call(ctx, "PATCH", "/api/settings", { user: u, body: { dailyGoal: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe("validation_failed");
    // The schema's message as written, without the field name before it; zod's own messages name the field.
    expect(bad.json.error.message).toBe("Daily goal must be between 1 and 200");
    // …and its key and parameters, which the client words in the learner's language.
    expect(bad.json.error).toMatchObject({ messageKey: "settings_daily_goal_range", params: { min: 1, max: 200 } });
    const wrongType = await call(ctx, "PATCH", "/api/settings", { user: u, body: { dailyGoal: "many" } });
    expect(wrongType.json.error.message).toBe("dailyGoal: Invalid input: expected number, received string");
    expect(wrongType.json.error.messageKey).toBeUndefined();
    const ok = await call(ctx, "PATCH", "/api/settings", { user: u, body: { darkMode: true } });
    expect(ok.json.darkMode).toBe(true);
    // null: as the system again.
    expect((await call(ctx, "PATCH", "/api/settings", { user: u, body: { darkMode: null } })).json.darkMode).toBeNull();
    expect((await call(ctx, "GET", "/api/settings", { user: u })).json.dailyGoal).toBe(30);
    // The reader's view is kept whole, within the spec's bounds (Hebrew 14–36, translation 12–28).
    const reader = { viewMode: "hebrew", hebrewSize: 36, translationSize: 12, hebrewAlign: "center", translationAlign: "right", vowels: "never", fadeDays: 21 };
    expect((await call(ctx, "PATCH", "/api/settings", { user: u, body: { reader } })).json.reader).toEqual(reader);
    expect((await call(ctx, "PATCH", "/api/settings", { user: u, body: { reader: { ...reader, hebrewSize: 37 } } })).status).toBe(400);
    expect((await call(ctx, "PATCH", "/api/settings", { user: u, body: { reader: { ...reader, translationSize: 11.5 } } })).status).toBe(400);
    expect((await call(ctx, "GET", "/api/settings", { user: u })).json.reader).toEqual(reader);
  });

  it("keeps the interface language with the learner's settings, across sessions", async () => {
    const u = await signUp(ctx);
    const saved = await call(ctx, "PATCH", "/api/settings", { user: u, body: { interfaceLanguage: "he" } });
    expect(saved.status).toBe(200);
    expect(saved.json.interfaceLanguage).toBe("he");
    // Another device: the same account's session reads it back, with the rest of the settings untouched.
    const me = await call(ctx, "GET", "/api/me", { user: u });
    expect(me.json.settings).toMatchObject({ interfaceLanguage: "he", dailyGoal: 30, darkMode: null });
    expect((await call(ctx, "PATCH", "/api/settings", { user: u, body: { interfaceLanguage: "de" } })).status).toBe(400);
    expect((await call(ctx, "GET", "/api/settings", { user: u })).json.interfaceLanguage).toBe("he");
    // null: the browser's languages again.
    expect((await call(ctx, "PATCH", "/api/settings", { user: u, body: { interfaceLanguage: null } })).json.interfaceLanguage).toBeNull();
  });

  it("writes account e-mails in the recipient's interface language, else in the request's", async () => {
    const resetMail = async (email: string, acceptLanguage: string) => {
      ctx.mail.length = 0;
      const res = await ctx.app.request("/api/auth/request-password-reset", {
        method: "POST",
        headers: { "content-type": "application/json", origin: ctx.config.publicUrl, "accept-language": acceptLanguage },
        body: JSON.stringify({ email }),
      });
      expect(res.status).toBe(200);
      for (let i = 0; i < 100 && ctx.mail.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(ctx.mail).toHaveLength(1);
      return ctx.mail[0]!;
    };
    const chose = await signUp(ctx);
    await call(ctx, "PATCH", "/api/settings", { user: chose, body: { interfaceLanguage: "fr" } });
    const french = await resetMail(chose.email, "es");
    expect(french.subject).toBe("Réinitialisez votre mot de passe Milim");
    expect(french.text).toContain(french.link!);
    const spanish = await resetMail((await signUp(ctx)).email, "es-MX,es;q=0.9");
    expect(spanish.subject).toBe("Restablece tu contraseña de Milim");
    expect(spanish.text).toMatch(/^Hola:/);
  });

  it("seeds the built-in data once", async () => {
    const { seedDatabase } = await import("../../src/server/seed/seed");
    expect(await seedDatabase(ctx.deps.db)).toEqual({ seeded: false });
  });
});
