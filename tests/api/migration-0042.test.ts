import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedUpTo, runMigrationNumber } from "../support/embedded-migrations";

/**
 * Migration 0042: a book whose words name a BDB homonym other than the first ("2416 e") has its counted words
 * taken away, to be counted again with lemma keys ("H2416e") when it is next read (books/service.ts#countMissingChapterWords);
 * a book whose words name none ("559", "1254 a") or that has no morphology keeps them. A word a learner saved to My words
 * from a verse whose word of the same number and letters names a later homonym takes its key ("H2416e"); one whose verse
 * names the first, or several, and the words of collections filled from the texts keep their number.
 */

const onPg = process.env.MILIM_TEST_DB === "pg";
if (onPg) console.log("migration-0042.test.ts: skipped under MILIM_TEST_DB=pg (it migrates an embedded PGlite of its own; `npm test` runs it)");

describe.skipIf(onPg)("migration 0042 on an embedded database", () => {
  let db: PGlite;
  const ids: Record<string, string> = {};
  const words: Record<string, string> = {};
  const lemmaOf = async (key: string) => (await db.query<{ lemma: string }>("select lemma from words where id = $1", [words[key]])).rows[0]!.lemma;
  const countedOf = async (title: string) =>
    Number((await db.query<{ n: number }>("select count(*)::int as n from book_chapter_words where book_id = $1", [ids[title]])).rows[0]!.n);

  beforeAll(async () => {
    db = await migratedUpTo(41);
    const books: [title: string, lemmas: string[]][] = [
      ["Jonah", ["1961", "2416 e", "c/2416 a"]], ["Ruth", ["559", "1254 a", "b/7225"]], ["Berakhot", []], ["Psalms", ["2416 e", "3651 c", "3651 a"]],
    ];
    const surfaces: Record<string, string> = { "2416": "חַיִּים", "3651": "כֵּן" };
    for (const [title, lemmas] of books) {
      ids[title] = (await db.query<{ id: string }>("insert into books (title) values ($1) returning id", [title])).rows[0]!.id;
      await db.query("insert into book_chapter_words (book_id, chapter, forms, lemma, count) values ($1, 1, '{חיים}', $2, 3)", [ids[title], lemmas.length ? "H2416" : null]);
      for (const [i, lemma] of lemmas.entries()) {
        const number = /\d+/.exec(lemma)![0];
        // Psalms 1:1 has כֵּן 'so' (3651 c) and, in verse 2, כֵּן 'right' (3651 a); the other books' words are all חַיִּים.
        const verse = title === "Psalms" && lemma === "3651 a" ? 2 : 1;
        await db.query("insert into book_word_lemmas (book_id, chapter, verse, position, surface, strong, lemma) values ($1, 1, $2, $3, $4, $5, $6)",
          [ids[title], verse, i + 1, title === "Psalms" ? surfaces[number] : "חַיִּים", `H${number}`, lemma]);
      }
    }
    await db.query(`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ('u1', 'M', 'u1@example.com', true, now(), now())`);
    await db.query(`insert into domains (name, slug, color) values ('Biblical', 'biblical', '0 0% 0%')`);
    const mine = (await db.query<{ id: string }>("insert into collections (domain, slug, name, owner_id) values ('biblical', 'my-words', 'My words', 'u1') returning id")).rows[0]!.id;
    const filled = (await db.query<{ id: string }>("insert into collections (domain, slug, name) values ('biblical', 'psalms', 'Psalms') returning id")).rows[0]!.id;
    const saved: [key: string, collection: string, hebrew: string, ref: string, lemma: string][] = [
      ["life", mine, "חַיִּים", "Psalms 1:1", "H2416"], ["so", mine, "כֵּן", "Psalms 1:1", "H3651"], ["right", mine, "כֵּן", "Psalms 1:2", "H3651"],
      ["jonah", mine, "חַיִּים", "Jonah 1:1", "H2416"], ["ruth", mine, "חַיִּים", "Ruth 1:1", "H2416"], ["filled", filled, "כֵּן", "Psalms 1:1", "H3651"],
    ];
    for (const [key, collection, hebrew, ref, lemma] of saved) {
      words[key] = (await db.query<{ id: string }>("insert into words (collection_id, hebrew, english, context_ref, lemma) values ($1, $2, 'x', $3, $4) returning id", [collection, hebrew, ref, lemma])).rows[0]!.id;
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

  it("gives a word saved to My words the key of its verse's word: a later homonym's letter", async () => {
    expect(await lemmaOf("life")).toBe("H2416e");
    expect(await lemmaOf("so")).toBe("H3651c");
  });

  it("leaves a saved word whose verse names the first homonym or two of them, one its verse lacks, and a filled collection's", async () => {
    expect(await lemmaOf("right")).toBe("H3651");
    expect(await lemmaOf("jonah")).toBe("H2416");
    expect(await lemmaOf("ruth")).toBe("H2416");
    expect(await lemmaOf("filled")).toBe("H3651");
  });
});
