import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedUpTo, runMigrationNumber } from "../support/embedded-migrations";

/**
 * Migration 0046 adds dictionary_entries' transliteration_plain and word_sort, computed for the entries already
 * imported (no re-import needed): the migrations before it run on an embedded database, entries are written, then 0046.
 */

const onPg = process.env.MILIM_TEST_DB === "pg";
if (onPg) console.log("migration-0046.test.ts: skipped under MILIM_TEST_DB=pg (it migrates an embedded PGlite of its own; `npm test` runs it)");

describe.skipIf(onPg)("migration 0046 on an embedded database", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedUpTo(46);
    await db.query(`insert into dictionary_entries (source, source_id, word, transliteration, language) values
      ('kaikki-hebrew', 'שלום|noun|1', 'שָׁלוֹם', 'shalóm', 'hebrew'), ('strongs', 'H1', 'אָב', 'ʼâb', 'hebrew'),
      ('bdb', 'c.ah.af', '(ה)גבול', null, 'hebrew')`);
    await runMigrationNumber(db, 46);
  }, 120_000);
  afterAll(async () => { await db?.close(); });

  it("folds the stored transliterations and files the head-words by their letters", async () => {
    const rows = (await db.query<{ source_id: string; transliteration_plain: string | null; word_sort: string }>(
      "select source_id, transliteration_plain, word_sort from dictionary_entries order by source_id")).rows;
    expect(rows).toEqual([
      { source_id: "H1", transliteration_plain: "ab", word_sort: "אב" },
      { source_id: "c.ah.af", transliteration_plain: null, word_sort: "הגבול" },
      { source_id: "שלום|noun|1", transliteration_plain: "shalom", word_sort: "שלום" },
    ]);
    const found = await db.query<{ n: number }>("select count(*)::int as n from dictionary_entries where transliteration_plain like '%shalom%'");
    expect(found.rows[0]!.n).toBe(1);
  });
});
