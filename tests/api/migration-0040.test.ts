import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedUpTo, runMigrationNumber } from "../support/embedded-migrations";

/**
 * Migration 0040 gives the learners' reading-path collections filled before it the key a fill now keeps with them
 * (metadata.readingPath: the title and the size), from their name and slug as the fill wrote them; any other
 * collection is left as it was. The migrations before it run on an embedded database, the collections are written, then 0040.
 */

const onPg = process.env.MILIM_TEST_DB === "pg";
if (onPg) console.log("migration-0040.test.ts: skipped under MILIM_TEST_DB=pg (it migrates an embedded PGlite of its own; `npm test` runs it)");

describe.skipIf(onPg)("migration 0040 on an embedded database", () => {
  let db: PGlite;
  const rows: [slug: string, name: string, owner: string | null, metadata: Record<string, unknown>][] = [
    ["genesis-top-50", "The 50 most frequent words of Genesis", "u1", {}],
    ["the-hebrew-bible-top-500", "The 500 most frequent words of the Hebrew Bible", "u1", { source: "file" }],
    ["song-of-songs-top-200", "The 200 most frequent words of Song of Songs", "u1", {}],
    // Renamed by the learner, a name without its slug, a shared collection, a key already kept.
    ["exodus-top-50", "My Exodus words", "u1", {}],
    ["my-list", "The 50 most frequent words of Ruth", "u1", {}],
    ["ruth-top-50", "The 50 most frequent words of Ruth", null, {}],
    ["jonah-top-100", "The 100 most frequent words of Jonah", "u1", { readingPath: { title: "Jonah", size: 100 } }],
  ];
  const metadataOf = async (slug: string, owner: string | null) =>
    (await db.query<{ metadata: unknown }>("select metadata from collections where slug = $1 and owner_id is not distinct from $2", [slug, owner])).rows[0]!.metadata;

  beforeAll(async () => {
    db = await migratedUpTo(40);
    await db.query(`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ('u1', 'M', 'u1@example.com', true, now(), now())`);
    await db.query(`insert into domains (name, slug, color) values ('Biblical', 'biblical', '0 0% 0%')`);
    for (const [slug, name, owner, metadata] of rows) {
      await db.query("insert into collections (domain, slug, name, owner_id, metadata) values ('biblical', $1, $2, $3, $4::jsonb)", [slug, name, owner, JSON.stringify(metadata)]);
    }
    await runMigrationNumber(db, 40);
  }, 120_000);
  afterAll(async () => { await db?.close(); });

  it("keeps the title and size with each path collection filled before, the rest of its metadata kept", async () => {
    expect(await metadataOf("genesis-top-50", "u1")).toEqual({ readingPath: { title: "Genesis", size: 50 } });
    expect(await metadataOf("the-hebrew-bible-top-500", "u1")).toEqual({ source: "file", readingPath: { title: "the Hebrew Bible", size: 500 } });
    expect(await metadataOf("song-of-songs-top-200", "u1")).toEqual({ readingPath: { title: "Song of Songs", size: 200 } });
  });

  it("leaves a renamed one, a name under another slug, a shared collection and a key already kept", async () => {
    expect(await metadataOf("exodus-top-50", "u1")).toEqual({});
    expect(await metadataOf("my-list", "u1")).toEqual({});
    expect(await metadataOf("ruth-top-50", null)).toEqual({});
    expect(await metadataOf("jonah-top-100", "u1")).toEqual({ readingPath: { title: "Jonah", size: 100 } });
  });
});
