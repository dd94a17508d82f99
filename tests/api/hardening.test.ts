import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_AUTH_BODY_BYTES } from "../../src/server/http/limit-auth-body";
import { createAdmin, createLearner, createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

let ctx: TestContext;
let learner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  learner = await createAdmin(ctx); // the instance's first account
});
afterAll(async () => { await ctx.close(); });

const dailyGoal = async () => (await call(ctx, "GET", "/api/settings", { user: learner })).json.dailyGoal as number;
const send = (path: string, init: { method?: string; headers?: Record<string, string>; body?: BodyInit }) =>
  ctx.app.request(path, { method: init.method ?? "PATCH", headers: { cookie: learner.cookie, ...init.headers }, ...(init.body !== undefined ? { body: init.body } : {}) });
async function expectError(res: Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(typeof body.error.message).toBe("string");
  if (code) expect(body.error.code).toBe(code);
}

describe("cross-site requests to the app's own routes", () => {
  it("refuses a state-changing request from another origin, or a text/plain body, and changes nothing", async () => {
    const before = await dailyGoal();
    const json = JSON.stringify({ dailyGoal: before + 7 });
    await expectError(await send("/api/settings", { headers: { origin: "http://evil.example", "content-type": "application/json" }, body: json }), 403, "forbidden_origin");
    await expectError(await send("/api/settings", { headers: { "sec-fetch-site": "cross-site", "content-type": "application/json" }, body: json }), 403, "forbidden_origin");
    // A same-site page on another port is another origin.
    await expectError(await send("/api/settings", { headers: { origin: "http://localhost:3001", "content-type": "application/json" }, body: json }), 403, "forbidden_origin");
    // What a cross-site form or a no-cors fetch can send: text/plain.
    await expectError(await send("/api/settings", { headers: { origin: ctx.config.publicUrl, "content-type": "text/plain" }, body: json }), 415, "unsupported_media_type");
    expect(await dailyGoal()).toBe(before);
  });

  it("accepts the app's own pages and clients that are not browsers (no Origin, no Sec-Fetch-Site)", async () => {
    const before = await dailyGoal();
    const own = await send("/api/settings", { headers: { origin: ctx.config.publicUrl, "sec-fetch-site": "same-origin", "content-type": "application/json" }, body: JSON.stringify({ dailyGoal: before + 1 }) });
    expect(own.status).toBe(200);
    const script = await send("/api/settings", { headers: { "content-type": "application/json" }, body: JSON.stringify({ dailyGoal: before + 2 }) });
    expect(script.status).toBe(200);
    expect(await dailyGoal()).toBe(before + 2);
  });
});

describe("input that used to reach the database or overflow the stack", () => {
  it.each([
    "/api/search?q=a%00b",
    "/api/collections/modern/a%00b",
  ])("answers a NUL in the address of %s with 400", async (path) => {
    await expectError(await ctx.app.request(path, { headers: { cookie: learner.cookie } }), 400, "bad_request");
  });

  it("refuses JSON nested 5,000 levels deep, and a NUL in a JSON string, with 400", async () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    await expectError(await send("/api/settings", { headers: { origin: ctx.config.publicUrl, "content-type": "application/json" }, body: `{"dailyGoal":${deep}}` }), 400, "bad_request");
    await expectError(await send("/api/settings", { headers: { origin: ctx.config.publicUrl, "content-type": "application/json" }, body: '{"filter":"a\\u0000b"}' }), 400, "bad_request");
  });
});

describe("account routes", () => {
  const auth = (path: string, body: BodyInit, headers: Record<string, string> = {}) => ctx.app.request(`/api/auth${path}`, {
    method: "POST", headers: { origin: ctx.config.publicUrl, "content-type": "application/json", cookie: learner.cookie, ...headers }, body,
  });

  it("limits the body before better-auth reads it: 413 with the error shape", async () => {
    const big = JSON.stringify({ email: "a@example.com", password: "x".repeat(MAX_AUTH_BODY_BYTES) });
    await expectError(await auth("/sign-in/email", big), 413, "payload_too_large");
    // A declared length past the limit is refused before a byte is read.
    await expectError(await auth("/sign-in/email", "{}", { "content-length": String(200 * 1024 * 1024) }), 413, "payload_too_large");
  });

  it("holds update-user to the sign-up name rules", async () => {
    for (const body of [{ name: null }, { firstName: "" }, { firstName: { a: 1 } }, { lastName: "b".repeat(100) }, { emailVerified: true }]) {
      const res = await auth("/update-user", JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await auth("/update-user", JSON.stringify({ firstName: "Dana\u0000" }))).status).toBe(400);
    expect((await auth("/revoke-session", JSON.stringify({ token: "abc\u0000def" }))).status).toBe(400);
    const ok = await auth("/update-user", JSON.stringify({ firstName: " Dana ", lastName: "Levi" }));
    expect(ok.status).toBe(200);
    const me = await call(ctx, "GET", "/api/me", { user: learner });
    expect(me.json.user).toMatchObject({ firstName: "Dana", lastName: "Levi" });
  });
});

