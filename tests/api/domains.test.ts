import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainListSchema } from "../../src/shared/api/collections";
import { TranslationStatusSchema } from "../../src/shared/api/translation";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, learners: [learner] } = await createUsers(ctx, { learners: 1 }));
});
afterAll(async () => { await ctx.close(); });

describe("GET /api/domains", () => {
  it("lists the four built-in domains by order with their colours", async () => {
    const r = await call(ctx, "GET", "/api/domains", { user: learner });
    expect(r.status).toBe(200);
    const { domains } = DomainListSchema.parse(r.json);
    expect(domains.map((d) => d.slug)).toEqual(["modern", "biblical", "aramaic", "mishna"]);
    expect(domains.map((d) => d.order)).toEqual([1, 2, 3, 4]);
    for (const d of domains) expect(d.color).toMatch(/^\d+ \d+% \d+%$/);
  });

  it("follows the order column", async () => {
    await ctx.deps.db.execute(sql`update domains set "order" = 0 where slug = 'mishna'`);
    try {
      const { domains } = DomainListSchema.parse((await call(ctx, "GET", "/api/domains", { user: learner })).json);
      expect(domains[0]?.slug).toBe("mishna");
    } finally {
      await ctx.deps.db.execute(sql`update domains set "order" = 4 where slug = 'mishna'`);
    }
  });

  it("needs a session", async () => {
    const r = await call(ctx, "GET", "/api/domains");
    expect(r.status).toBe(401);
    expect(r.json.error.code).toBe("unauthenticated");
  });
});

describe("GET /api/admin/translation-status", () => {
  const count = async (where: string) =>
    Number(((await ctx.deps.db.execute(sql.raw(`select count(*)::int as n from words ${where}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);

  it("counts words with all four translations as translated", async () => {
    const total = await count("");
    const translated = await count("where spanish is not null and portuguese is not null and french is not null and italian is not null");
    const r = await call(ctx, "GET", "/api/admin/translation-status", { user: admin });
    expect(r.status).toBe(200);
    expect(TranslationStatusSchema.parse(r.json)).toEqual({ total, translated, missing: total - translated, jobId: null }); // no run going
    expect(total).toBeGreaterThan(0);
  });

  it("changes when a word gains or loses a translation", async () => {
    const before = TranslationStatusSchema.parse((await call(ctx, "GET", "/api/admin/translation-status", { user: admin })).json);
    const id = sql.raw(`(select id from words order by id limit 1)`);
    await ctx.deps.db.execute(sql`update words set spanish = 'a', portuguese = 'b', french = 'c', italian = 'd' where id = ${id}`);
    const full = TranslationStatusSchema.parse((await call(ctx, "GET", "/api/admin/translation-status", { user: admin })).json);
    await ctx.deps.db.execute(sql`update words set italian = null where id = ${id}`);
    const partial = TranslationStatusSchema.parse((await call(ctx, "GET", "/api/admin/translation-status", { user: admin })).json);
    expect(full.total).toBe(before.total);
    expect(full.translated).toBeGreaterThanOrEqual(before.translated);
    expect(partial.translated).toBe(full.translated - 1);
    expect(partial.missing).toBe(full.missing + 1);
  });

  it("is for admins only", async () => {
    const r = await call(ctx, "GET", "/api/admin/translation-status", { user: learner });
    expect(r.status).toBe(403);
    expect(r.json.error.code).toBe("forbidden");
  });
});
