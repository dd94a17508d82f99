import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EmbeddedMaintenance } from "../../src/server/db/embedded-maintenance";
import { createAdmin } from "../helpers/factories";
import { createTestContext, type TestContext } from "../helpers/test-app";

/**
 * The embedded database's autovacuum (PGlite runs no autovacuum of its own): on a real, seeded
 * PGlite, words added after start-up are vacuumed (GIN pending lists merged) and analyzed once
 * they pass autovacuum's thresholds, and a table within its thresholds is left alone. A PostgreSQL
 * server has its own autovacuum, which may treat the same tables at any moment and reports its
 * counters with a delay, so this file runs on PGlite only.
 */
const onPg = process.env.MILIM_TEST_DB === "pg";
if (onPg) console.log("embedded-maintenance.test.ts: skipped under MILIM_TEST_DB=pg (the maintenance runs on the embedded PGlite only; `npm test` runs it)");

type Stats = { reltuples: number; inserted: number; modified: number; vacuumed: boolean; analyzed: boolean };

describe.skipIf(onPg)("embedded database maintenance (PGlite)", () => {
  let ctx: TestContext;
  let maintenance: EmbeddedMaintenance;
  const stats = async (table: string): Promise<Stats> => {
    // The database reports its counters at most once a second unless told to at its next idle moment.
    await ctx.deps.db.execute(sql`select pg_stat_force_next_flush()`);
    const r = (await ctx.deps.db.execute(sql`
      select c.reltuples::float8 as reltuples, s.n_ins_since_vacuum::int as inserted, s.n_mod_since_analyze::int as modified,
        s.last_vacuum is not null as vacuumed, s.last_analyze is not null as analyzed
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = ${table}`)) as unknown as { rows: Stats[] };
    return r.rows[0]!;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    maintenance = new EmbeddedMaintenance(ctx.deps.db);
  });
  afterAll(async () => {
    await maintenance?.stop();
    await ctx?.close();
  });

  it("treats what the seed left past the thresholds, then leaves the tables alone until they change", async () => {
    await maintenance.runOnce();
    const second = await maintenance.runOnce();
    expect(second, JSON.stringify(second)).toEqual([]);
  });

  it("vacuums and analyzes words added past the insert threshold, and search finds them", async () => {
    const before = await stats("words");
    const added = Math.ceil(1000 + 0.2 * Math.max(0, before.reltuples)) + 10;
    await ctx.deps.db.execute(sql`
      insert into words (collection_id, hebrew, english, translit, freq_rank)
      select (select id from collections where owner_id is null order by "order" limit 1), 'מִלָּה', 'maintenanceword ' || g, 'milah', 100000 + g
      from generate_series(1, ${added}) g`);
    expect((await stats("words")).inserted).toBe(before.inserted + added);

    const steps = await maintenance.runOnce();
    expect(steps).toContainEqual({ table: "words", vacuum: true, analyze: true });
    const after = await stats("words");
    expect(after).toMatchObject({ inserted: 0, modified: 0, vacuumed: true, analyzed: true });
    expect(after.reltuples).toBeGreaterThanOrEqual(added);

    const user = await createAdmin(ctx);
    const res = await ctx.app.request("/api/search?q=maintenanceword", { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { words: unknown[] }).words).toHaveLength(500);
  });

  it("a few changes stay below the thresholds", async () => {
    await ctx.deps.db.execute(sql`update words set pos = 'noun' where english = 'maintenanceword 1'`);
    const steps = await maintenance.runOnce();
    expect(steps, JSON.stringify(steps)).toEqual([]);
  });

  it("runs on its interval once started, and stop() ends it", async () => {
    const quick = new EmbeddedMaintenance(ctx.deps.db, undefined, 50);
    await ctx.deps.db.execute(sql`insert into domains (name, slug, color, "order") select 'Maint ' || g, 'maint-' || g, '#000000', 900 + g from generate_series(1, 60) g`);
    quick.start();
    for (let i = 0; i < 100 && !(await stats("domains")).analyzed; i++) await new Promise((r) => setTimeout(r, 50));
    await quick.stop();
    expect((await stats("domains")).modified).toBe(0);
  });
});
