import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedUpTo, runMigrationNumber } from "../support/embedded-migrations";

/**
 * Migration 0042: a book whose words name a BDB homonym other than the first ("2416 e") has its counted words
 * taken away, to be counted again with lemma keys ("H2416e") when it is next read (books/service.ts#countMissingChapterWords);
 * a book whose words name none ("559", "1254 a") or that has no morphology keeps them.
 */

const onPg = process.env.MILIM_TEST_DB === "pg";
if (onPg) console.log("migration-0042.test.ts: skipped under MILIM_TEST_DB=pg (it migrates an embedded PGlite of its own; `npm test` runs it)");

describe.skipIf(onPg)("migration 0042 on an embedded database", () => {
  let db: PGlite;
  const ids: Record<string, string> = {};
  const countedOf = async (title: string) =>
    Number((await db.query<{ n: number }>("select count(*)::int as n from book_chapter_words where book_id = $1", [ids[title]])).rows[0]!.n);

  beforeAll(async () => {
    db = await migratedUpTo(41);
    const books: [title: string, lemmas: string[]][] = [["Jonah", ["1961", "2416 e", "c/2416 a"]], ["Ruth", ["559", "1254 a", "b/7225"]], ["Berakhot", []]];
    for (const [title, lemmas] of books) {
      ids[title] = (await db.query<{ id: string }>("insert into books (title) values ($1) returning id", [title])).rows[0]!.id;
      await db.query("insert into book_chapter_words (book_id, chapter, forms, lemma, count) values ($1, 1, '{חיים}', $2, 3)", [ids[title], lemmas.length ? "H2416" : null]);
      for (const [i, lemma] of lemmas.entries()) {
        await db.query("insert into book_word_lemmas (book_id, chapter, verse, position, surface, strong, lemma) values ($1, 1, 1, $2, 'חַיִּים', $3, $4)",
          [ids[title], i + 1, `H${/\d+/.exec(lemma)![0]}`, lemma]);
      }
    }
    await runMigrationNumber(db, 42);
  }, 120_000);
  afterAll(async () => { await db?.close(); });

  it("takes the counted words of a book whose words name a later homonym, to be counted again with their keys", async () => {
    expect(await countedOf("Jonah")).toBe(0);
  });

  it("leaves a book whose words name no later homonym, and a book without morphology", async () => {
    expect(await countedOf("Ruth")).toBe(1);
    expect(await countedOf("Berakhot")).toBe(1);
  });
});
