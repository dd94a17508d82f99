import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedUpTo, runMigrationNumber } from "../support/embedded-migrations";

/**
 * Migration 0043 removes the Talmud collections seeded for tractates that have no Gemara (Avot, Kelim…) where they are
 * still the seed's and empty; a filled one, a renamed one, a learner's own and the tractates with Gemara stay. The
 * migrations before it run on an embedded database, the collections are written, then 0043.
 */

const onPg = process.env.MILIM_TEST_DB === "pg";
if (onPg) console.log("migration-0043.test.ts: skipped under MILIM_TEST_DB=pg (it migrates an embedded PGlite of its own; `npm test` runs it)");

describe.skipIf(onPg)("migration 0043 on an embedded database", () => {
  let db: PGlite;
  // [domain, slug, name, owner, words]
  const rows: [string, string, string, string | null, number][] = [
    ["aramaic", "avot", "Avot", null, 0],
    ["aramaic", "kelim", "Kelim", null, 0],
    ["aramaic", "tevul-yom", "Tevul Yom", null, 0],
    ["aramaic", "niddah", "Niddah", null, 0],
    ["aramaic", "berakhot", "Berakhot", null, 2],
    // Filled by an administrator, renamed by one, a learner's own, another domain's.
    ["aramaic", "oktzin", "Oktzin", null, 1],
    ["aramaic", "parah", "Red heifer", null, 0],
    ["aramaic", "middot", "Middot", "u1", 0],
    ["mishna", "tahorot", "Tahorot", null, 0],
  ];
  const slugs = async () => (await db.query<{ s: string }>("select domain || '/' || slug || '/' || coalesce(owner_id, '-') as s from collections order by 1")).rows.map((r) => r.s);

  beforeAll(async () => {
    db = await migratedUpTo(43);
    await db.query(`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ('u1', 'M', 'u1@example.com', true, now(), now())`);
    await db.query(`insert into domains (name, slug, color) values ('Talmud', 'aramaic', '0 0% 0%'), ('Mishna', 'mishna', '0 0% 0%')`);
    for (const [domain, slug, name, owner, n] of rows) {
      const { rows: [c] } = await db.query<{ id: string }>("insert into collections (domain, slug, name, owner_id) values ($1, $2, $3, $4) returning id", [domain, slug, name, owner]);
      for (let i = 0; i < n; i++) await db.query("insert into words (collection_id, hebrew, english) values ($1, $2, 'x')", [c!.id, `מילה${i}`]);
    }
    await runMigrationNumber(db, 43);
  }, 120_000);
  afterAll(async () => { await db?.close(); });

  it("removes the empty seeded Talmud collections of tractates without Gemara, and keeps every other", async () => {
    expect(await slugs()).toEqual([
      "aramaic/berakhot/-", "aramaic/middot/u1", "aramaic/niddah/-", "aramaic/oktzin/-", "aramaic/parah/-", "mishna/tahorot/-",
    ]);
  });
});