describe("per-user quotas", () => {
  it("stops a learner at PRIVATE_COLLECTIONS_PER_USER collections of their own, with a clear message", async () => {
    const q = await createTestContext({ PRIVATE_COLLECTIONS_PER_USER: "2" });
    try {
      const user = await createAdmin(q); // the instance's first account
      const file = (slug: string) => ({ content: "hebrew,english\r\nשָׁלוֹם,peace\r\n", fileName: `${slug}.csv`, domain: "modern" });
      for (const slug of ["mine-a", "mine-b"]) expect((await call(q, "POST", "/api/collections/import", { user, body: file(slug) })).status).toBe(200);
      const third = await call(q, "POST", "/api/collections/import", { user, body: file("mine-c") });
      expect(third.status).toBe(409);
      expect(third.json.error.message).toBe("You already have 2 collections of your own, the most one account may keep.");
      // Another learner is not affected.
      expect((await call(q, "POST", "/api/collections/import", { user: await createLearner(q), body: file("mine-a") })).status).toBe(200);
    } finally {
      await q.close();
    }
  });

  it("holds the same cap on a restore: a backup that would take a learner past it restores nothing", async () => {
    const q = await createTestContext({ PRIVATE_COLLECTIONS_PER_USER: "2" });
    try {
      // The administrator first (a backup of theirs holds the shared collections too), then the learner.
      const { learners: [user] } = await createUsers(q, { learners: 1 });
      const file = (slug: string) => ({ content: "hebrew,english\r\nשָׁלוֹם,peace\r\n", fileName: `${slug}.csv`, domain: "modern" });
      for (const slug of ["mine-a", "mine-b"]) expect((await call(q, "POST", "/api/collections/import", { user, body: file(slug) })).status).toBe(200);
      const made = await call(q, "POST", "/api/backups", { user });
      const backup = (await call(q, "GET", `/api/backups/${made.json.fileName}`, { user })).json;
      expect(backup.data.collections).toHaveLength(2);
      // The file holds a third private collection (and a fourth): past the cap of 2.
      for (const slug of ["mine-c", "mine-d"]) {
        const id = crypto.randomUUID();
        backup.data.collections.push({ ...backup.data.collections[0], id, slug, name: slug });
        backup.data.words.push({ ...backup.data.words[0], id: crypto.randomUUID(), collection_id: id });
      }
      const restored = await call(q, "POST", "/api/backups/restore", { user, body: backup });
      expect(restored.status).toBe(409);
      expect(restored.json.error.message).toBe("You already have 2 collections of your own, the most one account may keep.");
      const mine = (await call(q, "GET", "/api/collections", { user })).json;
      expect(JSON.stringify(mine)).not.toContain("mine-c");
      const [{ n }] = (await q.deps.db.execute(sql`select count(*)::int as n from collections where owner_id = ${user.id}`) as unknown as { rows: [{ n: number }] }).rows;
      expect(n).toBe(2);
    } finally {
      await q.close();
    }
  });

  it("keeps the newest BACKUPS_KEPT backups of a user and says which older ones it removed", async () => {
    const q = await createTestContext({ BACKUPS_KEPT: "3" });
    try {
      const user = await createAdmin(q); // the instance's first account
      const other = await createLearner(q);
      expect((await call(q, "POST", "/api/backups", { user: other })).status).toBe(200);
      const made: string[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await call(q, "POST", "/api/backups", { user });
        expect(r.status).toBe(200);
        made.push(r.json.fileName as string);
        expect(r.json.removed).toEqual(i < 3 ? [] : [made[i - 3]]);
      }
      const list = (await call(q, "GET", "/api/backups", { user })).json.backups.map((b: { fileName: string }) => b.fileName);
      expect(list).toEqual(made.slice(2).reverse());
      expect((await call(q, "GET", "/api/backups", { user: other })).json.backups).toHaveLength(1);
    } finally {
      await q.close();
    }
  });
});
