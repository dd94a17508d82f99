import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedUpTo, runMigrationNumber } from "../support/embedded-migrations";
import { ReaderPreferencesSchema } from "../../src/shared/api/settings";

/**
 * Migration 0034 adds 'Vowels on the words I know' to the reader's view: a saved view keeps what
 * it had and gets vowels 'always' and a 21-day threshold; a settings row made afterwards has them
 * by default. The migrations before it run on an embedded database, a saved view is written, then 0034.
 */

const onPg = process.env.MILIM_TEST_DB === "pg";
if (onPg) console.log("migration-0034.test.ts: skipped under MILIM_TEST_DB=pg (it migrates an embedded PGlite of its own; `npm test` runs it)");

describe.skipIf(onPg)("migration 0034 on an embedded database", () => {
  let db: PGlite;
  const before = { viewMode: "hebrew", hebrewSize: 30, translationSize: 14, hebrewAlign: "center", translationAlign: "right" };
  const addUser = (id: string) => db.query(`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ($1, 'M', $2, true, now(), now())`, [id, `${id}@example.com`]);
  const readerOf = async (id: string) => (await db.query<{ reader: unknown }>("select reader from settings where user_id = $1", [id])).rows[0]!.reader;

  beforeAll(async () => {
    db = await migratedUpTo(34);
    await addUser("saved-view");
    await db.query("insert into settings (user_id, reader) values ($1, $2::jsonb)", ["saved-view", JSON.stringify(before)]);
    await runMigrationNumber(db, 34);
  }, 120_000);
  afterAll(async () => { await db?.close(); });

  it("keeps a saved view and gives it vowels 'always' and 21 days", async () => {
    const reader = await readerOf("saved-view");
    expect(reader).toEqual({ ...before, vowels: "always", fadeDays: 21 });
    expect(ReaderPreferencesSchema.strict().parse(reader)).toEqual(reader);
  });

  it("gives a new settings row the whole default view", async () => {
    await addUser("new-row");
    await db.query("insert into settings (user_id) values ($1)", ["new-row"]);
    expect(await readerOf("new-row")).toEqual({ viewMode: "both", hebrewSize: 20, translationSize: 16, hebrewAlign: "right", translationAlign: "left", vowels: "always", fadeDays: 21 });
  });
});
